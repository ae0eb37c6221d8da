import type { BillingRedirect, CurrentSubscription } from '@outflow/api-contract';
import { DAY_MS, FixedClock, userStream } from '@outflow/domain';
import Stripe from 'stripe';
import { StripeApiServer } from '../../../libs/billing/src/testing/stripe-api-server';
import {
  checkoutSessionObject,
  failedInvoiceObject,
  stripeEventBody,
  subscriptionObject,
} from '../../../libs/billing/src/testing/stripe-event-fixtures';
import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';
import { startAppWithUnmarkedFeature, type RunningTestApp } from '../../../apps/api/src/access/testing/test-app';
import { eventually } from '../../support/linkedin-test-flows';
import {
  connectLinkedIn,
  disconnectLinkedIn,
  streamTypes,
  waitForUserStream,
} from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const WEBHOOK_SECRET = 'whsec_outflow_api_test';
const PRICE = 'price_outflow_pro_monthly';
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const urls = {
  successUrl: 'http://localhost:3000/team?checkout=success',
  cancelUrl: 'http://localhost:3000/team?checkout=canceled',
};

describeWithPostgres('Stripe billing over HTTP (real stripe client against a local Stripe API server)', () => {
  const clock = new FixedClock(T0);
  let stripe: StripeApiServer;
  let api: ApiHarness;
  let gated: RunningTestApp;
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  const periodEnd = () => seconds() + 30 * 86400;
  const sign = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? seconds(),
    });

  async function postWebhook(payload: string, signature?: string): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== undefined) headers['stripe-signature'] = signature;
    const res = await fetch(`${api.url}/api/subscriptions/webhook`, { method: 'POST', headers, body: payload });
    return { status: res.status, body: await res.json() };
  }
  /** A signed delivery Stripe would make; answers the receipt and waits until the read models have it. */
  async function deliver(userId: string, type: string, object: Record<string, unknown>, eventId?: string) {
    const body = stripeEventBody(type, object, seconds(), eventId);
    const res = await postWebhook(body, sign(body));
    expect(res.status).toBe(200);
    await waitForUserStream(api, userId);
    return res.body;
  }
  const current = async (token: string) =>
    (await api.request<CurrentSubscription>('GET', '/api/subscriptions/current', { token })).body;
  const probe = (token: string) =>
    fetch(`${gated.url}/api/gate-probe/feature`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));

  /** The Stripe customer checkout gave the workspace (or user). */
  const customerOf = async (ownerId: string) =>
    (
      await api.readDb
        .selectFrom('subscriptions')
        .select('stripe_customer_id')
        .where('user_id', '=', ownerId)
        .executeTakeFirstOrThrow()
    ).stripe_customer_id!;
  /** Stripe says the owner's subscription was created, active for a month. */
  const activated = (ownerId: string, customer: string, id: string) =>
    deliver(
      ownerId,
      'customer.subscription.created',
      subscriptionObject({ id, customer, userId: ownerId, status: 'active', currentPeriodEnd: periodEnd() }),
    );
  /** Stripe completes the owner's checkout: subscription `sub_<name>_…` of `seats` seats, active. Answers its id. */
  const subscribed = async (ownerId: string, name: string, seats: number) => {
    await waitForUserStream(api, ownerId);
    const customerId = await customerOf(ownerId);
    const subscriptionId = `sub_${name}_${ownerId.slice(0, 8)}`;
    stripe.addSubscription(subscriptionId, customerId, PRICE, seats);
    await activated(ownerId, customerId, subscriptionId);
    return subscriptionId;
  };

  /** A signed-up user on a trial who went through checkout (their Stripe customer exists). */
  async function checkedOutUser() {
    const session = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: session.token });
    const res = await api.request('POST', '/api/subscriptions/create-checkout-session', {
      token: session.token,
      body: urls,
    });
    expect(res.status).toBe(200);
    await waitForUserStream(api, session.user.id);
    const customerId = await customerOf(session.user.id);
    return { ...session, customerId, subscriptionId: `sub_${session.user.id.slice(0, 8)}` };
  }
  /** ...whose Stripe subscription is active (customer.subscription.created). */
  async function subscribedUser() {
    const u = await checkedOutUser();
    await activated(u.user.id, u.customerId, u.subscriptionId);
    return u;
  }

  beforeAll(async () => {
    stripe = await StripeApiServer.start({ secretKey: 'sk_test_outflow_api' });
    api = await startApiHarness({
      clock,
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PRICE_ID: PRICE,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        LAPSE_CHECK_INTERVAL_MS: '3600000',
      },
    });
    gated = await startAppWithUnmarkedFeature(api);
  });
  afterAll(async () => {
    await gated?.close();
    await api?.stop();
    await stripe?.close();
  });
  beforeEach(() => clock.set(T0));

  describe('checkout and portal', () => {
    it('creates one Stripe customer per user, records it, and opens Checkout for the configured price', async () => {
      const { token, user } = await api.signUp({ name: 'Ada Lovelace' });
      const first = await api.request<BillingRedirect>('POST', '/api/subscriptions/create-checkout-session', {
        token,
        body: urls,
      });
      const second = await api.request<BillingRedirect>('POST', '/api/subscriptions/create-checkout-session', {
        token,
        body: urls,
      });
      expect(first.status).toBe(200);
      expect(first.body.url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
      expect(second.body.url).not.toBe(first.body.url);

      const customers = stripe.requests.filter(
        (r) => r.path === '/v1/customers' && r.form['metadata[userId]'] === user.id,
      );
      expect(customers).toHaveLength(1);
      expect(customers[0]).toMatchObject({
        idempotencyKey: `outflow-customer-${user.id}`,
        form: { email: user.email, name: 'Ada Lovelace' },
      });
      const events = (await api.eventStore.readStream(userStream(user.id))).filter(
        (e) => e.type === 'StripeCustomerAssigned',
      );
      expect(events).toHaveLength(1);
      const customerId = (events[0].data as { customerId: string }).customerId;
      expect(stripe.customers.has(customerId)).toBe(true);

      const sessions = stripe.requests.filter(
        (r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === user.id,
      );
      expect(sessions).toHaveLength(2);
      for (const { form } of sessions) {
        expect(form).toMatchObject({
          mode: 'subscription',
          customer: customerId,
          'line_items[0][price]': PRICE,
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
          'subscription_data[metadata][userId]': user.id,
        });
      }
    });

    it('gives no paid state by itself: after checkout the user is still on the trial until Stripe says so', async () => {
      const { token, user } = await checkedOutUser();
      expect((await current(token)).subscription_status).toBe('trialing');
      expect(await streamTypes(api, user.id)).toEqual(['UserRegistered', 'TrialStarted', 'StripeCustomerAssigned']);
    });

    it('opens the customer portal for the user with a Stripe customer, and refuses one without', async () => {
      const fresh = await api.signUp();
      const none = await api.request('POST', '/api/subscriptions/create-portal-session', {
        token: fresh.token,
        body: { returnUrl: 'http://localhost:3000/team' },
      });
      expect(none).toMatchObject({ status: 409, body: { errorCode: 'NO_BILLING_ACCOUNT' } });

      const { token, customerId } = await checkedOutUser();
      const res = await api.request<BillingRedirect>('POST', '/api/subscriptions/create-portal-session', {
        token,
        body: { returnUrl: 'http://localhost:3000/team' },
      });
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));
      const portal = stripe.requests.filter(
        (r) => r.path === '/v1/billing_portal/sessions' && r.form.customer === customerId,
      );
      expect(portal).toHaveLength(1);
      expect(portal[0].form.return_url).toBe('http://localhost:3000/team');
    });

    it('refuses a second checkout while a Stripe subscription gives access (409 ALREADY_SUBSCRIBED)', async () => {
      const { token } = await subscribedUser();
      const res = await api.request('POST', '/api/subscriptions/create-checkout-session', { token, body: urls });
      expect(res).toMatchObject({ status: 409, body: { errorCode: 'ALREADY_SUBSCRIBED' } });
    });
  });

  describe('webhook: the five event types', () => {
    it('checkout.session.completed records the checkout, giving no access by itself', async () => {
      const { token, user, customerId, subscriptionId } = await checkedOutUser();
      const receipt = await deliver(
        user.id,
        'checkout.session.completed',
        checkoutSessionObject({ customer: customerId, subscription: subscriptionId, userId: user.id }),
      );
      expect(receipt).toMatchObject({ received: true, applied: 2 });
      expect((await streamTypes(api, user.id)).slice(-2)).toEqual(['StripeCheckoutCompleted', 'StripeEventApplied']);
      expect((await current(token)).subscription_status).toBe('trialing');
    });

    it('customer.subscription.created makes the user active until the period end', async () => {
      const { token, user, customerId, subscriptionId } = await checkedOutUser();
      const end = periodEnd();
      await deliver(
        user.id,
        'customer.subscription.created',
        subscriptionObject({
          id: subscriptionId,
          customer: customerId,
          userId: user.id,
          status: 'active',
          currentPeriodEnd: end,
        }),
      );
      expect(await current(token)).toEqual({
        has_subscription: true,
        subscription_status: 'active',
        subscription: {
          status: 'active',
          trialEndDate: null,
          currentPeriodEnd: new Date(end * 1000).toISOString(),
          cancelAtPeriodEnd: false,
        },
        billing: { configured: true },
        now: expect.any(String),
      });
      // Stripe's subscription is not ended by the local trial's time.
      clock.advance(10 * DAY_MS);
      expect((await current(token)).subscription_status).toBe('active');
    });

    it('customer.subscription.updated changes the subscription (cancel at period end), found by customer id alone', async () => {
      const { token, user, customerId, subscriptionId } = await subscribedUser();
      // No userId metadata: the user is found through the read model's Stripe customer.
      await deliver(
        user.id,
        'customer.subscription.updated',
        subscriptionObject({
          id: subscriptionId,
          customer: customerId,
          status: 'active',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: periodEnd(),
        }),
      );
      expect(await current(token)).toMatchObject({
        subscription_status: 'active',
        subscription: { cancelAtPeriodEnd: true },
      });
      expect(await streamTypes(api, user.id)).toContain('SubscriptionUpdated');
    });

    it('invoice.payment_failed moves the user to past_due and records the lapse; the gate answers 402', async () => {
      const { token, user, customerId, subscriptionId } = await subscribedUser();
      await connectLinkedIn(api, user.id);
      expect(await probe(token)).toEqual({ status: 200, body: { reached: true } });
      await deliver(
        user.id,
        'invoice.payment_failed',
        failedInvoiceObject({ customer: customerId, subscription: subscriptionId, userId: user.id }),
      );
      expect((await current(token)).subscription_status).toBe('past_due');
      expect((await streamTypes(api, user.id)).slice(-4)).toEqual([
        'SubscriptionPaymentFailed',
        'SubscriptionUpdated',
        'SubscriptionLapsed',
        'StripeEventApplied',
      ]);
      expect(await probe(token)).toMatchObject({
        status: 402,
        body: { errorCode: 'SUBSCRIPTION_REQUIRED', subscription_status: 'past_due' },
      });
    });

    it('customer.subscription.deleted cancels: current reads canceled and a feature answers 402 SUBSCRIPTION_EXPIRED', async () => {
      const { token, user, customerId, subscriptionId } = await subscribedUser();
      await connectLinkedIn(api, user.id);
      await deliver(
        user.id,
        'customer.subscription.deleted',
        subscriptionObject({
          id: subscriptionId,
          customer: customerId,
          userId: user.id,
          status: 'canceled',
          endedAt: seconds(),
          currentPeriodEnd: periodEnd(),
        }),
      );
      expect((await current(token)).subscription_status).toBe('canceled');
      expect((await streamTypes(api, user.id)).slice(-3)).toEqual([
        'SubscriptionCanceled',
        'SubscriptionLapsed',
        'StripeEventApplied',
      ]);
      expect(await probe(token)).toEqual({
        status: 402,
        body: {
          statusCode: 402,
          errorCode: 'SUBSCRIPTION_EXPIRED',
          message: 'Your subscription has expired. Please renew to continue.',
          subscription_status: 'canceled',
        },
      });
      // The subscription routes stay open, so the user can subscribe again.
      const again = await api.request('POST', '/api/subscriptions/create-checkout-session', { token, body: urls });
      expect(again.status).toBe(200);
    });
  });

  describe('seats: one per connected sender, never per member', () => {
    it('checks out a seat per connected sender and keeps the Stripe quantity to them as senders connect, disconnect and go', async () => {
      const { token, user } = await api.signUp();
      await api.request('POST', '/api/subscriptions/create-trial', { token });
      const sender = (n: number) => `acc-${n}-${user.id.slice(0, 8)}`;
      await connectLinkedIn(api, user.id, sender(1));
      await connectLinkedIn(api, user.id, sender(2));
      const checkout = await api.request('POST', '/api/subscriptions/create-checkout-session', { token, body: urls });
      expect(checkout.status).toBe(200);
      const session = stripe
        .requestsTo('/v1/checkout/sessions')
        .filter((r) => r.form['metadata[userId]'] === user.id)
        .at(-1)!;
      expect(session.form).toMatchObject({ 'line_items[0][price]': PRICE, 'line_items[0][quantity]': '2' });

      // Stripe completes the checkout: its subscription has the two seats.
      const subscriptionId = await subscribed(user.id, 'seats', 2);

      await connectLinkedIn(api, user.id, sender(3));
      await eventually(async () => stripe.seatsOf(subscriptionId) === 3);
      // A disconnected sender is not billed.
      await disconnectLinkedIn(api, user.id, sender(1));
      await eventually(async () => stripe.seatsOf(subscriptionId) === 2);
      // Every API process hears the change (this suite runs two): each may set the same quantity.
      const set = stripe
        .requestsTo(`/v1/subscriptions/${subscriptionId}`)
        .filter((r) => r.method === 'POST')
        .map((r) => r.form['items[0][quantity]']);
      expect(set.filter((q, i) => q !== set[i - 1])).toEqual(['3', '2']);
    });

    it('sets the quantity to 0 once every sender is disconnected, and back up when one reconnects', async () => {
      const { token, user } = await api.signUp();
      await api.request('POST', '/api/subscriptions/create-trial', { token });
      const sender = (n: number) => `acc-zero-${n}-${user.id.slice(0, 8)}`;
      await connectLinkedIn(api, user.id, sender(1));
      await connectLinkedIn(api, user.id, sender(2));
      await api.request('POST', '/api/subscriptions/create-checkout-session', { token, body: urls });
      const subscriptionId = await subscribed(user.id, 'zero', 2);

      await disconnectLinkedIn(api, user.id, sender(1));
      await eventually(async () => stripe.seatsOf(subscriptionId) === 1);
      // No sender connected: nothing is billed, the subscription stays (a reconnect bills again).
      await disconnectLinkedIn(api, user.id, sender(2));
      await eventually(async () => stripe.seatsOf(subscriptionId) === 0);
      await connectLinkedIn(api, user.id, sender(2));
      await eventually(async () => stripe.seatsOf(subscriptionId) === 1);
    });

    it('comes down to 0 seats once the subscription exists when the workspace checked out with no sender connected', async () => {
      const { token, user } = await api.signUp();
      await api.request('POST', '/api/subscriptions/create-trial', { token });
      await api.request('POST', '/api/subscriptions/create-checkout-session', { token, body: urls });
      const session = stripe
        .requestsTo('/v1/checkout/sessions')
        .filter((r) => r.form['metadata[userId]'] === user.id)
        .at(-1)!;
      // Checkout bills at least one seat.
      expect(session.form['line_items[0][quantity]']).toBe('1');
      const subscriptionId = await subscribed(user.id, 'none', 1);
      await eventually(async () => stripe.seatsOf(subscriptionId) === 0);
    });

    it('leaves a workspace without a Stripe subscription alone', async () => {
      const { token, user } = await api.signUp();
      await api.request('POST', '/api/subscriptions/create-trial', { token });
      const before = stripe.requests.length;
      await connectLinkedIn(api, user.id);
      expect(stripe.requests.slice(before).filter((r) => r.path.startsWith('/v1/subscriptions'))).toEqual([]);
    });
  });

  describe('a team workspace is billed, not the person who pays for it', () => {
    it("checks out the team's seats for its owner, and Stripe's answers reach the team, not the owner's own workspace", async () => {
      const owner = await api.signUp({ name: 'Olga Owner' });
      const made = await api.request<{ id: string }>('POST', '/api/workspaces', {
        token: owner.token,
        body: { name: 'Growth team' },
      });
      expect(made.status).toBe(201);
      const team = made.body.id;
      const inTeam = { token: owner.token, headers: { 'x-outflow-workspace': team } };
      await api.request('POST', '/api/subscriptions/create-trial', inTeam);
      await connectLinkedIn(api, team, `acc-team-1-${team.slice(0, 8)}`);
      await connectLinkedIn(api, team, `acc-team-2-${team.slice(0, 8)}`);
      // The owner's personal workspace has a sender too: it is not the team's seat.
      await connectLinkedIn(api, owner.user.id);

      const checkout = await api.request('POST', '/api/subscriptions/create-checkout-session', {
        ...inTeam,
        body: urls,
      });
      expect(checkout.status).toBe(200);
      const customer = stripe.requestsTo('/v1/customers').filter((r) => r.form['metadata[userId]'] === team);
      expect(customer).toHaveLength(1);
      // Invoices go to the owner's address, under the team's name.
      expect(customer[0].form).toMatchObject({ email: owner.user.email, name: 'Growth team' });
      const session = stripe
        .requestsTo('/v1/checkout/sessions')
        .filter((r) => r.form['metadata[userId]'] === team)
        .at(-1)!;
      expect(session.form).toMatchObject({
        client_reference_id: team,
        'subscription_data[metadata][userId]': team,
        'line_items[0][quantity]': '2',
      });
      await waitForUserStream(api, team);
      expect(await streamTypes(api, owner.user.id)).not.toContain('StripeCustomerAssigned');
      const customerId = await customerOf(team);

      // Stripe's webhook names the team (checkout metadata): the team is subscribed.
      const subscriptionId = `sub_team_${team.slice(0, 8)}`;
      stripe.addSubscription(subscriptionId, customerId, PRICE, 2);
      const receipt = await activated(team, customerId, subscriptionId);
      expect(receipt).toMatchObject({ received: true, applied: 2 });
      expect((await api.request<CurrentSubscription>('GET', '/api/subscriptions/current', inTeam)).body).toMatchObject({
        subscription_status: 'active',
      });
      expect((await current(owner.token)).subscription_status).not.toBe('active');
      // Found by its customer alone, too.
      await deliver(
        team,
        'customer.subscription.updated',
        subscriptionObject({
          id: subscriptionId,
          customer: customerId,
          status: 'active',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: periodEnd(),
        }),
      );
      expect(await streamTypes(api, team)).toContain('SubscriptionUpdated');

      // The team's seats follow the team's senders.
      await disconnectLinkedIn(api, team, `acc-team-1-${team.slice(0, 8)}`);
      await eventually(async () => stripe.seatsOf(subscriptionId) === 1);

      // The owner's portal is the team's customer's.
      const portal = await api.request<BillingRedirect>('POST', '/api/subscriptions/create-portal-session', {
        ...inTeam,
        body: { returnUrl: 'http://localhost:3000/team' },
      });
      expect(portal.status).toBe(200);
      expect(stripe.requestsTo('/v1/billing_portal/sessions').at(-1)!.form.customer).toBe(customerId);
    });
  });

  describe('webhook: signatures, replays and strays', () => {
    const activeBody = (userId: string, customer: string, id: string, eventId?: string) =>
      stripeEventBody(
        'customer.subscription.created',
        subscriptionObject({ id, customer, userId, status: 'active', currentPeriodEnd: periodEnd() }),
        seconds(),
        eventId,
      );

    it('refuses a forged signature, a tampered body, a missing or garbled header with 400, appending nothing', async () => {
      const { token, user, customerId, subscriptionId } = await checkedOutUser();
      const body = activeBody(user.id, customerId, subscriptionId);
      const before = await streamTypes(api, user.id);
      expect(await postWebhook(body, sign(body, { secret: 'whsec_attacker' }))).toMatchObject({
        status: 400,
        body: { errorCode: 'WEBHOOK_SIGNATURE_INVALID', reason: 'invalid' },
      });
      expect(await postWebhook(body.replace('"active"', '"trialing"'), sign(body))).toMatchObject({
        status: 400,
        body: { reason: 'invalid' },
      });
      expect(await postWebhook(body)).toMatchObject({ status: 400, body: { reason: 'missing' } });
      expect(await postWebhook(body, 'garbage')).toMatchObject({ status: 400, body: { reason: 'invalid' } });
      expect(await streamTypes(api, user.id)).toEqual(before);
      expect((await current(token)).subscription_status).toBe('trialing');
    });

    it("refuses a stale body (signed longer ago than the tolerance, by the server's clock) with 400", async () => {
      const { user, customerId, subscriptionId } = await checkedOutUser();
      const body = activeBody(user.id, customerId, subscriptionId);
      const signature = sign(body);
      clock.advance(301_000);
      expect(await postWebhook(body, signature)).toMatchObject({ status: 400, body: { reason: 'stale' } });
      expect(await postWebhook(body, sign(body, { timestamp: seconds() - 600 }))).toMatchObject({
        status: 400,
        body: { reason: 'stale' },
      });
      expect(await streamTypes(api, user.id)).not.toContain('SubscriptionActivated');
    });

    it('answers 200 to a repeated delivery and to a retry re-signed later, applying the event once', async () => {
      const { user, customerId, subscriptionId } = await checkedOutUser();
      const body = activeBody(user.id, customerId, subscriptionId, `evt_replay_${user.id.slice(0, 8)}`);
      const signature = sign(body);
      expect(await postWebhook(body, signature)).toMatchObject({ status: 200, body: { received: true, applied: 2 } });
      const after = await streamTypes(api, user.id);
      expect(await postWebhook(body, signature)).toMatchObject({ status: 200, body: { received: true, applied: 0 } });
      clock.advance(60_000);
      expect(await postWebhook(body, sign(body))).toMatchObject({ status: 200, body: { received: true, applied: 0 } });
      expect(await streamTypes(api, user.id)).toEqual(after);
      expect(after.filter((t) => t === 'SubscriptionActivated')).toHaveLength(1);
    });

    it('refuses a signed event whose ids are past any id (400 naming the field), appending nothing', async () => {
      const { user, customerId } = await checkedOutUser();
      const before = await streamTypes(api, user.id);
      const body = stripeEventBody(
        'customer.subscription.created',
        subscriptionObject({
          id: `sub_${'x'.repeat(300)}`,
          customer: customerId,
          userId: user.id,
          status: 'active',
          currentPeriodEnd: periodEnd(),
        }),
        seconds(),
      );
      expect(await postWebhook(body, sign(body))).toMatchObject({
        status: 400,
        body: {
          errorCode: 'VALIDATION_FAILED',
          field: 'subscriptionId',
          message: 'subscriptionId must be at most 255 characters',
        },
      });
      expect(await streamTypes(api, user.id)).toEqual(before);
    });

    it('acknowledges event types it does not act on, and customers it does not know, appending nothing', async () => {
      const other = stripeEventBody('customer.created', { id: 'cus_other', object: 'customer' }, seconds());
      expect(await postWebhook(other, sign(other))).toMatchObject({
        status: 200,
        body: { received: true, applied: 0 },
      });
      const stray = stripeEventBody(
        'customer.subscription.created',
        subscriptionObject({
          id: 'sub_stray',
          customer: 'cus_unknown',
          status: 'active',
          currentPeriodEnd: periodEnd(),
        }),
        seconds(),
        'evt_stray',
      );
      expect(await postWebhook(stray, sign(stray))).toMatchObject({
        status: 200,
        body: { received: true, eventId: 'evt_stray', applied: 0 },
      });
      // Named by a userId this server does not know (another installation sharing the Stripe account).
      const foreign = stripeEventBody(
        'customer.subscription.created',
        subscriptionObject({
          id: 'sub_foreign',
          customer: 'cus_foreign',
          userId: 'user-of-another-server',
          status: 'active',
          currentPeriodEnd: periodEnd(),
        }),
        seconds(),
        'evt_foreign',
      );
      expect(await postWebhook(foreign, sign(foreign))).toMatchObject({
        status: 200,
        body: { received: true, eventId: 'evt_foreign', applied: 0 },
      });
      const applied = await api.eventStore.readAll({ eventTypes: ['StripeEventApplied'] });
      expect(
        applied.filter((e) => ['evt_stray', 'evt_foreign'].includes((e.data as { eventId: string }).eventId)),
      ).toEqual([]);
      expect(await api.eventStore.readStream(userStream('user-of-another-server'))).toEqual([]);
    });
  });
});
