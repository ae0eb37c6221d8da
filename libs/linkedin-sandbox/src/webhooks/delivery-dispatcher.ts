import type { Queryable, SandboxDatabase } from '../db/sandbox-database';
import { errorField, sandboxLog } from '../sandbox-log';

const MAX_RETRIES = 5;
const ATTEMPT_TIMEOUT_MS = 10_000;
/** While one attempt is in flight, its row is leased so the ticker does not send it twice. */
const LEASE_MS = ATTEMPT_TIMEOUT_MS + 5_000;

interface DeliveryRow {
  id: string;
  url: string;
  headers: Record<string, string>;
  payload: unknown;
  attempts: number;
}

export interface DeliveryRequest {
  kind: 'webhook' | 'notify';
  webhookId: string | null;
  url: string;
  headers: Record<string, string>;
  payload: unknown;
  /** Recorded as dropped and never sent (the dropWebhooks fault). */
  dropped?: boolean;
  /** Reserved for the caller's own `deliverNow`, so the background sender leaves it alone meanwhile. */
  reserved?: boolean;
}

/**
 * An outbox of outgoing HTTP callbacks (webhooks and hosted-auth notifications): rows in Postgres,
 * so pending deliveries survive a restart; a failed one is retried 5 times with growing delays (real time).
 */
export class DeliveryDispatcher {
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Aborts attempts still waiting on a slow receiver when the sandbox closes (they are retried after a restart). */
  private readonly closing = new AbortController();
  private closed = false;

  constructor(private readonly db: SandboxDatabase) {}

  async enqueue(q: Queryable, request: DeliveryRequest): Promise<string> {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO deliveries (kind, webhook_id, url, headers, payload, status, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + ($7 || ' milliseconds')::interval) RETURNING id`,
      [
        request.kind,
        request.webhookId,
        request.url,
        JSON.stringify(request.headers),
        JSON.stringify(request.payload),
        request.dropped ? 'dropped' : 'pending',
        String(request.reserved ? LEASE_MS : 0),
      ],
    );
    return rows[0].id;
  }

  /** Sends every due delivery now, in the background; called after a commit and by the ticker. */
  kick(): void {
    if (this.closed) return;
    const run = this.deliverDue().catch((e) => {
      if (!this.closed) sandboxLog('error', 'webhook delivery failed', { error: errorField(e) });
    });
    this.track(run);
  }

  /** Attempts one delivery right away and waits for that first attempt (its retries stay in the outbox). */
  async deliverNow(id: string): Promise<boolean> {
    const claimed = await this.claim('id = $1', [id], false);
    const attempt = Promise.all(claimed.map((row) => this.attempt(row)));
    this.track(attempt);
    const results = await attempt;
    return results.every(Boolean);
  }

  async deliverDue(): Promise<void> {
    const claimed = await this.claim('true', [], true);
    await Promise.all(claimed.map((row) => this.attempt(row)));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.closing.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private async claim(condition: string, params: unknown[], dueOnly: boolean): Promise<DeliveryRow[]> {
    if (this.closed) return [];
    const due = dueOnly ? 'AND next_attempt_at <= now()' : '';
    const { rows } = await this.db.query<DeliveryRow>(
      `UPDATE deliveries SET next_attempt_at = now() + interval '${LEASE_MS} milliseconds'
       WHERE id IN (SELECT id FROM deliveries WHERE status = 'pending' ${due} AND ${condition}
                    ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
       RETURNING id, url, headers, payload, attempts`,
      params,
    );
    return rows;
  }

  private async attempt(row: DeliveryRow): Promise<boolean> {
    let error: string | null = null;
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...row.headers },
        body: JSON.stringify(row.payload),
        signal: AbortSignal.any([AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), this.closing.signal]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    // Closing: leave the row as it is; its lease expires and a restarted sandbox sends it again.
    if (this.closed) return error === null;
    const attempts = row.attempts + 1;
    if (error === null) {
      await this.db.query(
        `UPDATE deliveries SET status = 'delivered', attempts = $2, delivered_at = now(), last_error = NULL WHERE id = $1`,
        [row.id, attempts],
      );
      return true;
    }
    const retryInMs = 1000 * 2 ** (attempts - 1);
    await this.db.query(
      `UPDATE deliveries SET attempts = $2::int, last_error = $3,
         status = CASE WHEN $2::int > $4::int THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + ($5 || ' milliseconds')::interval
       WHERE id = $1`,
      [row.id, attempts, error, MAX_RETRIES, String(retryInMs)],
    );
    return false;
  }
}
