import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class HostedAuthDto {
  /** Where the browser should return; honoured only inside this app (else /team). */
  @ApiPropertyOptional({ maxLength: 2000, example: '/team' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  redirectUrl?: string;

  /** The lost sender to reconnect; absent: a new sender (or the workspace's only sender, when it is lost). */
  @ApiPropertyOptional({ maxLength: 200, example: 'acc_123' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  accountId?: string;
}
