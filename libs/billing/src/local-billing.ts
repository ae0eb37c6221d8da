import type Stripe from 'stripe';
import { BillingNotConfiguredError } from './billing-not-configured.error';
import type { BillingProvider } from './billing-provider';

/**
 * Billing without Stripe keys (embedded default). The trial works (it is pure domain); a paid
 * period comes only from the operator command. Everything that needs Stripe says so clearly.
 */
export class LocalBilling implements BillingProvider {
  readonly kind = 'local' as const;
  readonly priceId = undefined;

  async createCustomer(): Promise<{ customerId: string }> {
    throw new BillingNotConfiguredError();
  }

  async createCheckoutSession(): Promise<{ url: string; sessionId: string }> {
    throw new BillingNotConfiguredError();
  }

  async createPortalSession(): Promise<{ url: string }> {
    throw new BillingNotConfiguredError();
  }

  async setSeats(): Promise<{ previous: number } | null> {
    throw new BillingNotConfiguredError();
  }

  parseWebhook(): Stripe.Event {
    throw new BillingNotConfiguredError();
  }
}
