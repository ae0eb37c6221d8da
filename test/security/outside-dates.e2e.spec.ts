/**
 * Finding 11 (issue 18): a correctly signed Stripe event with `created: 1e15` answered 500, and
 * period ends of ±8.64e12 s were stored (years +275760 and −271821). Dates from outside are bounded
 * to a sane range (2000–2100) at the edge: a webhook carrying one past it is refused with 400 naming
 * the field, and nothing is appended.
 */
import type { CurrentSubscription } from '@outflow/api-contract';
import { userStream } from '@outflow/domain';
import { DEFAULT_WEBHOOK_SECRET_HEADER } from '@outflow/linkedin';
import Stripe from 'stripe';
import { StripeApiServer } from '../../libs/billing/src/testing/stripe-api-server';
import { stripeEventBody, subscriptionObject } from '../../libs/billing/src/testing/stripe-event-fixtures';
import type { ApiErrorBody } from '../../apps/api/src/common/api-error';
import { waitForUserStream } from '../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { connectLinkedIn, userWithTrial } from '../support/linkedin-test-flows';
import { describeWithPostgres } from '@outflow/testing';

jest.setTimeout(90_000);

const WEBHOOK_SECRET = 'whsec_outside_dates';
const FAR = 8.64e12;

describeWithPostgres('dates from outside (finding 11)', () => {
  let stripe: StripeApiServer;
  let api: ApiHarness;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    stripe = await StripeApiServer.start({ secretKey: 'sk_test_outside_dates' });
    api = await startApiHarness({
      linkedin: true,
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PRICE_ID: 'price_outside_dates',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await api?.stop();
    await stripe?.close();
  });

  async function stripeDelivery(type: string, object: Record<string, unknown>, created = now()) {
    const payload = stripeEventBody(type, object, created);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: now() });
    const res = await fetch(`${api.url}/api/subscriptions/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as ApiErrorBody };
  }

  it('refuses a signed Stripe event whose times are past the sane range, naming the field, and stores nothing', async () => {
    const { user, token } = await api.signUp();
    const subscription = (currentPeriodEnd: number, extra: Record<string, unknown> = {}) => ({
      ...subscriptionObject({
        id: 'sub_outside',
        customer: 'cus_outside',
        userId: user.id,
        status: 'active',
        currentPeriodEnd,
      }),
      ...extra,
    });
    const before = (await api.eventStore.readStream(userStream(user.id))).length;
    const cases: ReadonlyArray<[string, Awaited<ReturnType<typeof stripeDelivery>>]> = [
      ['created', await stripeDelivery('customer.subscription.updated', subscription(now() + 86400), 1e15)],
      [
        'data.object.items.data.0.current_period_end',
        await stripeDelivery('customer.subscription.updated', subscription(FAR)),
      ],
      [
        'data.object.items.data.0.current_period_end',
        await stripeDelivery('customer.subscription.updated', subscription(-FAR)),
      ],
      [
        'data.object.trial_end',
        await stripeDelivery('customer.subscription.updated', subscription(now() + 86400, { trial_end: FAR })),
      ],
      [
        'data.object.ended_at',
        await stripeDelivery('customer.subscription.deleted', subscription(now(), { ended_at: -FAR })),
      ],
    ];
    for (const [field, answer] of cases) expect([answer.status, answer.body.field]).toEqual([400, field]);
    expect(await api.eventStore.readStream(userStream(user.id))).toHaveLength(before);

    // A period end inside the range is applied.
    const end = now() + 30 * 86400;
    expect((await stripeDelivery('customer.subscription.updated', subscription(end))).status).toBe(200);
    await waitForUserStream(api, user.id);
    const current = await api.request<CurrentSubscription>('GET', '/api/subscriptions/current', { token });
    expect(current.body.subscription?.currentPeriodEnd).toBe(new Date(end * 1000).toISOString());
  });

  it('refuses a Unipile webhook whose time is past the sane range, naming the field', async () => {
    const { token } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    for (const timestamp of ['+275760-09-13T00:00:00.000Z', '1899-12-31T23:59:59.000Z', 8.64e15]) {
      const answer = await api.request<ApiErrorBody>('POST', '/api/webhooks/unipile/messaging', {
        headers: { [DEFAULT_WEBHOOK_SECRET_HEADER]: api.linkedin!.webhookSecret },
        body: {
          account_id: accountId,
          account_type: 'LINKEDIN',
          event: 'message_received',
          chat_id: 'chatOutsideDates',
          message_id: `msg${String(timestamp).length}`,
          message: 'Hello from the far future',
          timestamp,
          sender: { attendee_id: 'a1', attendee_name: 'Lead', attendee_provider_id: 'ACoLead' },
          attendees: [],
        },
      });
      expect([String(timestamp), answer.status, answer.body.field]).toEqual([String(timestamp), 400, 'timestamp']);
    }
  });
});
