import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { ReadModelDb } from '../read-model-db';

export type LeaseLog = (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;

export interface AdvisoryLeaseOptions {
  readonly databaseUrl: string;
  /** The lock's name (hashed into a Postgres advisory lock key). */
  readonly key: string;
  /** How long a confirmation of the lock lets its holder act; default 2 s. */
  readonly leaseMs?: number;
  /**
   * Wait this long after taking the lock before acting, so a previous holder that lost it without
   * knowing has seen its lease run out. Default leaseMs; 0 when every write is fenced otherwise.
   */
  readonly fenceMs?: number;
  /** How often a standby tries the lock; default 1 s. */
  readonly retryMs?: number;
  readonly log?: LeaseLog;
  /** What the log lines call the holder, e.g. "projector" or "step scheduler". */
  readonly holder: string;
}

/**
 * One active process per role (the projector, the runner's scheduler): a Postgres session advisory
 * lock held on a connection of its own, confirmed by a round trip every quarter lease. The holder
 * may act only while `holds()`: a confirmation sent less than a lease ago, on a connection not
 * lost. Postgres frees the lock only when that session ends, which fails every confirmation sent
 * after it; so a holder that lost the lock (a network blip, a reaper, `pg_terminate_backend`)
 * stops acting at most a lease after, and a successor that waits a lease after taking the lock
 * (`fenceMs`) never acts beside it. Measured on a monotonic clock: leases are real durations.
 */
export class AdvisoryLease {
  private client?: Client;
  private stopped = false;
  private confirmedAt = -Infinity;
  private hasLost = false;
  /** When the fence after taking the lock ends: the previous holder's lease has run out. */
  private actsFrom = Infinity;
  private renewal?: NodeJS.Timeout;
  private readonly leaseMs: number;
  private readonly lostListeners = new Set<() => void>();

  constructor(private readonly options: AdvisoryLeaseOptions) {
    this.leaseMs = options.leaseMs ?? 2000;
  }

  /** Resolves true once this process holds the lock and may act; false when released before. */
  async acquire(): Promise<boolean> {
    // The one that lost the lock may be the sick one: a standby (trying every retryMs) goes first.
    if (this.hasLost) await this.pause(2 * (this.options.retryMs ?? 1000));
    this.hasLost = false;
    while (!this.stopped) {
      try {
        const client = await this.connection();
        const sentAt = performance.now();
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
          [this.options.key],
        );
        if (rows[0].locked) {
          this.confirmedAt = sentAt;
          // Counted from the answer: the lock was granted at the latest then.
          const fenceMs = this.options.fenceMs ?? this.leaseMs;
          this.actsFrom = performance.now() + fenceMs;
          this.scheduleRenewal();
          await this.pause(fenceMs);
          if (this.holds()) return true;
          continue;
        }
      } catch (error) {
        this.options.log?.('warn', `${this.options.holder} lock unavailable`, { error: String(error) });
        this.drop();
      }
      await this.pause(this.options.retryMs ?? 1000);
    }
    return false;
  }

  /** Whether this process may act now: the lock confirmed less than a lease ago. */
  holds(): boolean {
    const now = performance.now();
    return !this.stopped && this.client !== undefined && now >= this.actsFrom && now - this.confirmedAt < this.leaseMs;
  }

  /** Called (once per loss) when the lock's connection fails: stop acting, then acquire() again to stand by. */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** The Postgres backend holding the lock (tests end it to play a lost connection). */
  get backendPid(): number | undefined {
    return (this.client as { processID?: number } | undefined)?.processID;
  }

  async release(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.renewal);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // Over a dead network end() never hears back: the lock is lost anyway, do not hang the shutdown on it.
    await Promise.race([client.end().catch(() => undefined), this.pause(this.leaseMs)]);
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    // A query that gets no answer within the lease is a lost lock, whatever TCP thinks.
    const client = new Client({
      connectionString: this.options.databaseUrl,
      keepAlive: true,
      query_timeout: this.leaseMs,
      connectionTimeoutMillis: this.leaseMs * 2,
    });
    client.on('error', (error) => {
      if (this.client !== client) return;
      this.options.log?.('warn', `${this.options.holder} lock connection lost: stopped acting, standing by`, {
        error: String(error),
      });
      this.lost();
    });
    await client.connect();
    this.client = client;
    return client;
  }

  private scheduleRenewal(): void {
    clearTimeout(this.renewal);
    this.renewal = setTimeout(() => void this.renew(), this.leaseMs / 4);
    this.renewal.unref();
  }

  /** A round trip on the lock's session: while that session lives, the lock is this process's. */
  private async renew(): Promise<void> {
    const client = this.client;
    if (!client || this.stopped) return;
    const sentAt = performance.now();
    try {
      await client.query('SELECT 1');
      if (this.client !== client) return;
      this.confirmedAt = sentAt;
      this.scheduleRenewal();
    } catch (error) {
      if (this.client !== client) return;
      this.options.log?.('warn', `${this.options.holder} lost its lock: stopped acting, standing by`, {
        error: String(error),
      });
      this.lost();
    }
  }

  private lost(): void {
    const wasHolding = this.confirmedAt > -Infinity;
    this.hasLost = true;
    this.drop();
    if (wasHolding) for (const listener of this.lostListeners) listener();
  }

  /** Forgets the connection (ending it frees the lock, if the server still has it). */
  private drop(): void {
    clearTimeout(this.renewal);
    this.actsFrom = Infinity;
    this.confirmedAt = -Infinity;
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners('error');
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}

/**
 * Whether some session holds the advisory lock named `key` in this database (readiness: is a
 * projector running?). pg_locks splits a bigint key into classid (high half) and objid (low half).
 */
export async function advisoryLockHeld(db: ReadModelDb, key: string): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`SELECT EXISTS (
    SELECT 1 FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND objsubid = 1
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND ((classid::bigint << 32) | objid::bigint) = hashtext(${key})::bigint
  ) AS held`.execute(db);
  return rows[0].held;
}

/**
 * Runs `work` while this process holds the advisory lock named `key` (waiting for it), on a
 * connection of its own: one process at a time does it, e.g. registering the provider's webhooks.
 */
export async function withAdvisoryLock<T>(databaseUrl: string, key: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    // Ending the session frees the lock.
    await client.end().catch(() => undefined);
  }
}
