import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class FindUsersDto {
  @ApiProperty({ description: 'Part of an e-mail address or a name (2 characters or more)' })
  @IsString()
  @MinLength(2, { message: 'q must be at least 2 characters' })
  @MaxLength(200)
  q!: string;
}
