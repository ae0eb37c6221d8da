/**
 * The campaign engine over sandbox days: 20 accounts with 50 active leads each (1,000 leads) on the
 * sequence View → (10 min) Invite, wait 3 days → accepted: (1 h) Thanks → (1 day) Follow-up, one
 * runner process-worth (one Runner, in-process bus) on the LinkedIn sandbox's clock, sped up. For
 * each clock speed it plays a stretch of sandbox time and prints:
 * - sandbox days per real minute (the speed) and whether the runner kept up;
 * - the due-to-executed lag p50/p99 in sandbox minutes: from the moment a step could go (it was
 *   due and its account's gap since the last action had passed) to its reservation;
 * - events appended per action performed (target, quota and activity events, all of them).
 * Working hours and warm-up are off and the jitter is 0, so the lag is the engine's own.
 *
 * Run: node -r ./bench/support/register.js bench/engine-pace.ts [--accounts 20] [--leads 50] [--seconds 40] [--concurrency 8]
 */
import { campaignTargetStream, DEFAULT_RATE_LIMITS, realMsFor, type QuotaReserved } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { intArgs } from './support/bench-args';
import { startBenchApi } from './support/bench-api';
import { createBenchDatabase } from './support/bench-database';
import { sandboxControl, startSandboxProcess, type SandboxProcess, BENCH_SANDBOX_KEY } from './support/sandbox-process';
import { closeEngineBench, runBench } from './support/bench-run';
import { benchRequests, connectSandboxSender, paidBenchUser } from './support/bench-client';
import { dueTimes, percentile } from './support/engine-lag';
import { SEARCH_KEYWORDS } from './support/search-keywords';
import { startBenchRunner } from './support/bench-runner';
import { ENGINE_OUTREACH as SEQUENCE } from '../test/support/outreach-sequence';

const {
  accounts: ACCOUNTS,
  leads: LEADS,
  seconds: SECONDS,
  concurrency: CONCURRENCY,
} = intArgs({ accounts: 20, leads: 50, seconds: 40, concurrency: 8 });
const SPEEDS = [1440, 2880, 5760];
const API_KEY = BENCH_SANDBOX_KEY;
const GAP_MS = 30_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function main(): Promise<void> {
  const database = await createBenchDatabase('outflow_bench_pace');
  const closers: Array<() => Promise<unknown>> = [];
  let sandbox: SandboxProcess | undefined;
  try {
    sandbox = await startSandboxProcess(database.url, API_KEY, { env: { SANDBOX_POPULATION: '5000' } });
    const sandboxUrl = sandbox.url;
    await sandboxControl(sandboxUrl, 'POST', '/behaviour', {
      acceptProbability: 0.4,
      acceptDelayHours: [1, 24],
      replyProbability: 0.2,
      replyDelayHours: [1, 24],
    });
    const { store, db, bus, clock, provider, apiUrl } = await startBenchApi(database.url, sandboxUrl, API_KEY, closers);
    const request = benchRequests(apiUrl, { strict: false });

    const accountOf = new Map<string, string>();
    const createdAt = new Map<string, number>();
    for (let i = 0; i < ACCOUNTS; i++) {
      const { token, user } = await paidBenchUser(
        request,
        { store, clock },
        {
          email: `bench-${i}@example.com`,
          name: `Bench ${i}`,
        },
      );
      const accountId = await connectSandboxSender(request, sandboxUrl, token);
      await request('PUT', '/api/rate-limits/settings', token, {
        ...DEFAULT_RATE_LIMITS,
        profileViews: 200,
        connections: 75,
        messages: 100,
        total: 400,
        weeklyConnections: 200,
      });
      await request('PUT', '/api/schedule/settings', token, {
        timeZone: 'UTC',
        workingHours: { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
        warmUp: { enabled: false },
      });
      const keywords = SEARCH_KEYWORDS[i % 10];
      const leads = await provider.searchProfiles(
        accountId,
        `https://www.linkedin.com/search/results/people/?keywords=${keywords}`,
        { max: LEADS },
      );
      const campaign = await request('POST', '/api/campaigns', token, {
        name: `Bench ${i}`,
        leads,
        sequence: SEQUENCE,
      });
      accountOf.set(user.id, accountId);
      createdAt.set(campaign.body.campaign._id, clock.now().getTime());
    }
    await startBenchRunner({ store, bus, db, provider, clock }, { concurrency: CONCURRENCY, gapMs: GAP_MS }, closers);

    console.log(
      `${ACCOUNTS} accounts × ${LEADS} leads, one runner (concurrency ${CONCURRENCY}), gap ${GAP_MS / 1000} s, ${SECONDS} s per speed`,
    );
    for (const speed of SPEEDS) {
      const from = (await store.readAll({ maxCount: 5_000_000 })).at(-1)?.position;
      const startClock = clock.now().getTime();
      await sandboxControl(sandboxUrl, 'POST', '/clock', { speed });
      await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
      await sandboxControl(sandboxUrl, 'POST', '/clock', { speed: 0 });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const all = await store.readAll({ maxCount: 5_000_000 });
      const phase = from
        ? all.filter(
            (e) =>
              e.position.commit > from.commit ||
              (e.position.commit === from.commit && e.position.prepare > from.prepare),
          )
        : all;
      const due = dueTimes(all, createdAt);
      const lastAction = new Map<string, number>();
      const lags: number[] = [];
      for (const e of all.filter((x) => x.type === 'QuotaReserved')) {
        const r = e as RecordedEvent<QuotaReserved>;
        const at = Date.parse(r.data.occurredAt);
        const ready = Math.max(
          due.get(`${r.data.targetId}|${r.data.stepId}`) ?? due.get(`first:${r.data.campaignId}`) ?? at,
          (lastAction.get(r.data.accountId) ?? -Infinity) + GAP_MS,
        );
        lastAction.set(r.data.accountId, at);
        if (phase.includes(e)) lags.push(Math.max(0, at - ready) / MINUTE);
      }
      const actions = phase.filter((e) => e.type === 'LinkedInActionPerformed').length;
      const sandboxDays = (clock.now().getTime() - startClock) / DAY;
      console.log(
        `speed ${speed} (${(speed / 1440).toFixed(1)} sandbox days per real minute): played ${sandboxDays.toFixed(2)} sandbox days, ${actions} actions, ` +
          `due-to-executed lag p50 ${percentile(lags, 50).toFixed(1)} / p99 ${percentile(lags, 99).toFixed(1)} sandbox min (${(realMsFor({ now: () => new Date(), realMs: (ms) => ms / speed }, percentile(lags, 99) * MINUTE) / 1000).toFixed(2)} s real), ` +
          `${(phase.length / Math.max(1, actions)).toFixed(2)} events appended per action`,
      );
    }
    const steps = await store.readStream(campaignTargetStream(`${[...createdAt.keys()][0]}_0`));
    console.log(`a lead's stream: ${steps.map((e) => e.type).join(' → ')}`);
  } finally {
    await closeEngineBench(closers, sandbox, database);
  }
}

runBench(main);
