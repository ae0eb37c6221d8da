import { createBillingProvider, type BillingProvider } from '@outflow/billing';
import type { Config } from '@outflow/config';
import type { Clock } from '@outflow/domain';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise local billing (the trial, and the operator grant). */
export function openBilling(config: Config, clock?: Clock): BillingProvider {
  return createBillingProvider(config, clock);
}
