import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';

/** Its own schema: the read models' is dropped on a rebuild, and these are not read models. */
const SCHEMA = 'request_limits';
/** How often (real time) one process deletes counters whose window and block are long over. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Request-limit counters in Postgres, shared by every API process and kept across restarts (in
 * memory, each process would count apart: two APIs let 20 wrong passwords through, a restart
 * forgave them all). One counter per key and limit over a fixed window; past the limit the key is
 * blocked for `blockDuration`, then counts afresh. Each hit is one atomic upsert, timed by the
 * database's clock, so processes on different machines agree.
 */
export class PostgresRequestLimitStorage implements ThrottlerStorage {
  private ready?: Promise<void>;
  private lastSweep = 0;

  // The read models' connection pool: the table is addressed by its own schema.
  constructor(private readonly db: ReadModelDb) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ReturnType<ThrottlerStorage['increment']> {
    await (this.ready ??= this.ensureSchema().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    }));
    this.sweepNowAndThen();
    const counter = `${throttlerName}:${key}`;
    const window = sql`now() + ${ttl} * interval '1 millisecond'`;
    const block = sql`now() + ${Math.max(blockDuration, 1)} * interval '1 millisecond'`;
    // In SET, c.* is the row before this hit: a block over or a window ended starts a new count.
    const fresh = sql`(c.blocked_until <= now() OR c.window_ends_at <= now())`;
    const blocked = sql`c.blocked_until > now()`;
    const { rows } = await sql<{ hits: number; expires_in: number; blocked: boolean; block_expires_in: number }>`
      INSERT INTO ${sql.id(SCHEMA, 'counters')} AS c (key, hits, window_ends_at, blocked_until)
      VALUES (${counter}, 1, ${window}, CASE WHEN 1 > ${limit} THEN ${block} END)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${blocked} THEN c.hits WHEN ${fresh} THEN 1 ELSE c.hits + 1 END,
        window_ends_at = CASE WHEN ${blocked} THEN c.window_ends_at WHEN ${fresh} THEN ${window} ELSE c.window_ends_at END,
        blocked_until = CASE
          WHEN ${blocked} THEN c.blocked_until
          WHEN (CASE WHEN ${fresh} THEN 1 ELSE c.hits + 1 END) > ${limit} THEN ${block}
        END
      RETURNING hits,
        ceil(extract(epoch FROM window_ends_at - now()))::int AS expires_in,
        coalesce(blocked_until > now(), false) AS blocked,
        coalesce(ceil(extract(epoch FROM blocked_until - now())), 0)::int AS block_expires_in`.execute(this.db);
    const row = rows[0];
    return {
      totalHits: row.blocked ? Math.max(row.hits, limit + 1) : row.hits,
      timeToExpire: row.expires_in,
      isBlocked: row.blocked,
      timeToBlockExpire: row.blocked ? row.block_expires_in : 0,
    };
  }

  /** Created by the first API process to need it; the lock keeps two starting together from colliding. */
  private ensureSchema(): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${SCHEMA}))`.execute(trx);
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(SCHEMA)}`.execute(trx);
      await sql`CREATE TABLE IF NOT EXISTS ${sql.id(SCHEMA, 'counters')} (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`.execute(trx);
    });
  }

  private sweepNowAndThen(): void {
    const now = performance.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    void sql`DELETE FROM ${sql.id(SCHEMA, 'counters')}
      WHERE window_ends_at < now() AND (blocked_until IS NULL OR blocked_until < now())`
      .execute(this.db)
      .catch(() => undefined);
  }
}
