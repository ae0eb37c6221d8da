import { ApplyStripeWebhookHandler } from './apply-stripe-webhook.handler';
import { OpenPortalHandler } from './open-portal.handler';
import { StartCheckoutHandler } from './start-checkout.handler';
import { StartTrialHandler } from './start-trial.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [ApplyStripeWebhookHandler, OpenPortalHandler, StartCheckoutHandler, StartTrialHandler];
