/**
 * Issue 18, finding 11, fuzzed: the times that come in from outside — Stripe's signed events (their
 * `created`, a subscription's period end, trial end, end and cancel times) and Unipile's webhooks
 * (a message's `timestamp`) — generated with fast-check across every range a number or a text can
 * say. Asserted: no answer is a 5xx; a refused delivery appends nothing; every time that is stored
 * lies in the sane range (2000–2100). Seeded (FUZZ_SEED to replay), FUZZ_RUNS deliveries per kind.
 */
import { EARLIEST_OUTSIDE_TIME_MS, LATEST_OUTSIDE_TIME_MS } from '@outflow/domain';
import { DEFAULT_WEBHOOK_SECRET_HEADER } from '@outflow/linkedin';
import fc from 'fast-check';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { StripeApiServer } from '../../libs/billing/src/testing/stripe-api-server';
import { stripeEventBody, subscriptionObject } from '../../libs/billing/src/testing/stripe-event-fixtures';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { connectLinkedIn, userWithTrial } from '../support/linkedin-test-flows';
import { describeWithPostgres } from '@outflow/testing';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const WEBHOOK_SECRET = 'whsec_fuzzed_dates';

jest.setTimeout(180_000);

/** Unix seconds as Stripe writes them, and what a forger would write instead. */
const unixSeconds = fc.oneof(
  fc.integer({ min: 946_684_800, max: 4_102_444_800 }),
  fc.constantFrom(0, -1, 1e15, -8.64e12, 8.64e12, 253_402_300_800, 1.5, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A message time as Unipile writes it (ISO text, or epoch milliseconds), and what else can arrive. */
const messageTime = fc.oneof(
  fc
    .date({ min: new Date(EARLIEST_OUTSIDE_TIME_MS), max: new Date(LATEST_OUTSIDE_TIME_MS), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '1899-12-31T23:59:59Z',
    'yesterday',
    '',
    '2026-02-30T10:00:00Z',
  ),
  fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(8.64e15, -8.64e15, 1e300),
  ),
);

const inRange = (iso: string | null) =>
  iso === null || (Date.parse(iso) >= EARLIEST_OUTSIDE_TIME_MS && Date.parse(iso) <= LATEST_OUTSIDE_TIME_MS);

describeWithPostgres('API fuzz: times from webhooks (Stripe, Unipile)', () => {
  let stripe: StripeApiServer;
  let api: ApiHarness;
  const now = () => Math.floor(Date.now() / 1000);
  const head = async () =>
    (
      await sql<{ head: string | null }>`SELECT max(global_position)::text AS head FROM event_store.events`.execute(
        api.readDb,
      )
    ).rows[0].head;

  beforeAll(async () => {
    stripe = await StripeApiServer.start({ secretKey: 'sk_test_fuzzed_dates' });
    api = await startApiHarness({
      linkedin: true,
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PRICE_ID: 'price_fuzzed_dates',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        LAPSE_CHECK_INTERVAL_MS: '3600000',
      },
    });
  });
  afterAll(async () => {
    await api?.stop();
    await stripe?.close();
  });

  it('answers every signed Stripe event without a 5xx, storing only times in range', async () => {
    const { user } = await api.signUp();
    const events = fc.sample(
      fc.record({
        type: fc.constantFrom(
          'customer.subscription.created',
          'customer.subscription.updated',
          'customer.subscription.deleted',
        ),
        created: unixSeconds,
        periodEnd: unixSeconds,
        trialEnd: fc.option(unixSeconds, { nil: null }),
        endedAt: fc.option(unixSeconds, { nil: null }),
        cancelAt: fc.option(unixSeconds, { nil: null }),
      }),
      { seed: SEED, numRuns: RUNS },
    );
    const findings: string[] = [];
    for (const [i, e] of events.entries()) {
      const object = subscriptionObject({
        id: `sub_fuzz_${i}`,
        customer: 'cus_fuzz',
        userId: user.id,
        status: 'trialing',
        currentPeriodEnd: e.periodEnd,
        trialEnd: e.trialEnd,
        endedAt: e.endedAt,
        cancelAt: e.cancelAt,
      });
      const payload = stripeEventBody(e.type, object, e.created);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: now() });
      const before = await head();
      const res = await fetch(`${api.url}/api/subscriptions/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      const text = await res.text();
      if (res.status >= 500) findings.push(`${JSON.stringify(e)} → ${res.status} ${text.slice(0, 200)}`);
      if (res.status === 400 && (await head()) !== before) findings.push(`${JSON.stringify(e)} → 400 but appended`);
    }
    const stored = await api.readDb
      .selectFrom('subscriptions')
      .select(['current_period_end', 'trial_end_date'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    for (const value of [stored?.current_period_end, stored?.trial_end_date])
      if (value && !inRange(new Date(value).toISOString())) findings.push(`stored ${String(value)}`);
    expect(findings).toEqual([]);
  });

  it('answers every Unipile message webhook without a 5xx, storing only times in range', async () => {
    const { token } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    const times = fc.sample(messageTime, { seed: SEED + 1, numRuns: RUNS });
    const findings: string[] = [];
    for (const [i, timestamp] of times.entries()) {
      const before = await head();
      const res = await api.request('POST', '/api/webhooks/unipile/messaging', {
        headers: { [DEFAULT_WEBHOOK_SECRET_HEADER]: api.linkedin!.webhookSecret },
        body: {
          account_id: accountId,
          account_type: 'LINKEDIN',
          event: 'message_received',
          chat_id: `chatFuzz${i}`,
          message_id: `msgFuzz${i}`,
          message: 'Hello',
          timestamp,
          sender: { attendee_id: 'a1', attendee_name: 'Lead', attendee_provider_id: 'ACoLeadFuzz' },
          attendees: [],
        },
      });
      if (res.status >= 500)
        findings.push(`${JSON.stringify(timestamp)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      if (res.status === 400 && (await head()) !== before)
        findings.push(`${JSON.stringify(timestamp)} → 400 but appended`);
    }
    const recorded = await sql<{ at: string }>`
      SELECT data->>'timestamp' AS at FROM event_store.events WHERE type = 'ChatMessageRecorded'`.execute(api.readDb);
    for (const { at } of recorded.rows) if (!inRange(at)) findings.push(`stored ${at}`);
    expect(findings).toEqual([]);
  });
});
