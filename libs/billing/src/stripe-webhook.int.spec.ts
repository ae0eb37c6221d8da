import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FixedClock,
  subscriptionDecider,
  subscriptionView,
  type DomainEvent,
  type StripeCustomerAssigned,
} from '@outflow/domain';
import Stripe from 'stripe';
import { StripeBilling } from './stripe-billing';
import { stripeEventToCommand } from './stripe-event-to-command';
import { WebhookSignatureError } from './webhook-signature.error';
import {
  checkoutSessionObject,
  failedInvoiceObject,
  stripeEventBody,
  subscriptionObject,
} from './testing/stripe-event-fixtures';

const secret = 'whsec_outflow_test_secret';
const sign = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret, timestamp: options.timestamp });
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * What the API's webhook endpoint does, over real HTTP: raw body → verified event → command →
 * decided on the user's stream (kept in memory, folded with the real decider).
 */
class WebhookHarness {
  readonly streams = new Map<string, DomainEvent[]>();
  private server!: Server;
  constructor(readonly billing: StripeBilling) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  /** Stripe's webhook as the API receives it: checked, translated, applied to the user's stream. */
  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = (status: number, body: object): void =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    try {
      const event = this.billing.parseWebhook(Buffer.concat(chunks), String(req.headers['stripe-signature'] ?? ''));
      const translation = stripeEventToCommand(event);
      if (!translation) return answer(200, { received: true, applied: 0 });
      const userId = translation.userId ?? this.userByCustomer(translation.customerId);
      if (!userId) return answer(200, { received: true, applied: 0, unknownCustomer: translation.customerId });
      const newEvents = subscriptionDecider.decide(translation.command, this.state(userId));
      this.stream(userId).push(...newEvents);
      answer(200, { received: true, applied: newEvents.length });
    } catch (error) {
      if (error instanceof WebhookSignatureError) return answer(400, { error: error.message, reason: error.reason });
      answer(500, { error: String(error) });
    }
  }

  post(body: string, signature?: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== undefined) headers['stripe-signature'] = signature;
    return fetch(`http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/webhooks/stripe`, {
      method: 'POST',
      headers,
      body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  }

  stream(userId: string): DomainEvent[] {
    if (!this.streams.has(userId)) this.streams.set(userId, []);
    return this.streams.get(userId)!;
  }
  state(userId: string) {
    return this.stream(userId).reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
  }
  types(userId: string) {
    return this.stream(userId).map((e) => e.type);
  }
  private userByCustomer(customerId: string | null): string | undefined {
    for (const [userId, events] of this.streams) {
      if (
        events.some(
          (e) => e.type === 'StripeCustomerAssigned' && (e as StripeCustomerAssigned).data.customerId === customerId,
        )
      )
        return userId;
    }
    return undefined;
  }
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('Stripe webhooks (signed with the stripe library, posted over HTTP)', () => {
  let hook: WebhookHarness;
  const periodEnd = nowSeconds() + 30 * 86400;

  beforeAll(async () => {
    hook = new WebhookHarness(new StripeBilling({ secretKey: 'sk_test_x', priceId: 'price_x', webhookSecret: secret }));
    await hook.start();
  });
  afterAll(() => hook.close());

  it('turns the five event types into the subscription lifecycle', async () => {
    const userId = 'user-webhooks';
    hook
      .stream(userId)
      .push(...subscriptionDecider.decide({ type: 'StartTrial', data: { now: new Date() } }, hook.state(userId)));
    const sub = { id: 'sub_life', customer: 'cus_life', userId, currentPeriodEnd: periodEnd };
    const t = nowSeconds();
    const deliver = async (type: string, object: Record<string, unknown>, created: number) => {
      const body = stripeEventBody(type, object, created);
      const response = await hook.post(body, sign(body));
      expect(response.status).toBe(200);
      return response.body.applied;
    };
    const view = () => subscriptionView(hook.state(userId), new Date());

    await deliver(
      'checkout.session.completed',
      checkoutSessionObject({ customer: 'cus_life', subscription: 'sub_life', userId }),
      t,
    );
    expect(hook.types(userId)).toEqual([
      'TrialStarted',
      'StripeCustomerAssigned',
      'StripeCheckoutCompleted',
      'StripeEventApplied',
    ]);
    expect(view().subscription_status).toBe('trialing');

    await deliver('customer.subscription.created', subscriptionObject({ ...sub, status: 'active' }), t + 1);
    expect(view()).toEqual({
      has_subscription: true,
      subscription_status: 'active',
      subscription: {
        status: 'active',
        trialEndDate: null,
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      },
    });

    await deliver(
      'customer.subscription.updated',
      subscriptionObject({ ...sub, status: 'active', cancelAtPeriodEnd: true }),
      t + 2,
    );
    expect(view().subscription?.cancelAtPeriodEnd).toBe(true);

    await deliver(
      'invoice.payment_failed',
      failedInvoiceObject({ customer: 'cus_life', subscription: 'sub_life', userId }),
      t + 3,
    );
    expect(view().subscription_status).toBe('past_due');
    expect(hook.stream(userId)).toContainEqual({
      type: 'SubscriptionLapsed',
      data: { reason: 'past_due', occurredAt: new Date((t + 3) * 1000).toISOString() },
    });

    await deliver(
      'customer.subscription.updated',
      subscriptionObject({ ...sub, status: 'active', cancelAtPeriodEnd: true }),
      t + 4,
    );
    expect(view().subscription_status).toBe('active');

    await deliver(
      'customer.subscription.deleted',
      subscriptionObject({ ...sub, status: 'canceled', endedAt: t + 5 }),
      t + 5,
    );
    expect(view().subscription_status).toBe('canceled');
    expect(
      hook
        .stream(userId)
        .filter((e) => e.type === 'SubscriptionLapsed')
        .map((e) => (e.data as { reason: string }).reason),
    ).toEqual(['past_due', 'canceled']);
  });

  it('resolves the user by customer id when the object carries no userId', async () => {
    const userId = 'user-by-customer';
    hook
      .stream(userId)
      .push(
        ...subscriptionDecider.decide(
          { type: 'AssignStripeCustomer', data: { customerId: 'cus_lookup', now: new Date() } },
          hook.state(userId),
        ),
      );
    const body = stripeEventBody(
      'customer.subscription.created',
      subscriptionObject({ id: 'sub_lookup', customer: 'cus_lookup', status: 'active', currentPeriodEnd: periodEnd }),
      nowSeconds(),
    );
    expect((await hook.post(body, sign(body))).body.applied).toBe(2);
    expect(subscriptionView(hook.state(userId), new Date()).subscription_status).toBe('active');
  });

  it('a replayed delivery (same body, or the same event id re-signed by a retry) yields no events', async () => {
    const userId = 'user-replay';
    const body = stripeEventBody(
      'customer.subscription.created',
      subscriptionObject({
        id: 'sub_replay',
        customer: 'cus_replay',
        userId,
        status: 'active',
        currentPeriodEnd: periodEnd,
      }),
      nowSeconds(),
      'evt_replay_1',
    );
    const signature = sign(body);
    expect((await hook.post(body, signature)).body.applied).toBe(3);
    const before = hook.stream(userId).length;
    expect(await hook.post(body, signature)).toEqual({ status: 200, body: { received: true, applied: 0 } });
    expect(await hook.post(body, sign(body, { timestamp: nowSeconds() + 1 }))).toEqual({
      status: 200,
      body: { received: true, applied: 0 },
    });
    expect(hook.stream(userId)).toHaveLength(before);
  });

  it('rejects a forged signature, a tampered body and a missing header, applying nothing', async () => {
    const userId = 'user-forged';
    const body = stripeEventBody(
      'customer.subscription.created',
      subscriptionObject({
        id: 'sub_forged',
        customer: 'cus_forged',
        userId,
        status: 'active',
        currentPeriodEnd: periodEnd,
      }),
      nowSeconds(),
    );
    const forged = await hook.post(body, sign(body, { secret: 'whsec_attacker' }));
    expect(forged).toMatchObject({ status: 400, body: { reason: 'invalid' } });
    const tampered = await hook.post(body.replace('"active"', '"trialing"'), sign(body));
    expect(tampered).toMatchObject({ status: 400, body: { reason: 'invalid' } });
    expect(await hook.post(body)).toMatchObject({ status: 400, body: { reason: 'missing' } });
    expect(await hook.post(body, 'garbage')).toMatchObject({ status: 400, body: { reason: 'invalid' } });
    expect(hook.stream(userId)).toEqual([]);
  });

  it('rejects a body signed outside the tolerance (stale), applying nothing', async () => {
    const userId = 'user-stale';
    const body = stripeEventBody(
      'customer.subscription.created',
      subscriptionObject({
        id: 'sub_stale',
        customer: 'cus_stale',
        userId,
        status: 'active',
        currentPeriodEnd: periodEnd,
      }),
      nowSeconds(),
    );
    const stale = await hook.post(body, sign(body, { timestamp: nowSeconds() - 600 }));
    expect(stale).toMatchObject({
      status: 400,
      body: { reason: 'stale', error: 'Timestamp outside the tolerance zone' },
    });
    expect(hook.stream(userId)).toEqual([]);
  });

  it('acknowledges event types it does not act on without applying anything', async () => {
    const body = stripeEventBody('customer.created', { id: 'cus_other', object: 'customer' }, nowSeconds());
    expect(await hook.post(body, sign(body))).toEqual({ status: 200, body: { received: true, applied: 0 } });
  });
});

describe('webhook signature age follows the injected clock', () => {
  it('accepts a body signed just now and refuses it once the clock is past the tolerance', () => {
    const signedAt = new Date('2026-11-22T10:00:00Z');
    const clock = new FixedClock(signedAt);
    const billing = new StripeBilling({
      secretKey: 'sk_test_x',
      priceId: 'price_x',
      webhookSecret: secret,
      clock,
      webhookToleranceSeconds: 300,
    });
    const body = stripeEventBody(
      'customer.created',
      { id: 'cus_c', object: 'customer' },
      signedAt.getTime() / 1000,
      'evt_clock',
    );
    const header = sign(body, { timestamp: signedAt.getTime() / 1000 });
    expect(billing.parseWebhook(Buffer.from(body), header).id).toBe('evt_clock');
    clock.advance(301_000);
    expect(() => billing.parseWebhook(Buffer.from(body), header)).toThrow(
      expect.objectContaining({ name: 'WebhookSignatureError', reason: 'stale' }),
    );
  });
});
