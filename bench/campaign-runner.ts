/**
 * Campaign engine throughput with 1, 2, 3… runner processes: U users, each with their own sandbox
 * LinkedIn account and a campaign of L leads whose sequence is View Profile → Check Connection.
 * Everything runs as an operator runs it: the LinkedIn sandbox, the projector and N runners are
 * separate processes started from their built entry points (`apps/<app>/dist/main.js`), on the
 * Postgres in DATABASE_URL and the NATS JetStream in NATS_URL (each round under a NATS namespace and
 * a database of its own). The sandbox answers each provider call after a random latency (as Unipile
 * does, 300-800 ms by default). Timed from the campaigns' creation to the last lead completed in
 * the read models: steps/s, and each round's ratio to the first. Afterwards it checks that no lead
 * was viewed twice.
 *
 * Run: npm run build:server && node -r ./bench/support/register.js bench/campaign-runner.ts
 *        [--runners 1,2,3] [--users 20] [--leads 25] [--concurrency 4] [--latency 300-800]
 * (L ≤ 70: each lead costs two profile lookups, and the sandbox answers 429 past 150 a day per
 * account, as LinkedIn does.) BENCH_TRACE=1 prints the processes' warnings and errors.
 */
import {
  campaignDecider,
  campaignStream,
  DEFAULT_RATE_LIMITS,
  LIMIT_SLIDERS,
  rateLimitsDecider,
  scheduleDecider,
  subscriptionDecider,
  userStream,
  type Clock,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { RemoteSandboxClock, type LinkedInProvider } from '@outflow/linkedin';
import { loadConfig } from '@outflow/config';
import { DEFAULT_STREAM_NAME, DEFAULT_WORK_SUBJECTS, namespacedStream } from '@outflow/messaging';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createReadModelDb, migrateReadModels, type ReadModelDb } from '@outflow/read-models';
import { openEventStore, openLinkedIn, openMessageBus } from '@outflow/wiring';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchDatabase, type BenchDatabase } from './support/bench-database';
import { runBench } from './support/bench-run';
import { sandboxControl, BENCH_SANDBOX_KEY } from './support/sandbox-process';
import { freePort } from '@outflow/testing';
import { assertBuilt, startOutflowProcess, type OutflowProcess } from '../test/support/outflow-processes';

const { values: args } = parseArgs({
  options: {
    runners: { type: 'string', default: '1,2,3' },
    users: { type: 'string', default: '20' },
    leads: { type: 'string', default: '25' },
    concurrency: { type: 'string', default: '4' },
    latency: { type: 'string', default: '300-800' },
  },
  strict: true,
});
const wholeNumber = (name: string, raw: string): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${raw}`);
  return n;
};
const RUNNER_COUNTS = args.runners.split(',').map((n) => wholeNumber('runners', n));
const USERS = wholeNumber('users', args.users);
const LEADS = wholeNumber('leads', args.leads);
const CONCURRENCY = wholeNumber('concurrency', args.concurrency);
const [LATENCY_MIN, LATENCY_MAX = LATENCY_MIN] = args.latency.split('-').map((n) => wholeNumber('latency', n));
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const API_KEY = BENCH_SANDBOX_KEY;

/** A user with a trial, the highest limits, a connected sandbox account and LEADS leads found (the campaign not yet appended). */
async function prepareUser(store: EventStore, provider: LinkedInProvider, sandboxUrl: string, i: number, clock: Clock) {
  const userId = `bench-user-${i}`;
  const metadata = { userId, actor: 'system' as const, correlationId: `bench-${i}` };
  const link = await provider.createHostedAuthLink({ type: 'create', userId });
  const { accountId } = await sandboxControl<{ accountId: string }>(sandboxUrl, 'POST', '/hosted-auth/complete', {
    url: link.url,
  });
  await handleCommand(
    store,
    userStream(userId),
    subscriptionDecider,
    { type: 'StartTrial', data: { now: clock.now() } },
    metadata,
  );
  const max = { ...DEFAULT_RATE_LIMITS, profileViews: LIMIT_SLIDERS.profileViews.max, total: 600 };
  await handleCommand(
    store,
    userStream(userId),
    rateLimitsDecider,
    { type: 'ChangeRateLimitSettings', data: { settings: max, now: clock.now() } },
    metadata,
  );
  // Throughput, not pacing: any hour of any day, no warm-up (the gap and jitter are 0 in the runners).
  const anyTime = {
    timeZone: 'UTC',
    workingHours: { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
    warmUp: { enabled: false },
  };
  await handleCommand(
    store,
    userStream(userId),
    scheduleDecider,
    { type: 'ChangeScheduleSettings', data: { settings: anyTime, now: clock.now() } },
    metadata,
  );
  await store.appendToStream(
    userStream(userId),
    [
      {
        type: 'LinkedInAccountConnected',
        data: { accountId, occurredAt: clock.now().toISOString(), reconnect: false },
        metadata,
      },
    ],
    { expectedVersion: 'any' },
  );
  const keywords = ['engineer', 'founder', 'sales', 'marketing', 'product', 'data', 'design', 'recruiter'][i % 8];
  const leads = await provider.searchProfiles(
    accountId,
    `https://www.linkedin.com/search/results/people/?keywords=${keywords}`,
    { max: LEADS },
  );
  // The sandbox builds an account's network on its first relation lookup: do it before the timing.
  await provider.isConnected(accountId, leads[0]);
  return { userId, accountId, leads, metadata };
}

