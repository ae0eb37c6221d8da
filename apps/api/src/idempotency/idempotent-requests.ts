import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import { READ_DB } from '../infrastructure/tokens';

/**
 * Where the first answer to each idempotency key is kept: a table of its own schema (not the read
 * models', which a rebuild drops), shared by every API process on the database and kept through a
 * crash. Times are the database's, so every process agrees on a lease and the 24 hours.
 */
export const IDEMPOTENCY_SCHEMA = 'api_idempotency';

/** How long a key is remembered (Stripe's 24 hours). */
const KEPT = sql.raw("interval '24 hours'");
/** How often one process clears keys past the 24 hours. */
const PURGE_EVERY_MS = 10 * 60_000;

/** What to do with a request that carries a key. */
export type Claim =
  /** Run it: the key is new, expired, or its first request was abandoned (its process died). `entityId` stays the same across those. */
  | { readonly kind: 'run'; readonly entityId: string }
  /** The first request with this key finished: answer what it answered. */
  | { readonly kind: 'replay'; readonly status: number; readonly body: unknown }
  /** A request with this key is running now (in this process or another). */
  | { readonly kind: 'in-progress' }
  /** The key was first used for a different request. */
  | { readonly kind: 'mismatch' };

export interface RequestKey {
  readonly userId: string;
  readonly key: string;
}

@Injectable()
export class IdempotentRequests implements OnModuleInit {
  private lastPurge = 0;

  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async onModuleInit(): Promise<void> {
    // Several API processes start at once: one creates the table, the others wait for it.
    await this.db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('outflow:api-idempotency-schema'))`.execute(tx);
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(IDEMPOTENCY_SCHEMA)}`.execute(tx);
      await sql`
        CREATE TABLE IF NOT EXISTS ${sql.id(IDEMPOTENCY_SCHEMA, 'requests')} (
          user_id text NOT NULL,
          key text NOT NULL,
          fingerprint text NOT NULL,
          -- The id a request that creates something gives it: the same on every run of this key.
          entity_id uuid NOT NULL DEFAULT gen_random_uuid(),
          running boolean NOT NULL,
          lease_until timestamptz,
          status integer,
          body jsonb,
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (user_id, key)
        )`.execute(tx);
    });
  }

  /**
   * Claims the key for a run, or says why not. A key older than 24 hours is forgotten; a running
   * request whose lease ran out (its process died) is taken over by the same request.
   */
  async claim(request: RequestKey, fingerprint: string, leaseMs: number): Promise<Claim> {
    await this.purgeNowAndThen();
    const table = sql.id(IDEMPOTENCY_SCHEMA, 'requests');
    const claimed = await sql<{ entity_id: string }>`
      INSERT INTO ${table} AS r (user_id, key, fingerprint, running, lease_until)
      VALUES (${request.userId}, ${request.key}, ${fingerprint}, true, now() + ${leaseMs}::integer * interval '1 millisecond')
      ON CONFLICT (user_id, key) DO UPDATE SET
        fingerprint = excluded.fingerprint,
        running = true,
        lease_until = excluded.lease_until,
        status = NULL,
        body = NULL,
        entity_id = CASE WHEN r.created_at < now() - ${KEPT} THEN gen_random_uuid() ELSE r.entity_id END,
        created_at = CASE WHEN r.created_at < now() - ${KEPT} THEN now() ELSE r.created_at END
      WHERE r.created_at < now() - ${KEPT}
         OR (r.running AND r.lease_until < now() AND r.fingerprint = excluded.fingerprint)
      RETURNING entity_id`.execute(this.db);
    if (claimed.rows[0]) return { kind: 'run', entityId: claimed.rows[0].entity_id };
    const found = await sql<{ fingerprint: string; running: boolean; status: number | null; body: unknown }>`
      SELECT fingerprint, running, status, body FROM ${table}
      WHERE user_id = ${request.userId} AND key = ${request.key}`.execute(this.db);
    const row = found.rows[0];
    // Gone between the two statements (purged): claim it afresh.
    if (!row) return this.claim(request, fingerprint, leaseMs);
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.running) return { kind: 'in-progress' };
    return { kind: 'replay', status: row.status ?? 200, body: row.body };
  }

  /** The run goes on: push its lease further (a live process's request is never taken over). */
  async renew(request: RequestKey, leaseMs: number): Promise<void> {
    await sql`
      UPDATE ${sql.id(IDEMPOTENCY_SCHEMA, 'requests')}
      SET lease_until = now() + ${leaseMs}::integer * interval '1 millisecond'
      WHERE user_id = ${request.userId} AND key = ${request.key} AND running`.execute(this.db);
  }

  /** The run answered: keep the answer for the key's next uses. */
  async complete(request: RequestKey, status: number, body: unknown): Promise<void> {
    await sql`
      UPDATE ${sql.id(IDEMPOTENCY_SCHEMA, 'requests')}
      SET running = false, lease_until = NULL, status = ${status}, body = ${JSON.stringify(body ?? null)}::jsonb
      WHERE user_id = ${request.userId} AND key = ${request.key}`.execute(this.db);
  }

  /**
   * The run failed: the next request with the key runs again at once, with the same entity id, so
   * what the failed run may have created is found, not created twice.
   */
  async abandon(request: RequestKey): Promise<void> {
    await sql`
      UPDATE ${sql.id(IDEMPOTENCY_SCHEMA, 'requests')}
      SET lease_until = now() - interval '1 millisecond'
      WHERE user_id = ${request.userId} AND key = ${request.key} AND running`.execute(this.db);
  }

  private async purgeNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await sql`
      DELETE FROM ${sql.id(IDEMPOTENCY_SCHEMA, 'requests')}
      WHERE created_at < now() - ${KEPT} AND NOT running`.execute(this.db);
  }
}
