import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsUrl } from 'class-validator';

/** Where the Stripe Customer Portal sends the browser back. */
export class PortalSessionDto {
  @ApiProperty({ example: 'http://localhost:3000/team' })
  @IsDefined({ message: 'returnUrl is required' })
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'returnUrl must be an http(s) URL' },
  )
  returnUrl!: string;
}
