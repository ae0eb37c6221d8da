/**
 * Campaign engine throughput: U users, each with their own sandbox LinkedIn account and a campaign
 * of L leads whose sequence is View Profile → Check Connection. Measures, from the campaigns'
 * creation to the last lead completed: steps/s, leads/s, provider calls/s and events appended/s,
 * with the whole path real: event store and read models on Postgres, the projector, the runner's
 * scheduler and work queue (the in-process bus, or NATS when NATS_URL is set), the Unipile adapter
 * over HTTP to the LinkedIn sandbox (its own process). Afterwards it checks that no lead was viewed twice.
 *
 * Run: node -r ./bench/support/register.js bench/campaign-runner.ts [--users 15] [--leads 60] [--concurrency 8] [--runners 1]
 * (L ≤ 70: each lead costs two profile lookups, and the sandbox answers 429 past 150 a day per account, as LinkedIn does.)
 * BENCH_TRACE=1 prints every job's outcome with a timestamp.
 */
import { campaignDecider, campaignStream, DEFAULT_RATE_LIMITS, FixedClock, LIMIT_SLIDERS, rateLimitsDecider, scheduleDecider, subscriptionDecider, userStream } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { Runner } from '@outflow/runner';
import { loadConfig } from '@outflow/config';
import { openLinkedIn } from '@outflow/wiring';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { intArgs } from './support/bench-args';
import { createBenchDatabase } from './support/bench-database';
import { openEngineStores } from './support/engine-stores';
import { sandboxControl, startSandboxProcess, type SandboxProcess } from './support/sandbox-process';
import { closeEngineBench, runBench } from './support/bench-run';

const { users: USERS, leads: LEADS, concurrency: CONCURRENCY, runners: RUNNERS } = intArgs({ users: 15, leads: 60, concurrency: 8, runners: 1 });
const API_KEY = 'bench-key';

