import type { Clock } from '@outflow/domain';
import type { BillingProvider } from './billing-provider';
import { LocalBilling } from './local-billing';
import { StripeBilling } from './stripe-billing';

/** The Stripe variables of the app's configuration (`@outflow/config` names them so). */
export interface BillingEnvironment {
  readonly STRIPE_SECRET_KEY?: string;
  readonly STRIPE_PRICE_ID?: string;
  readonly STRIPE_WEBHOOK_SECRET?: string;
  readonly STRIPE_API_BASE?: string;
}

/** Stripe when a secret key is set (then price and webhook secret are required), else local billing. */
export function createBillingProvider(env: BillingEnvironment, clock?: Clock): BillingProvider {
  if (!env.STRIPE_SECRET_KEY) return new LocalBilling();
  const missing = (['STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const).filter((key) => !env[key]);
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} must be set when STRIPE_SECRET_KEY is set`);
  return new StripeBilling({
    secretKey: env.STRIPE_SECRET_KEY,
    priceId: env.STRIPE_PRICE_ID!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiBase: env.STRIPE_API_BASE,
    clock,
  });
}
