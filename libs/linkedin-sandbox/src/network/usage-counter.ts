import type { SandboxDatabase } from '../db/sandbox-database';

const DAY_MS = 86_400_000;

/**
 * Per account and sandbox day counters (profile lookups), counted in memory on the hot path and
 * flushed to Postgres by the ticker, so a restart keeps the day's count.
 */
export class UsageCounter {
  private readonly counts = new Map<string, number>();
  private readonly dirty = new Set<string>();

  constructor(private readonly db: SandboxDatabase) {}

  async load(nowMs: number): Promise<void> {
    const { rows } = await this.db.query<{ account_id: string; day: number; kind: string; count: number }>(
      'SELECT * FROM usage_counters WHERE day >= $1',
      [dayOf(nowMs) - 1],
    );
    for (const r of rows) this.counts.set(key(r.account_id, r.day, r.kind), r.count);
  }

  /** Counts one use if the day's count is under the limit; false when the limit is reached. */
  take(accountId: string, kind: string, nowMs: number, limit: number): boolean {
    const k = key(accountId, dayOf(nowMs), kind);
    const count = this.counts.get(k) ?? 0;
    if (count >= limit) return false;
    this.counts.set(k, count + 1);
    this.dirty.add(k);
    return true;
  }

  async flush(): Promise<void> {
    if (this.dirty.size === 0) return;
    const keys = [...this.dirty];
    this.dirty.clear();
    const parts = keys.map((k) => k.split('|'));
    await this.db.query(
      `INSERT INTO usage_counters (account_id, day, kind, count)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[])
       ON CONFLICT (account_id, day, kind) DO UPDATE SET count = GREATEST(usage_counters.count, EXCLUDED.count)`,
      [
        parts.map((p) => p[0]),
        parts.map((p) => Number(p[1])),
        parts.map((p) => p[2]),
        keys.map((k) => this.counts.get(k) ?? 0),
      ],
    );
  }
}

function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

function key(accountId: string, day: number, kind: string): string {
  return `${accountId}|${day}|${kind}`;
}
