import type { Clock } from '@outflow/domain';
import type { ConnectionStats } from './connection-stats';

/** Spec 01 §4: the dashboard asks for connection stats every 5 minutes; LinkedIn is asked no more often. */
export const CONNECTION_STATS_TTL_MS = 5 * 60_000;

interface Entry {
  readonly accountId: string;
  readonly startedAt: number;
  readonly stats: Promise<ConnectionStats>;
}

/**
 * Per-user memory of the last connection stats read from LinkedIn. The figures are derived and
 * non-authoritative (LinkedIn owns them; nothing is decided on them), so an in-process cache is
 * enough: a restart or a second API instance only costs one extra provider read. A read already
 * under way is shared, so two tabs opening the dashboard make one set of provider calls; a failed
 * read is forgotten at once so the next request tries again. What the runner and LinkedIn's
 * webhooks change (an invitation sent or accepted) is forgotten too (ConnectionStatsNotices).
 */
export class ConnectionStatsCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = CONNECTION_STATS_TTL_MS,
  ) {}

  /** Whether figures for the user are held (fresh or not). */
  has(userId: string): boolean {
    return this.entries.has(userId);
  }

  /** Drops the user's figures: something changed them, the next read asks LinkedIn. */
  forget(userId: string): void {
    this.entries.delete(userId);
  }

  get(userId: string, accountId: string, read: () => Promise<ConnectionStats>): Promise<ConnectionStats> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(userId);
    if (entry && entry.accountId === accountId && now - entry.startedAt < this.ttlMs) return entry.stats;
    const stats = read();
    const fresh: Entry = { accountId, startedAt: now, stats };
    this.entries.set(userId, fresh);
    stats.catch(() => {
      if (this.entries.get(userId) === fresh) this.entries.delete(userId);
    });
    return stats;
  }
}
