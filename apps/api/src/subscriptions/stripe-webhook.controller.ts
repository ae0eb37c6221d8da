import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/public.decorator';
import { ApplyStripeWebhookCommand, type StripeWebhookReceipt } from './commands/apply-stripe-webhook.handler';

/**
 * Stripe's webhook endpoint. Public (Stripe has no user token): the signature on the raw body is
 * the authentication. A bad or stale signature answers 400; everything verified answers 200.
 */
@ApiTags('subscriptions')
@Controller('subscriptions')
export class StripeWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiHeader({ name: 'stripe-signature', required: true })
  receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<StripeWebhookReceipt> {
    return this.commands.execute(new ApplyStripeWebhookCommand(request.rawBody, signature));
  }
}