const node = (id: string, type: string) =>
  ({ id, type, position: { x: 0, y: 0 }, data: { type, label: type, params: {} } }) as never;

/** The round's work stream, left on the NATS server otherwise. */
async function deleteNatsStream(namespace: string): Promise<void> {
  const nats = await connect({ servers: NATS_URL }).catch(() => undefined);
  if (!nats) return;
  const { streamName } = namespacedStream(namespace, DEFAULT_STREAM_NAME, DEFAULT_WORK_SUBJECTS);
  await (await jetstreamManager(nats)).streams.delete(streamName).catch(() => undefined);
  await nats.close();
}

async function countDone(db: ReadModelDb): Promise<number> {
  const row = await db
    .selectFrom('campaign_targets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('state', 'in', ['completed', 'failed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface RoundResult {
  readonly runners: number;
  readonly seconds: number;
  readonly steps: number;
  readonly failed: number;
  readonly views: number;
  readonly leads: number;
}

/** One round on a fresh database and NATS namespace: the sandbox, a projector and `runners` runner processes. */
async function round(runners: number): Promise<RoundResult> {
  const database: BenchDatabase = await createBenchDatabase('outflow_bench_runner');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outflow-bench-'));
  const processes: OutflowProcess[] = [];
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const closers: Array<() => Promise<unknown>> = [];
  try {
    const sandboxPort = await freePort();
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const sandbox = startOutflowProcess('sandbox', 'linkedin-sandbox', {
      DATABASE_URL: database.url,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_API_KEY: API_KEY,
      SANDBOX_POPULATION: '5000',
    });
    processes.push(sandbox);
    await sandbox.waitFor(/listening on/, 60_000);
    await sandboxControl(sandboxUrl, 'POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
    await sandboxControl(sandboxUrl, 'POST', '/faults', { reset: true });

    const env = {
      DATABASE_URL: database.url,
      NATS_URL,
      NATS_NAMESPACE: namespace,
      DATA_DIR: dataDir,
      LINKEDIN_PROVIDER: 'sandbox',
      LINKEDIN_SANDBOX_URL: sandboxUrl,
      SANDBOX_API_KEY: API_KEY,
      // info: the bench waits for the processes' start lines ("projector running", "runner started").
      LOG_LEVEL: 'info',
    };
    const config = loadConfig(env);
    // This process appends the set-up and the campaigns; a bus that does not answer stops the bench here.
    const bus = await openMessageBus(config, { allowInProcess: false });
    await bus.ping();
    await bus.close();
    const store = await openEventStore(config, database.url);
    closers.push(() => store.close());
    const db = createReadModelDb(database.url, { poolSize: 2 });
    closers.push(() => db.destroy());
    await migrateReadModels(db);
    const clock = new RemoteSandboxClock({ baseUrl: sandboxUrl });
    await clock.start();
    closers.push(async () => clock.stop());
    const provider = openLinkedIn(config);

    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await prepareUser(store, provider, sandboxUrl, i, clock));
    const total = users.reduce((n, u) => n + u.leads.length, 0);

    const projector = startOutflowProcess('projector', 'projector', env);
    processes.push(projector);
    await projector.waitFor(/projector running/);
    const runnerEnv = {
      ...env,
      RUNNER_CONCURRENCY: String(CONCURRENCY),
      RUNNER_MIN_ACTION_GAP_MS: '0',
      RUNNER_MAX_JITTER_MS: '0',
    };
    for (let r = 0; r < runners; r++) processes.push(startOutflowProcess(`runner ${r + 1}`, 'runner', runnerEnv));
    for (const runner of processes.filter((p) => p.app === 'runner')) await runner.waitFor(/runner started/);
    await Promise.any(processes.filter((p) => p.app === 'runner').map((p) => p.waitFor(/step scheduler leads/)));
    await sandboxControl(sandboxUrl, 'POST', '/faults', { latencyMs: LATENCY_MIN, latencyMaxMs: LATENCY_MAX });

    const startedAt = Date.now();
    for (const [i, user] of users.entries()) {
      await handleCommand(
        store,
        campaignStream(`bench-campaign-${i}`),
        campaignDecider,
        {
          type: 'CreateCampaign',
          data: {
            campaignId: `bench-campaign-${i}`,
            userId: user.userId,
            name: `Bench ${i}`,
            description: '',
            leads: user.leads,
            nodes: [node('view', 'view-profile'), node('check', 'check-connection')],
            edges: [{ id: 'e', source: 'view', target: 'check', type: 'custom', data: { delay: 0 } }],
            accountId: user.accountId,
            leadSource: 'search',
            now: clock.now(),
            newSequenceId: () => String(i),
          },
        },
        user.metadata,
      );
    }
    let lastReport = Date.now();
    for (;;) {
      const done = await countDone(db);
      if (done >= total) break;
      const dead = processes.find((p) => !p.running);
      if (dead) throw new Error(`${dead.name} exited:\n${dead.tail()}`);
      if (Date.now() - lastReport > 10_000) {
        console.log(`    after ${((Date.now() - startedAt) / 1000).toFixed(0)} s: ${done} of ${total} leads done`);
        lastReport = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - startedAt) / 1000;
    await sandboxControl(sandboxUrl, 'POST', '/faults', { reset: true });
    const failed = await db
      .selectFrom('campaign_targets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow();
    const views = (
      await sandboxControl<{ items: Array<{ accountId: string }> }>(
        sandboxUrl,
        'GET',
        '/actions?kind=profile_view&limit=100000',
      )
    ).items.length;
    if (process.env.BENCH_TRACE)
      for (const p of processes)
        for (const line of p.lines.filter((l) => /warn|error/i.test(l))) console.log(p.name, line);
    return { runners, seconds, steps: total * 2, failed: Number(failed.n), views, leads: total };
  } finally {
    for (const p of processes.reverse()) await p.stop().catch(() => undefined);
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await database.drop();
    await deleteNatsStream(namespace);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  assertBuilt(['linkedin-sandbox', 'projector', 'runner']);
  console.log(
    `${USERS} users × ${LEADS} leads (View Profile → Check Connection), runner concurrency ${CONCURRENCY}, ` +
      `provider latency ${LATENCY_MIN}-${LATENCY_MAX} ms, NATS at ${NATS_URL}; separate processes: sandbox, projector, runners`,
  );
  const results: RoundResult[] = [];
  for (const runners of RUNNER_COUNTS) {
    const result = await round(runners);
    results.push(result);
    const rate = result.steps / result.seconds;
    const ratio =
      results[0] === result ? '' : `, ${(rate / (results[0].steps / results[0].seconds)).toFixed(2)}× the first round`;
    console.log(
      `  ${runners} runner process(es): ${result.steps} steps in ${result.seconds.toFixed(1)} s = ${rate.toFixed(1)} steps/s${ratio}; ` +
        `failed leads ${result.failed}; profile views ${result.views} for ${result.leads} leads (${result.views === result.leads ? 'none twice' : 'MISMATCH'})`,
    );
  }
}

runBench(main);
