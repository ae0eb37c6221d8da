import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { IsProviderId } from '../../../common/provider-id.decorators';

/** The account id the provider put on the return URL (`/team?account_id=...&status=connected`). */
export class AccountCallbackDto {
  @ApiProperty({ maxLength: 100, pattern: '^[A-Za-z0-9_-]{1,100}$', example: 'acc_1' })
  @IsProviderId('account')
  @IsString()
  accountId!: string;
}
