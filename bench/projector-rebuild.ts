/**
 * Projector rebuild throughput: stores N events (user registrations and rate-limit changes, the
 * events the read models project today), then times `Projector.rebuild()` (drop, migrate, replay
 * everything). In the same run it times the bare SQL doing the same work on the same Postgres:
 * reading the events in order in pages and writing the same rows with multi-row upserts, and
 * prints our figure as a ratio of it. Target: 20,000 events/s or better.
 *
 *   node -r ./bench/support/register.js bench/projector-rebuild.ts [--events 200000]
 */
import { DEFAULT_RATE_LIMITS, type EventMetadata } from '@outflow/domain';
import { createPostgresEventStore, type NewEvent } from '@outflow/event-store';
import { Projector } from '@outflow/projector';
import { createReadModelDb } from '@outflow/read-models';
import { Client } from 'pg';
import { intArgs } from './support/bench-args';
import { createBenchDatabase } from './support/bench-database';
import { runBench } from './support/bench-run';

const CHANGES_PER_USER = 9;

function userEvents(user: number): NewEvent[] {
  const userId = `user-${user}`;
  const metadata: EventMetadata = { userId, actor: 'user', correlationId: `c-${user}` };
  const events: NewEvent[] = [
    { type: 'UserRegistered', data: { userId, email: `${userId}@example.com`, name: `User ${user}`, provider: 'local', occurredAt: '2026-11-22T10:00:00.000Z' }, metadata },
  ];
  for (let i = 0; i < CHANGES_PER_USER; i++) {
    events.push({ type: 'RateLimitSettingsChanged', data: { settings: { ...DEFAULT_RATE_LIMITS, connections: (user + i) % 75 }, occurredAt: '2026-11-22T10:00:00.000Z' }, metadata });
  }
  return events;
}

async function bareReplay(url: string, pageSize: number): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE TABLE bare_users (id text primary key, email text, name text, provider text, registered_at timestamptz);
    CREATE TABLE bare_limits (user_id text primary key, connections int, messages int, profile_views int, inmails int, likes int, endorsements int, followings int, emails int, total int, updated_at timestamptz)`);
  const started = process.hrtime.bigint();
  let after = 0n;
  for (;;) {
    const { rows } = await client.query('SELECT global_position, type, data, metadata FROM event_store.events WHERE global_position > $1 ORDER BY global_position LIMIT $2', [after.toString(), pageSize]);
    if (rows.length === 0) break;
    after = BigInt(rows[rows.length - 1].global_position);
    const users = rows.filter((r) => r.type === 'UserRegistered').map((r) => r.data);
    const limits = new Map<string, Record<string, unknown>>();
    for (const r of rows) if (r.type === 'RateLimitSettingsChanged') limits.set(r.metadata.userId, { userId: r.metadata.userId, ...r.data.settings, at: r.data.occurredAt });
    await client.query('BEGIN');
    if (users.length) {
      await client.query(
        `INSERT INTO bare_users SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id text, email text, name text, provider text, registered_at timestamptz) ON CONFLICT DO NOTHING`,
        [JSON.stringify(users.map((u) => ({ id: u.userId, email: u.email, name: u.name, provider: u.provider, registered_at: u.occurredAt })))],
      );
    }
    if (limits.size) {
      await client.query(
        `INSERT INTO bare_limits SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(user_id text, connections int, messages int, profile_views int, inmails int, likes int, endorsements int, followings int, emails int, total int, updated_at timestamptz)
         ON CONFLICT (user_id) DO UPDATE SET connections = excluded.connections, updated_at = excluded.updated_at`,
        [JSON.stringify([...limits.values()].map((l) => ({ user_id: l.userId, connections: l.connections, messages: l.messages, profile_views: l.profileViews, inmails: l.inmails, likes: l.likes, endorsements: l.endorsements, followings: l.followings, emails: l.emails, total: l.total, updated_at: l.at })))],
      );
    }
    await client.query('COMMIT');
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await client.end();
  return seconds;
}

async function main(): Promise<void> {
  const { events } = intArgs({ events: 200_000 });
  const users = Math.ceil(events / (CHANGES_PER_USER + 1));
  const database = await createBenchDatabase('bench_rebuild');
  const store = createPostgresEventStore({ connectionString: database.url, schema: 'event_store' });
  try {
    await store.ensureSchema();
    process.stdout.write(`storing ${users * (CHANGES_PER_USER + 1)} events... `);
    for (let u = 0; u < users; u += 100) {
      await Promise.all(Array.from({ length: Math.min(100, users - u) }, (_, i) => store.appendToStream(`user-${u + i}`, userEvents(u + i), { expectedVersion: 'no_stream' })));
    }
    const total = users * (CHANGES_PER_USER + 1);
    console.log('done');

    const db = createReadModelDb(database.url);
    const projector = new Projector({ store, db, databaseUrl: database.url, maxBatchSize: 2000 });
    const started = process.hrtime.bigint();
    const replayed = await projector.rebuild();
    const ours = Number(process.hrtime.bigint() - started) / 1e9;
    await db.destroy();
    if (replayed !== total) throw new Error(`replayed ${replayed} of ${total} events`);

    const bare = await bareReplay(database.url, 2000);
    const fmt = (s: number) => `${Math.round(total / s).toLocaleString('en-US')} events/s`;
    console.log(`projector rebuild: ${total} events in ${ours.toFixed(2)} s = ${fmt(ours)}`);
    console.log(`bare SQL replay:   ${total} events in ${bare.toFixed(2)} s = ${fmt(bare)}`);
    console.log(`ratio (ours / bare): ${(bare / ours).toFixed(2)}   target: >= 20,000 events/s`);
  } finally {
    await store.close();
    await database.drop();
  }
}

runBench(main);
