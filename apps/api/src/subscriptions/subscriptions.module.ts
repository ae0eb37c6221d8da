import { Module } from '@nestjs/common';
import { ApplyStripeWebhookHandler } from './commands/apply-stripe-webhook.handler';
import { OpenPortalHandler } from './commands/open-portal.handler';
import { StartCheckoutHandler } from './commands/start-checkout.handler';
import { StartTrialHandler } from './commands/start-trial.handler';
import { LapseScheduler } from './lapse/lapse-scheduler';
import { LAPSE_SCHEDULER_OPTIONS, lapseSchedulerOptions } from './lapse/lapse-scheduler.options';
import { StripeWebhookController } from './stripe-webhook.controller';
import { SubscriptionsController } from './subscriptions.controller';
import { CONFIG } from '../infrastructure/tokens';

/** Trial, Stripe checkout/portal/webhook, and the scan that records lapses caused by time. */
@Module({
  controllers: [SubscriptionsController, StripeWebhookController],
  providers: [
    StartTrialHandler,
    StartCheckoutHandler,
    OpenPortalHandler,
    ApplyStripeWebhookHandler,
    { provide: LAPSE_SCHEDULER_OPTIONS, useFactory: lapseSchedulerOptions, inject: [CONFIG] },
    LapseScheduler,
  ],
  exports: [LapseScheduler],
})
export class SubscriptionsModule {}
