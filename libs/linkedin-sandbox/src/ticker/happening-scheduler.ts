import type { PoolClient } from 'pg';
import type { Queryable, SandboxDatabase } from '../db/sandbox-database';

export type HappeningKind = 'accept_invitation' | 'lead_reply' | 'lift_restriction';

export interface Happening {
  id: string;
  kind: HappeningKind;
  accountId: string;
  dueAt: Date;
  payload: Record<string, unknown>;
}

export type HappeningHandler = (tx: PoolClient, happening: Happening) => Promise<void>;

const PER_RUN = 500;

/**
 * Things the synthetic network does later (a lead accepts, a lead replies, a restriction lifts),
 * stored with their sandbox due time and applied by the ticker once the sandbox clock reaches it.
 */
export class HappeningScheduler {
  private readonly handlers = new Map<HappeningKind, HappeningHandler>();

  constructor(private readonly db: SandboxDatabase) {}

  on(kind: HappeningKind, handler: HappeningHandler): void {
    this.handlers.set(kind, handler);
  }

  async schedule(
    q: Queryable,
    kind: HappeningKind,
    accountId: string,
    dueMs: number,
    payload: Record<string, unknown>,
  ): Promise<void> {
    await q.query('INSERT INTO happenings (kind, account_id, due_at, payload) VALUES ($1, $2, $3, $4)', [
      kind,
      accountId,
      new Date(dueMs),
      JSON.stringify(payload),
    ]);
  }

  async pendingCount(
    q: Queryable,
    kind: HappeningKind,
    accountId: string,
    payloadMatch: Record<string, unknown>,
  ): Promise<number> {
    const { rows } = await q.query<{ n: string }>(
      'SELECT count(*) AS n FROM happenings WHERE done_at IS NULL AND kind = $1 AND account_id = $2 AND payload @> $3',
      [kind, accountId, JSON.stringify(payloadMatch)],
    );
    return Number(rows[0].n);
  }

  /**
   * Applies every happening due by `nowMs`, oldest first, each in its own transaction. One that fails
   * is set aside with its error (so it cannot block the rest) and reported through `onError`.
   */
  async applyDue(nowMs: number, onError: (error: unknown) => Promise<void>): Promise<number> {
    let applied = 0;
    while (applied < PER_RUN) {
      let current: string | undefined;
      const done = await this.db
        .transaction(async (tx) => {
          const { rows } = await tx.query<{
            id: string;
            kind: HappeningKind;
            account_id: string;
            due_at: Date;
            payload: Record<string, unknown>;
          }>(
            `SELECT * FROM happenings WHERE done_at IS NULL AND due_at <= $1 ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
            [new Date(nowMs)],
          );
          const row = rows[0];
          if (!row) return false;
          current = row.id;
          const handler = this.handlers.get(row.kind);
          if (handler)
            await handler(tx, {
              id: row.id,
              kind: row.kind,
              accountId: row.account_id,
              dueAt: row.due_at,
              payload: row.payload,
            });
          await tx.query('UPDATE happenings SET done_at = now() WHERE id = $1', [row.id]);
          return true;
        })
        .catch(async (error: unknown) => {
          if (current === undefined) throw error;
          await this.db.query('UPDATE happenings SET done_at = now(), error = $2 WHERE id = $1', [
            current,
            String(error),
          ]);
          await onError(error);
          return true;
        });
      if (!done) break;
      applied++;
    }
    return applied;
  }
}
