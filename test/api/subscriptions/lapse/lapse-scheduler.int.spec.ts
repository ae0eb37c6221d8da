import { DAY_MS, FixedClock, subscriptionDecider, userStream, type SubscriptionLapsed } from '@outflow/domain';
import { handleCommand } from '@outflow/event-store';
import { Projector } from '@outflow/projector';
import { startApiHarness, type ApiHarness } from '../../../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';
import { startRealApp } from '../../../../apps/api/src/access/testing/test-app';
import { grantPaidPeriod } from '../../../../apps/api/src/subscriptions/operator/grant-paid-period';
import { waitForUserStream } from '../../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { LapseScheduler } from '../../../../apps/api/src/subscriptions/lapse/lapse-scheduler';
import { LocalBilling } from '@outflow/billing';
import { Logger, type LoggerService } from '@nestjs/common';

const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const iso = (ms: number) => new Date(T0.getTime() + ms).toISOString();

describeWithPostgres('LapseScheduler: lapses caused by time become events', () => {
  const clock = new FixedClock(T0);
  let api: ApiHarness;
  const schedulers: LapseScheduler[] = [];
  const scheduler = (intervalMs = 3_600_000) => {
    const s = new LapseScheduler(api.eventStore, api.readDb, clock, { intervalMs }, new LocalBilling());
    schedulers.push(s);
    return s;
  };
  const lapses = async (userId: string) =>
    (await api.eventStore.readStream(userStream(userId)))
      .filter((e) => e.type === 'SubscriptionLapsed')
      .map((e) => (e as unknown as SubscriptionLapsed).data);

  beforeAll(async () => {
    api = await startApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
  });
  let lateProjector: Projector | undefined;
  afterAll(async () => {
    for (const s of schedulers) await s.onModuleDestroy();
    await lateProjector?.stop();
    await api?.stop();
  });
  beforeEach(() => clock.set(T0));

  async function trialUser() {
    const session = await api.signUp();
    expect((await api.request('POST', '/api/subscriptions/create-trial', { token: session.token })).status).toBe(200);
    return session.user.id;
  }

  it('records trial_ended at the trial end for a trial that ran out, once, and nothing for a running one', async () => {
    const s = scheduler();
    await s.runOnce();
    const ended = await trialUser();
    clock.advance(3 * DAY_MS);
    const running = await trialUser();
    clock.advance(5 * DAY_MS);

    expect(await s.runOnce()).toBe(1);
    expect(await lapses(ended)).toEqual([{ reason: 'trial_ended', occurredAt: iso(7 * DAY_MS) }]);
    expect(await lapses(running)).toEqual([]);
    // Again, and from a fresh process that scans every end so far: still one lapse.
    await s.runOnce();
    await scheduler().runOnce();
    expect(await lapses(ended)).toEqual([{ reason: 'trial_ended', occurredAt: iso(7 * DAY_MS) }]);

    clock.advance(3 * DAY_MS);
    await s.runOnce();
    expect(await lapses(running)).toEqual([{ reason: 'trial_ended', occurredAt: iso(10 * DAY_MS) }]);
  });

  it("without Stripe, tells the operator in the log how to extend a user's access, naming them", async () => {
    const lines: string[] = [];
    const collect = (message: unknown) => void lines.push(String(message));
    const collector: LoggerService = { log: collect, error: collect, warn: collect };
    Logger.overrideLogger(collector);
    try {
      const s = scheduler();
      await s.runOnce();
      const session = await api.signUp();
      expect((await api.request('POST', '/api/subscriptions/create-trial', { token: session.token })).status).toBe(200);
      clock.advance(8 * DAY_MS);
      s.onModuleInit();
      await s.runOnce();
      expect(lines).toContain(
        `The access of ${session.user.email} ended; to extend it: npm run billing -- grant ${session.user.email} <days>`,
      );
      expect(lines.some((line) => line.startsWith('Billing is not configured (no STRIPE_SECRET_KEY)'))).toBe(true);
    } finally {
      Logger.overrideLogger(false);
    }
  });

  it('records period_ended when an operator-granted period runs out', async () => {
    const s = scheduler();
    await s.runOnce();
    const session = await api.signUp();
    const { currentPeriodEnd } = await grantPaidPeriod(api.eventStore, clock, session.user.id, 2);
    await waitForUserStream(api, session.user.id);
    clock.advance(DAY_MS);
    await s.runOnce();
    expect(await lapses(session.user.id)).toEqual([]);
    clock.advance(DAY_MS);
    await s.runOnce();
    expect(await lapses(session.user.id)).toEqual([{ reason: 'period_ended', occurredAt: currentPeriodEnd }]);
  });

  it('scans once at start, then every interval until stopped', async () => {
    const atStart = await trialUser();
    clock.advance(8 * DAY_MS);
    const later = await trialUser();
    const s = scheduler(100);
    s.onModuleInit();
    await s.idle();
    expect(await lapses(atStart)).toHaveLength(1);

    clock.advance(8 * DAY_MS);
    for (let i = 0; i < 200 && (await lapses(later)).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await lapses(later)).toEqual([{ reason: 'trial_ended', occurredAt: iso(15 * DAY_MS) }]);
    await s.onModuleDestroy();
  });

  it('is registered in the API app, which scans when it starts', async () => {
    const user = await trialUser();
    clock.advance(8 * DAY_MS);
    const app = await startRealApp(api);
    try {
      await app.app.get(LapseScheduler).idle();
      expect(await lapses(user)).toEqual([{ reason: 'trial_ended', occurredAt: iso(7 * DAY_MS) }]);
    } finally {
      await app.close();
    }
  });

  // Last: it stops the harness's projector to make the read model lag.
  it('still finds a period that reached the read model only after a scan had passed its end', async () => {
    const s = scheduler();
    const { user } = await api.signUp();
    await waitForUserStream(api, user.id);
    await api.projector.stop();
    await handleCommand(
      api.eventStore,
      userStream(user.id),
      subscriptionDecider,
      { type: 'StartTrial', data: { now: clock.now() } },
      { userId: user.id, actor: 'user', correlationId: 'lagging' },
    );
    clock.advance(8 * DAY_MS);
    await s.runOnce();
    expect(await lapses(user.id)).toEqual([]);

    lateProjector = new Projector({
      store: api.eventStore,
      db: api.readDb,
      databaseUrl: api.config.DATABASE_URL!,
      bus: api.bus,
    });
    await lateProjector.start();
    await waitForUserStream(api, user.id);
    clock.advance(60_000);
    await s.runOnce();
    expect(await lapses(user.id)).toEqual([{ reason: 'trial_ended', occurredAt: iso(7 * DAY_MS) }]);
  });
});
