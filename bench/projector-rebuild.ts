/**
 * Projector rebuild throughput, with the events the system really projects: users registering,
 * saving their limits, starting a trial and connecting an account, then running campaigns whose
 * leads are viewed, deferred by the daily limit, invited, accepted, messaged (the domain's deciders
 * write them, with every action's QuotaReserved on the account's day stream). The leads' histories
 * are interleaved in the global order as concurrent campaigns interleave them, so a batch touches
 * many leads, quota days, campaigns and contacts.
 *
 * Times a rebuild as `Projector.rebuild()` does it (drop, migrate, catch up from the start) and,
 * apart, its replay alone (what a new projection's catch-up costs). The yardstick is a bare SQL replay of the same row writes: the
 * events read in order in pages of the same size, and for each page, in one transaction, exactly
 * the INSERT/UPDATE/DELETE statements the projector sent for it (recorded on a first, untimed pass),
 * sent as they are with no fold, no reads of touched rows and no checkpoint. Ours and bare alternate
 * in rounds so both meet the same machine load; prints each round and the min/median ratio.
 *
 *   node -r ./bench/support/register.js bench/projector-rebuild.ts [--events 200000] [--leads 500] [--rounds 3]
 */
import {
  contactStream,
  type CampaignCreated,
  DEFAULT_RATE_LIMITS,
  subscriptionDecider,
  userStream,
  type DomainEvent,
  type EventMetadata,
} from '@outflow/domain';
import { createPostgresEventStore, type EventStore, type NewEvent } from '@outflow/event-store';
import { Projector, projections } from '@outflow/projector';
import { dropReadModels, migrateReadModels, READ_MODEL_SCHEMA, type ReadModelDatabase } from '@outflow/read-models';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { Client, Pool } from 'pg';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { campaignHistory, type PlannedAppend } from '../test/support/campaign-history';
import { intArgs } from './support/bench-args';
import { createBenchDatabase } from './support/bench-database';
import { runBench } from './support/bench-run';

const PAGE = 2000;
const START = new Date('2026-10-01T08:00:00.000Z');

interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/** What one user does before running a campaign (6 events); returns the user's id. */
async function storeUser(store: EventStore, u: number): Promise<string> {
  const ownerId = randomUUID();
  const metadata: EventMetadata = { userId: ownerId, actor: 'user', correlationId: `c-${u}` };
  const at = new Date(START.getTime() + u * 60_000);
  const own: DomainEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        userId: ownerId,
        email: `user-${u}@example.com`,
        name: `User ${u}`,
        provider: 'local',
        occurredAt: at.toISOString(),
      },
    },
    ...(subscriptionDecider.decide(
      { type: 'StartTrial', data: { now: at } },
      subscriptionDecider.initialState(),
    ) as DomainEvent[]),
    ...[10, 20, 30].map((connections) => ({
      type: 'RateLimitSettingsChanged',
      data: { settings: { ...DEFAULT_RATE_LIMITS, connections }, occurredAt: at.toISOString() },
    })),
    {
      type: 'LinkedInAccountConnected',
      data: { accountId: `account-${u}`, occurredAt: at.toISOString(), reconnect: false },
    },
  ];
  await store.appendToStream(
    userStream(ownerId),
    own.map((e) => ({ type: e.type, data: e.data, metadata })),
    { expectedVersion: 'no_stream' },
  );
  return ownerId;
}

