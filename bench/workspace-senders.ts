/**
 * One workspace with N senders (issue 20, "Scale and speed"): N LinkedIn accounts connected on the
 * sandbox through the API's hosted sign-in, one campaign over all of them with L leads per sender
 * (View Profile → (10 min) Connect), one Runner (in-process bus) on Postgres, the sandbox clock
 * at 1,440× (one sandbox day per real minute). After `--seconds` of play it prints, from the
 * sandbox's action log and the event store:
 * - actions per sender (min/median/max) against each sender's capacity over the played time (its
 *   daily limits × days, capped by its share of the work) and the spread (max − min) as a share of
 *   that capacity: a starved sender shows as a wide spread. Target ≤ 10 %;
 * - the due-to-reserved lag p50/p99 in sandbox minutes (from when a step could go: due, its
 *   sender's gap passed, and its limit not used up, i.e. from the day's start for a sender that
 *   used up its limit the day before, to its reservation). Target p99 < 15;
 * - events appended per action performed (today about 2).
 * Working hours and warm-up are off and the jitter is 0, so the lag is the engine's own.
 *
 * Run: node -r ./bench/support/register.js bench/workspace-senders.ts [--senders 50] [--leads 100]
 *        [--seconds 60] [--concurrency 8] (the runner's steps at once; default RUNNER_CONCURRENCY, else 8)
 * Quick: --senders 10 --leads 20 --seconds 30
 */
import { DEFAULT_RATE_LIMITS, type QuotaReserved } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { intArgs } from './support/bench-args';
import { startBenchApi } from './support/bench-api';
import { createBenchDatabase } from './support/bench-database';
import { sandboxControl, startSandboxProcess, type SandboxProcess, BENCH_SANDBOX_KEY } from './support/sandbox-process';
import { closeEngineBench, runBench } from './support/bench-run';
import { benchRequests, connectSandboxSender, paidBenchUser } from './support/bench-client';
import { dueAtReservations, percentile } from './support/engine-lag';
import { SEARCH_KEYWORDS } from './support/search-keywords';
import { startBenchRunner } from './support/bench-runner';
import { graphEdge, graphNode } from '../test/support/campaign-fixtures';

const {
  senders: SENDERS,
  leads: LEADS,
  seconds: SECONDS,
  concurrency: CONCURRENCY,
} = intArgs({ senders: 50, leads: 100, seconds: 60, concurrency: Number(process.env.RUNNER_CONCURRENCY ?? 8) });
const SPEED = 1440;
const API_KEY = BENCH_SANDBOX_KEY;
const GAP_MS = 30_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Each sender's day: fewer actions than its 2 × 100 leads need, so every sender has work all day; a view
// reads the profile twice, so 50 views + 40 invitations stay under the sandbox's 150 lookups a day.
const LIMITS = { ...DEFAULT_RATE_LIMITS, profileViews: 50, connections: 40, total: 90 };
const DAILY_CAPACITY = Math.min(LIMITS.total, LIMITS.profileViews + LIMITS.connections);
const SEQUENCE = {
  nodes: [graphNode('view', 'view-profile'), graphNode('invite', 'send-connection', { note: '' })],
  edges: [graphEdge('view', 'invite', 10 * MINUTE)],
};

