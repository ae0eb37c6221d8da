import { initialSubscriptionState } from '@outflow/domain';
import { BillingNotConfiguredError } from './billing-not-configured.error';
import { createBillingProvider } from './billing-provider.factory';
import { openCustomerPortal, startCheckout } from './checkout-flow';
import { LocalBilling } from './local-billing';
import { StripeBilling } from './stripe-billing';

describe('local billing (no Stripe keys)', () => {
  const billing = new LocalBilling();
  const request = {
    user: { userId: 'u1', email: 'u1@example.com' },
    state: initialSubscriptionState,
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/no',
    now: new Date(),
    recordCustomer: async () => {
      throw new Error('no customer may be recorded without billing');
    },
  };

  it('answers checkout and portal with a clear "not configured" error', async () => {
    await expect(startCheckout(billing, request)).rejects.toThrow(new BillingNotConfiguredError());
    await expect(startCheckout(billing, request)).rejects.toThrow('Billing is not configured on this server');
    await expect(
      openCustomerPortal(billing, { state: initialSubscriptionState, returnUrl: 'http://localhost/team' }),
    ).rejects.toBeInstanceOf(BillingNotConfiguredError);
    await expect(billing.createCheckoutSession()).rejects.toMatchObject({ code: 'BILLING_NOT_CONFIGURED' });
    expect(() => billing.parseWebhook()).toThrow(BillingNotConfiguredError);
  });
});

describe('createBillingProvider', () => {
  it('is local without a secret key and Stripe with one', () => {
    expect(createBillingProvider({})).toBeInstanceOf(LocalBilling);
    const stripe = createBillingProvider({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_ID: 'price_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(stripe).toBeInstanceOf(StripeBilling);
    expect(stripe.priceId).toBe('price_1');
  });

  it('names the missing variables when a secret key comes without price or webhook secret', () => {
    expect(() => createBillingProvider({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set',
    );
  });
});