async function storeEvents(store: EventStore, events: number, leads: number): Promise<number> {
  // One campaign per user; about 12.9 events a lead (its target, quota and contact events).
  const campaigns = Math.max(1, Math.round(events / (leads * 12.9)));
  const all: Array<{ ownerId: string; append: PlannedAppend }[]> = [];
  let total = 0;
  for (let u = 0; u < campaigns; u++) {
    const ownerId = await storeUser(store, u);
    total += 6;
    const history = campaignHistory({
      campaignId: randomUUID(),
      ownerId,
      accountId: `account-${u}`,
      leads,
      deferrals: 3,
      start: new Date(START.getTime() + u * 60_000),
    });
    const created = history.created.events[0] as CampaignCreated;
    await store.appendToStream(
      history.created.streamId,
      [{ type: created.type, data: created.data, metadata: { userId: ownerId, actor: 'user', correlationId: 'c' } }],
      { expectedVersion: 'no_stream' },
    );
    total += history.eventCount;
    history.perLead.forEach((appends, lead) => {
      // The runner tells the lead's contact: known and enrolled at the first step, freed at the end.
      const target = created.data.leads[lead];
      const contactId = `lead-${lead}`;
      const ref = { contactId, campaignId: history.campaignId, targetId: target.targetId };
      const at = new Date(START.getTime() + u * 60_000 + lead * 20_000).toISOString();
      const contact = (events: DomainEvent[]): PlannedAppend => ({
        streamId: contactStream(ownerId, contactId),
        events,
      });
      const withContact = [
        ...appends.slice(0, 2),
        contact([
          {
            type: 'ContactAdded',
            data: {
              contactId,
              ownerId,
              profileUrl: target.profileUrl,
              providerId: `ACo${lead}`,
              publicId: contactId,
              name: `Lead ${lead}`,
              source: 'campaign',
              occurredAt: at,
            },
          },
          { type: 'ContactEnrolled', data: { ...ref, occurredAt: at } },
        ]),
        ...appends.slice(2),
      ];
      if (appends.some((a) => a.events.some((e) => e.type === 'TargetCompleted'))) {
        withContact.push(
          contact([{ type: 'ContactSequenceEnded', data: { ...ref, outcome: 'completed', occurredAt: at } }]),
        );
        total += 1;
      }
      total += 2;
      all[lead * campaigns + u] = withContact.map((append) => ({ ownerId, append }));
    });
  }
  // Round robin over every lead of every campaign: the n-th append of each lead, then the next.
  const rounds = Math.max(...all.map((l) => l.length));
  for (let round = 0; round < rounds; round++) {
    const due = all.map((l) => l[round]).filter(Boolean);
    for (let i = 0; i < due.length; i += 32) {
      await Promise.all(
        due.slice(i, i + 32).map(({ ownerId, append }) => {
          const actor = append.events.some((e) => e.type === 'ConnectionAccepted' || e.type === 'LeadReplied')
            ? 'webhook'
            : 'runner';
          const events: NewEvent[] = append.events.map((e) => ({
            type: e.type,
            data: e.data,
            metadata: { userId: ownerId, actor, correlationId: `bench-${round}` },
          }));
          return store.appendToStream(append.streamId, events, { expectedVersion: 'any' });
        }),
      );
    }
  }
  return total;
}

/** A read-model connection like createReadModelDb's, whose statements can be recorded. */
function recordingDb(url: string, recorded: Statement[][], on: { recording: boolean }): Kysely<ReadModelDatabase> {
  const pool = new Pool({ connectionString: url, max: 10, options: `-c search_path=${READ_MODEL_SCHEMA}` });
  pool.on('error', () => undefined);
  let batch: Statement[] = [];
  const log = (event: LogEvent) => {
    if (!on.recording || event.level !== 'query') return;
    const { sql, parameters } = event.query;
    if (process.env.BENCH_PROFILE) {
      const key = sql.slice(0, 90);
      const p = profile.get(key) ?? { n: 0, ms: 0 };
      p.n++;
      p.ms += event.queryDurationMillis;
      profile.set(key, p);
    }
    // The checkpoint's write ends a batch's transaction; the bare replay writes no checkpoint.
    if (/^insert into "projection_checkpoints"/.test(sql)) {
      recorded.push(batch);
      batch = [];
      return;
    }
    if (/^(insert|update|delete)/i.test(sql) && !sql.includes('"projection_checkpoints"'))
      batch.push({ sql, parameters });
  };
  return new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool }), log });
}

/** The bare replay: pages of events read in order, each page's recorded writes in one transaction. */
async function bareReplay(client: Client, recorded: Statement[][]): Promise<{ seconds: number; events: number }> {
  const started = process.hrtime.bigint();
  let after = '0';
  let events = 0;
  for (let page = 0; ; page++) {
    const { rows } = await client.query<{ global_position: string }>({
      name: 'bare_page',
      text: 'SELECT * FROM event_store.events WHERE global_position > $1 ORDER BY global_position LIMIT $2',
      values: [after, PAGE],
    });
    if (rows.length === 0) break;
    events += rows.length;
    after = rows[rows.length - 1].global_position;
    await client.query('BEGIN');
    for (const statement of recorded[page] ?? []) await client.query(statement.sql, statement.parameters as unknown[]);
    await client.query('COMMIT');
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, events };
}