async function main(): Promise<void> {
  const database = await createBenchDatabase('outflow_bench_senders');
  const closers: Array<() => Promise<unknown>> = [];
  let sandbox: SandboxProcess | undefined;
  try {
    sandbox = await startSandboxProcess(database.url, API_KEY, { env: { SANDBOX_POPULATION: '20000' } });
    const sandboxUrl = sandbox.url;
    await sandboxControl(sandboxUrl, 'POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
    const { store, db, bus, clock, provider, apiUrl } = await startBenchApi(database.url, sandboxUrl, API_KEY, closers);
    const request = benchRequests(apiUrl, { strict: true });

    const { token } = await paidBenchUser(
      request,
      { store, clock },
      {
        email: 'bench-owner@example.com',
        name: 'Bench Owner',
      },
    );
    await request('PUT', '/api/rate-limits/settings', token, LIMITS);
    await request('PUT', '/api/schedule/settings', token, {
      timeZone: 'UTC',
      workingHours: { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
      warmUp: { enabled: false },
    });
    const senders: string[] = [];
    const leads = new Set<string>();
    for (let i = 0; i < SENDERS; i++) senders.push(await connectSandboxSender(request, sandboxUrl, token));
    // Leads: searches from the senders in turn (a search shows at most 1,000), until N × L distinct members.
    for (let k = 0; leads.size < SENDERS * LEADS && k < SEARCH_KEYWORDS.length; k++) {
      const found = await provider.searchProfiles(
        senders[k % senders.length],
        `https://www.linkedin.com/search/results/people/?keywords=${SEARCH_KEYWORDS[k]}`,
        { max: 1000 },
      );
      for (const url of found) if (leads.size < SENDERS * LEADS) leads.add(url);
    }
    const campaign = await request('POST', '/api/campaigns', token, {
      name: 'Fifty voices',
      leads: [...leads],
      senders,
      sequence: SEQUENCE,
    });
    const createdAt = clock.now().getTime();
    const campaignId: string = campaign.body.campaign._id;
    const from = (await store.readAll({ maxCount: 5_000_000 })).at(-1)?.position;
    await startBenchRunner({ store, bus, db, provider, clock }, { concurrency: CONCURRENCY, gapMs: GAP_MS }, closers);
    console.log(
      `${SENDERS} senders × ${LEADS} leads (${leads.size} leads in one campaign), one runner (concurrency ${CONCURRENCY}), ` +
        `gap ${GAP_MS / 1000} s, limits ${LIMITS.profileViews} views / ${LIMITS.connections} invitations / ${LIMITS.total} total a day, ` +
        `speed ${SPEED} for ${SECONDS} s`,
    );
    const startClock = clock.now().getTime();
    await sandboxControl(sandboxUrl, 'POST', '/clock', { speed: SPEED });
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    await sandboxControl(sandboxUrl, 'POST', '/clock', { speed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const days = (clock.now().getTime() - startClock) / DAY;

    const all = await store.readAll({ maxCount: 5_000_000 });
    const start = from
      ? all.findIndex((e) => e.position.commit === from.commit && e.position.prepare === from.prepare)
      : -1;
    const phase = all.slice(start + 1);
    const due = dueAtReservations(all);
    const lastAction = new Map<string, number>();
    // Per sender and UTC day (the senders' zone): reservations in all and per limit.
    const used = new Map<string, Map<string, number>>();
    const usedOn = (accountId: string, day: number) => used.get(`${accountId}|${day}`) ?? new Map<string, number>();
    const lags: number[] = [];
    for (const e of phase.filter((x) => x.type === 'QuotaReserved')) {
      const r = e as RecordedEvent<QuotaReserved>;
      const at = Date.parse(r.data.occurredAt);
      const day = Math.floor(at / DAY);
      const previous = lastAction.get(r.data.accountId) ?? -Infinity;
      const before = usedOn(r.data.accountId, Math.floor(previous / DAY));
      // A sender that used up its day's limit could not act again before the next day began.
      const usedUp =
        previous < day * DAY &&
        ((before.get('total') ?? 0) >= LIMITS.total ||
          (before.get(r.data.limit) ?? 0) >= (LIMITS as Record<string, number>)[r.data.limit]);
      const ready = Math.max(due.get(e) ?? createdAt, previous + GAP_MS, usedUp ? day * DAY : -Infinity);
      lastAction.set(r.data.accountId, at);
      const today = usedOn(r.data.accountId, day);
      today.set('total', (today.get('total') ?? 0) + 1);
      today.set(r.data.limit, (today.get(r.data.limit) ?? 0) + 1);
      used.set(`${r.data.accountId}|${day}`, today);
      lags.push(Math.max(0, at - ready) / MINUTE);
    }
    const performed = phase.filter((e) => e.type === 'LinkedInActionPerformed').length;
    const log = await sandboxControl<{ items: Array<{ accountId: string; kind: string }> }>(
      sandboxUrl,
      'GET',
      '/actions?limit=100000',
    );
    const perSender = new Map(senders.map((s) => [s, 0]));
    // The steps' own actions (not the notifications and webhooks the log also holds).
    const stepActions = log.items.filter((item) => item.kind === 'profile_view' || item.kind === 'invite');
    for (const item of stepActions)
      if (perSender.has(item.accountId)) perSender.set(item.accountId, perSender.get(item.accountId)! + 1);
    const counts = [...perSender.values()];
    const work = 2 * Math.floor(leads.size / SENDERS);
    // The limits are per UTC day (the senders' time zone): a played stretch over k calendar days allows k days' limits.
    const calendarDays = Math.floor(clock.now().getTime() / DAY) - Math.floor(startClock / DAY) + 1;
    const capacity = Math.min(work, DAILY_CAPACITY * calendarDays);
    const spread = Math.max(...counts) - Math.min(...counts);
    const spreadShare = spread / capacity;
    const p99 = percentile(lags, 99);
    console.log(
      `played ${days.toFixed(2)} sandbox days: ${stepActions.length} views and invitations in the sandbox's log, ${performed} LinkedInActionPerformed`,
    );
    console.log(
      `actions per sender: min ${Math.min(...counts)} / median ${percentile(counts, 50)} / max ${Math.max(...counts)} ` +
        `against a capacity of ${capacity} each (daily ${DAILY_CAPACITY} × ${calendarDays} calendar day(s), at most its ${work} of the work); ` +
        `spread ${spread} = ${(spreadShare * 100).toFixed(1)} % of capacity (target ≤ 10 %: ${spreadShare <= 0.1 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `due-to-reserved lag p50 ${percentile(lags, 50).toFixed(1)} / p99 ${p99.toFixed(1)} sandbox min over ${lags.length} reservations ` +
        `(target p99 < 15: ${p99 < 15 ? 'met' : 'NOT met'}); ${(phase.length / Math.max(1, performed)).toFixed(2)} events appended per action`,
    );
    const byType = new Map<string, number>();
    for (const e of phase) byType.set(e.type, (byType.get(e.type) ?? 0) + 1);
    const top = [...byType].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`events appended while playing, by type: ${top.map(([t, n]) => `${t} ${n}`).join(', ')}`);
    const assigned = await db
      .selectFrom('campaign_targets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('campaign_id', '=', campaignId)
      .where('state', 'in', ['completed', 'failed'])
      .executeTakeFirst();
    console.log(`leads finished: ${assigned?.n ?? 0} of ${leads.size}`);
  } finally {
    await closeEngineBench(closers, sandbox, database);
  }
}

runBench(main);
