import { Module } from '@nestjs/common';
import { LapseScheduler } from './lapse/lapse-scheduler';
import { LAPSE_SCHEDULER_OPTIONS, lapseSchedulerOptions } from './lapse/lapse-scheduler.options';
import { StripeWebhookController } from './stripe-webhook.controller';
import { SubscriptionsController } from './subscriptions.controller';
import { CONFIG } from '../infrastructure/tokens';
import { handlers } from './commands/handlers';
import { SenderSeats } from './sender-seats';

/**
 * Trial, Stripe checkout/portal/webhook, the scan that records lapses caused by time, and the
 * seats kept at the workspace's connected senders.
 */
@Module({
  controllers: [SubscriptionsController, StripeWebhookController],
  providers: [
    ...handlers,
    { provide: LAPSE_SCHEDULER_OPTIONS, useFactory: lapseSchedulerOptions, inject: [CONFIG] },
    LapseScheduler,
    SenderSeats,
  ],
  exports: [LapseScheduler],
})
export class SubscriptionsModule {}
