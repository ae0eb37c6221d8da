import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsUrl } from 'class-validator';

/** Where Stripe Checkout sends the browser back (the web app adds ?checkout=success|canceled). */
export class CheckoutSessionDto {
  @ApiProperty({ example: 'http://localhost:3000/team?checkout=success' })
  @IsDefined({ message: 'successUrl is required' })
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'successUrl must be an http(s) URL' },
  )
  successUrl!: string;

  @ApiProperty({ example: 'http://localhost:3000/team?checkout=canceled' })
  @IsDefined({ message: 'cancelUrl is required' })
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'cancelUrl must be an http(s) URL' },
  )
  cancelUrl!: string;
}
