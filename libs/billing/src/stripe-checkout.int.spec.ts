import { DomainError, subscriptionDecider, type DomainEvent, type SubscriptionCommand } from '@outflow/domain';
import Stripe from 'stripe';
import { openCustomerPortal, startCheckout } from './checkout-flow';
import { StripeBilling } from './stripe-billing';
import { StripeApiServer } from './testing/stripe-api-server';

/** A user's stream kept in memory and folded with the real decider. */
function userStream() {
  const history: DomainEvent[] = [];
  const state = () => history.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
  const execute = async (command: SubscriptionCommand) => {
    history.push(...subscriptionDecider.decide(command, state()));
  };
  return { history, state, execute };
}

const now = new Date('2026-11-22T10:00:00Z');
const urls = {
  successUrl: 'http://localhost:3000/team?checkout=success',
  cancelUrl: 'http://localhost:3000/team?checkout=canceled',
};

describe('Stripe checkout and portal (real stripe client, local Stripe API server)', () => {
  let server: StripeApiServer;
  let billing: StripeBilling;

  beforeAll(async () => {
    server = await StripeApiServer.start({ secretKey: 'sk_test_checkout' });
    billing = new StripeBilling({
      secretKey: 'sk_test_checkout',
      priceId: 'price_pro_monthly',
      webhookSecret: 'whsec_test',
      apiBase: server.url,
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));

  it('creates the customer once per user, records it, and passes the configured price to Checkout', async () => {
    const alice = userStream();
    const user = { userId: 'user-alice', email: 'alice@example.com', name: 'Alice' };

    const first = await startCheckout(billing, {
      user,
      state: alice.state(),
      ...urls,
      now,
      recordCustomer: alice.execute,
    });
    const second = await startCheckout(billing, {
      user,
      state: alice.state(),
      ...urls,
      now,
      recordCustomer: alice.execute,
    });

    const customers = server.requestsTo('/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0].form).toMatchObject({
      email: 'alice@example.com',
      name: 'Alice',
      'metadata[userId]': 'user-alice',
    });
    const customerId = alice.state().stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect(server.customers.has(customerId!)).toBe(true);
    expect(alice.history.map((e) => e.type)).toEqual(['StripeCustomerAssigned']);

    const sessions = server.requestsTo('/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    for (const { form } of sessions) {
      expect(form).toMatchObject({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: 'user-alice',
        'line_items[0][price]': 'price_pro_monthly',
        'line_items[0][quantity]': '1',
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
        'metadata[userId]': 'user-alice',
        'subscription_data[metadata][userId]': 'user-alice',
      });
    }
    expect(first.url).toMatch(new RegExp(`^${server.url}/c/pay/cs_test_`));
    expect(second.url).not.toBe(first.url);
  });

  it('gives each user their own customer', async () => {
    const bob = userStream();
    const carol = userStream();
    await startCheckout(billing, {
      user: { userId: 'user-bob', email: 'bob@example.com' },
      state: bob.state(),
      ...urls,
      now,
      recordCustomer: bob.execute,
    });
    await startCheckout(billing, {
      user: { userId: 'user-carol', email: 'carol@example.com' },
      state: carol.state(),
      ...urls,
      now,
      recordCustomer: carol.execute,
    });
    expect(server.requestsTo('/v1/customers')).toHaveLength(2);
    expect(bob.state().stripeCustomerId).not.toBe(carol.state().stripeCustomerId);
  });

  it('two concurrent first checkouts of one user end with one customer (Stripe idempotency key)', async () => {
    const dave = userStream();
    const user = { userId: 'user-dave', email: 'dave@example.com' };
    const stale = dave.state();
    await Promise.all([
      startCheckout(billing, { user, state: stale, ...urls, now, recordCustomer: dave.execute }),
      startCheckout(billing, { user, state: stale, ...urls, now, recordCustomer: dave.execute }),
    ]);
    const keys = server.requestsTo('/v1/customers').map((r) => r.idempotencyKey);
    expect(keys).toEqual(['outflow-customer-user-dave', 'outflow-customer-user-dave']);
    expect(dave.history.filter((e) => e.type === 'StripeCustomerAssigned')).toHaveLength(1);
    const customers = new Set(server.requestsTo('/v1/checkout/sessions').map((r) => r.form.customer));
    expect(customers).toEqual(new Set([dave.state().stripeCustomerId]));
  });

  it('refuses a second checkout while a Stripe subscription is active', async () => {
    const erin = userStream();
    await erin.execute({
      type: 'ApplyStripeEvent',
      data: {
        eventId: 'evt_erin',
        eventType: 'customer.subscription.created',
        occurredAt: now.toISOString(),
        change: {
          kind: 'subscription_changed',
          subscriptionId: 'sub_erin',
          customerId: 'cus_erin',
          status: 'active',
          currentPeriodEnd: '2026-12-22T10:00:00.000Z',
          cancelAtPeriodEnd: false,
          trialEndDate: null,
        },
      },
    });
    await expect(
      startCheckout(billing, {
        user: { userId: 'user-erin', email: 'erin@example.com' },
        state: erin.state(),
        ...urls,
        now,
        recordCustomer: erin.execute,
      }),
    ).rejects.toMatchObject({
      code: 'ALREADY_SUBSCRIBED',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('opens the customer portal for the user’s customer with the return url', async () => {
    const frank = userStream();
    await startCheckout(billing, {
      user: { userId: 'user-frank', email: 'frank@example.com' },
      state: frank.state(),
      ...urls,
      now,
      recordCustomer: frank.execute,
    });
    const { url } = await openCustomerPortal(billing, {
      state: frank.state(),
      returnUrl: 'http://localhost:3000/team',
    });
    expect(url).toMatch(new RegExp(`^${server.url}/p/session/bps_`));
    expect(server.requestsTo('/v1/billing_portal/sessions')[0].form).toEqual({
      customer: frank.state().stripeCustomerId,
      return_url: 'http://localhost:3000/team',
    });
  });

  it('refuses the portal to a user without a Stripe customer', async () => {
    const error = await openCustomerPortal(billing, {
      state: userStream().state(),
      returnUrl: 'http://localhost:3000/team',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('NO_BILLING_ACCOUNT');
    expect(server.requests).toHaveLength(0);
  });

  it('surfaces Stripe errors: an unknown customer and a wrong API key', async () => {
    await expect(
      billing.createPortalSession({ customerId: 'cus_missing', returnUrl: 'http://localhost:3000/team' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const wrongKey = new StripeBilling({
      secretKey: 'sk_test_wrong',
      priceId: 'price_pro_monthly',
      webhookSecret: 'whsec_test',
      apiBase: server.url,
    });
    await expect(wrongKey.createCustomer({ userId: 'u', email: 'u@example.com' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});