/** A user with a trial, the highest limits, a connected sandbox account and a campaign of LEADS leads (not yet appended). */
async function prepareUser(store: EventStore, provider: LinkedInProvider, sandboxUrl: string, i: number, clock: FixedClock) {
  const userId = `bench-user-${i}`;
  const metadata = { userId, actor: 'system' as const, correlationId: `bench-${i}` };
  const link = await provider.createHostedAuthLink({ type: 'create', userId });
  const { accountId } = await sandboxControl<{ accountId: string }>(sandboxUrl, 'POST', '/hosted-auth/complete', { url: link.url });
  await handleCommand(store, userStream(userId), subscriptionDecider, { type: 'StartTrial', data: { now: clock.now() } }, metadata);
  const max = { ...DEFAULT_RATE_LIMITS, profileViews: LIMIT_SLIDERS.profileViews.max, total: 600 };
  await handleCommand(store, userStream(userId), rateLimitsDecider, { type: 'ChangeRateLimitSettings', data: { settings: max, now: clock.now() } }, metadata);
  // Throughput, not pacing: the clock stands still, so working hours (closed at night) and warm-up are off.
  const anyTime = { timeZone: 'UTC', workingHours: { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' }, warmUp: { enabled: false } };
  await handleCommand(store, userStream(userId), scheduleDecider, { type: 'ChangeScheduleSettings', data: { settings: anyTime, now: clock.now() } }, metadata);
  await store.appendToStream(userStream(userId), [{ type: 'LinkedInAccountConnected', data: { accountId, occurredAt: clock.now().toISOString(), reconnect: false }, metadata }], { expectedVersion: 'any' });
  const keywords = ['engineer', 'founder', 'sales', 'marketing', 'product', 'data', 'design', 'recruiter', 'consultant', 'manager'][i % 10];
  const leads = await provider.searchProfiles(accountId, `https://www.linkedin.com/search/results/people/?keywords=${keywords}`, { max: LEADS });
  // The sandbox builds an account's network on its first relation lookup (about a second): do it before the clock starts.
  const warmStart = Date.now();
  await provider.isConnected(accountId, leads[0]);
  if (i === 0) console.log(`  first relation lookup of an account (sandbox warm-up): ${Date.now() - warmStart} ms`);
  return { userId, accountId, leads, metadata };
}

const node = (id: string, type: string) => ({ id, type, position: { x: 0, y: 0 }, data: { type, label: type, params: {} } }) as never;

async function main(): Promise<void> {
  const database = await createBenchDatabase('outflow_bench_runner');
  let sandbox: SandboxProcess | undefined;
  const closers: Array<() => Promise<unknown>> = [];
  try {
    sandbox = await startSandboxProcess(database.url, API_KEY);
    await sandboxControl(sandbox.url, 'POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
    const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'outflow-bench-')), LOG_LEVEL: 'silent' });
    const { store, db, bus } = await openEngineStores(config, database.url, closers);
    const provider = openLinkedIn(config, { url: sandbox.url, apiKey: API_KEY });
    const clock = new FixedClock(new Date());

    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await prepareUser(store, provider, sandbox.url, i, clock));
    const total = users.reduce((n, u) => n + u.leads.length, 0);
    const viewsBefore = (await sandboxControl<{ items: unknown[] }>(sandbox.url, 'GET', '/actions?kind=profile_view&limit=100000')).items.length;

    const runners = Array.from({ length: RUNNERS }, () => new Runner({ store, bus, db, provider, clock, concurrency: CONCURRENCY, minActionGapMs: 0, maxJitterMs: 0, pollIntervalMs: 200, log: (level, message, extra) => (level !== 'info' || process.env.BENCH_TRACE) && console.error(new Date().toISOString().slice(17, 23), level, message, JSON.stringify(extra)) }));
    for (const runner of runners) {
      await runner.start();
      closers.push(() => runner.stop());
    }
    const startedAt = Date.now();
    const eventsBefore = (await store.readAll({ maxCount: 1_000_000 })).length;
    for (const [i, user] of users.entries()) {
      await handleCommand(store, campaignStream(`bench-campaign-${i}`), campaignDecider, {
        type: 'CreateCampaign',
        data: {
          campaignId: `bench-campaign-${i}`, userId: user.userId, name: `Bench ${i}`, description: '', leads: user.leads,
          nodes: [node('view', 'view-profile'), node('check', 'check-connection')],
          edges: [{ id: 'e', source: 'view', target: 'check', type: 'custom', data: { delay: 0 } }],
          accountId: user.accountId, leadSource: 'search', now: clock.now(), newSequenceId: () => String(i),
        },
      }, user.metadata);
    }
    let lastReport = Date.now();
    for (;;) {
      const row = await db.selectFrom('campaign_targets').select((eb) => eb.fn.countAll<string>().as('n')).where('state', 'in', ['completed', 'failed']).executeTakeFirstOrThrow();
      if (Number(row.n) >= total) break;
      if (Date.now() - lastReport > 5000 && process.env.BENCH_TRACE) {
        const stuck = await db.selectFrom('campaign_targets').selectAll().where('state', 'not in', ['completed', 'failed']).limit(3).execute();
        for (const row of stuck) console.log(row.target_id, JSON.stringify((await store.readStream(`campaign_target-${row.target_id}`)).map((e) => [e.type, e.data])).slice(0, 600));
      }
      if (Date.now() - lastReport > 5000) {
        const states = await db.selectFrom('campaign_targets').select(['state', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('state').execute();
        console.log(`  after ${((Date.now() - startedAt) / 1000).toFixed(0)} s: ${states.map((r) => `${r.state} ${r.n}`).join(', ')}`);
        lastReport = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - startedAt) / 1000;
    const failed = await db.selectFrom('campaign_targets').select((eb) => eb.fn.countAll<string>().as('n')).where('state', '=', 'failed').executeTakeFirstOrThrow();
    const events = (await store.readAll({ maxCount: 1_000_000 })).length - eventsBefore;
    const views = (await sandboxControl<{ items: unknown[] }>(sandbox.url, 'GET', '/actions?kind=profile_view&limit=100000')).items.length - viewsBefore;
    const steps = total * 2;
    // Per lead: a profile fetch with experience (the view), a relation check.
    const calls = total * 2;
    console.log(`${USERS} users × ${LEADS} leads (${total} leads, ${steps} steps), ${RUNNERS} runner(s) × concurrency ${CONCURRENCY}, bus: ${process.env.NATS_URL ? 'NATS' : 'in-process'}`);
    console.log(`all leads done in ${seconds.toFixed(2)} s: ${(steps / seconds).toFixed(0)} steps/s, ${(total / seconds).toFixed(0)} leads/s, ${(calls / seconds).toFixed(0)} provider calls/s, ${(events / seconds).toFixed(0)} events appended/s`);
    console.log(`failed leads: ${failed.n}; profile views sent: ${views} for ${total} leads (${views === total ? 'none twice' : 'MISMATCH'})`);
  } finally {
    await closeEngineBench(closers, sandbox, database);
  }
}

runBench(main);