const profile = new Map<string, { n: number; ms: number }>();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const args = intArgs({ events: 200_000, leads: 500, rounds: 3 });
  const database = await createBenchDatabase('bench_rebuild');
  const store = createPostgresEventStore({ connectionString: database.url, schema: 'event_store', poolSize: 8 });
  const recorded: Statement[][] = [];
  const on = { recording: false };
  const db = recordingDb(database.url, recorded, on);
  const client = new Client({ connectionString: database.url, options: `-c search_path=${READ_MODEL_SCHEMA}` });
  try {
    await store.ensureSchema();
    process.stdout.write('storing events... ');
    let t = process.hrtime.bigint();
    const total = await storeEvents(store, args.events, args.leads);
    console.log(`${total} events in ${(Number(process.hrtime.bigint() - t) / 1e9).toFixed(1)} s`);
    await client.connect();
    await client.query('VACUUM ANALYZE event_store.events');
    const types = await client.query<{ type: string; n: string }>(
      'SELECT type, count(*) AS n FROM event_store.events GROUP BY type ORDER BY 2 DESC',
    );
    console.log(`mix: ${types.rows.map((r) => `${r.type} ${r.n}`).join(', ')}`);

    // BENCH_PROFILE=1: the time each projection's apply takes, over the recording pass.
    const applyMs = new Map<string, number>();
    const timed = projections.map((p) => ({
      ...p,
      apply: async (...args: Parameters<typeof p.apply>) => {
        const begin = performance.now();
        await p.apply(...args);
        if (on.recording) applyMs.set(p.name, (applyMs.get(p.name) ?? 0) + performance.now() - begin);
      },
    }));
    const projector = new Projector({
      store,
      db,
      databaseUrl: database.url,
      maxBatchSize: PAGE,
      projections: process.env.BENCH_PROFILE ? timed : projections,
    });
    // First pass, untimed: records the statements each batch writes (and warms both sides up).
    await dropReadModels(db);
    await migrateReadModels(db);
    on.recording = true;
    const replayed = await projector.catchUp();
    on.recording = false;
    if (replayed !== total) throw new Error(`replayed ${replayed} of ${total} events`);
    const writes = recorded.reduce((n, b) => n + b.length, 0);
    console.log(`recorded ${writes} write statements in ${recorded.length} batches of ${PAGE}`);

    if (process.env.BENCH_PROFILE)
      for (const [name, ms] of [...applyMs].sort((a, b) => b[1] - a[1]))
        console.log(`${ms.toFixed(0).padStart(7)} ms  apply ${name}`);
    if (process.env.BENCH_PROFILE)
      for (const [key, p] of [...profile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
        console.log(`${p.ms.toFixed(0).padStart(7)} ms ${String(p.n).padStart(6)}x  ${key}`);
    const rows: Array<{ rebuild: number; replay: number; bare: number }> = [];
    for (let round = 0; round < args.rounds; round++) {
      const bareFirst = round % 2 === 1;
      const cpu = { ours: 0, bare: 0 };
      const cpuSeconds = (since: NodeJS.CpuUsage) => {
        const used = process.cpuUsage(since);
        return (used.user + used.system) / 1e6;
      };
      const bare = async () => {
        await dropReadModels(db);
        await migrateReadModels(db);
        const before = process.cpuUsage();
        const result = await bareReplay(client, recorded);
        cpu.bare = cpuSeconds(before);
        if (result.events !== total) throw new Error(`bare read ${result.events} of ${total} events`);
        return result.seconds;
      };
      const ours = async () => {
        t = process.hrtime.bigint();
        await dropReadModels(db);
        await migrateReadModels(db);
        const migrated = process.hrtime.bigint();
        const before = process.cpuUsage();
        // BENCH_CPU_PROFILE=file: a CPU profile of the last round's replay alone (open it in DevTools).
        const profiling = process.env.BENCH_CPU_PROFILE && round === args.rounds - 1 ? new Session() : undefined;
        if (profiling) {
          profiling.connect();
          await profiling.post('Profiler.enable');
          await profiling.post('Profiler.start');
        }
        const n = await projector.catchUp();
        cpu.ours = cpuSeconds(before);
        if (profiling) {
          const { profile: cpuProfile } = await profiling.post('Profiler.stop');
          writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(cpuProfile));
          profiling.disconnect();
        }
        const done = process.hrtime.bigint();
        if (n !== total) throw new Error(`replayed ${n} of ${total} events`);
        return { rebuild: Number(done - t) / 1e9, replay: Number(done - migrated) / 1e9 };
      };
      let bareSeconds: number;
      let oursSeconds: { rebuild: number; replay: number };
      if (bareFirst) {
        bareSeconds = await bare();
        oursSeconds = await ours();
      } else {
        oursSeconds = await ours();
        bareSeconds = await bare();
      }
      rows.push({ ...oursSeconds, bare: bareSeconds });
      console.log(
        `round ${round + 1}: rebuild ${oursSeconds.rebuild.toFixed(2)} s (replay ${oursSeconds.replay.toFixed(2)} s = ${Math.round(total / oursSeconds.replay).toLocaleString('en-US')} events/s), bare replay ${bareSeconds.toFixed(2)} s = ${Math.round(total / bareSeconds).toLocaleString('en-US')} events/s, ratio ${(bareSeconds / oursSeconds.replay).toFixed(2)}; this process's CPU: ours ${cpu.ours.toFixed(2)} s, bare ${cpu.bare.toFixed(2)} s`,
      );
    }
    await db.destroy();
    const ratios = rows.map((r) => r.bare / r.replay);
    console.log(
      `projector replay: median ${Math.round(total / median(rows.map((r) => r.replay))).toLocaleString('en-US')} events/s (rebuild with drop + migrate: median ${median(rows.map((r) => r.rebuild)).toFixed(2)} s)`,
    );
    console.log(
      `bare SQL replay:  median ${Math.round(total / median(rows.map((r) => r.bare))).toLocaleString('en-US')} events/s`,
    );
    console.log(
      `ratio (ours / bare) over ${rows.length} rounds: min ${Math.min(...ratios).toFixed(2)}, median ${median(ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)}   target: >= 0.9`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await store.close();
    await database.drop();
  }
}

runBench(main);
