import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The account id the provider put on the return URL (`/team?account_id=...&status=connected`). */
export class AccountCallbackDto {
  @ApiProperty({ maxLength: 200, example: 'acc_1' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  accountId!: string;
}
