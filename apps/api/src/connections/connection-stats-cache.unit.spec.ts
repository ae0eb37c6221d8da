import { FixedClock } from '@outflow/domain';
import { ConnectionStatsCache, CONNECTION_STATS_TTL_MS } from './connection-stats-cache';
import type { ConnectionStats } from './connection-stats';

const figures = (pendingInvitations: number): ConnectionStats => ({
  pendingInvitations,
  totalConnections: 10,
  lastSyncTime: '2026-01-01T00:00:00.000Z',
});

describe('the connection stats cache', () => {
  let clock: FixedClock;
  let cache: ConnectionStatsCache;
  let reads: number;
  const read = (value: number) => async () => {
    reads += 1;
    return figures(value);
  };
  beforeEach(() => {
    clock = new FixedClock(new Date('2026-01-01T00:00:00Z'));
    cache = new ConnectionStatsCache(clock);
    reads = 0;
  });

  it('reads once per user and account within the period, again once it has passed', async () => {
    await expect(cache.get('u1', 'acc', read(1))).resolves.toEqual(figures(1));
    clock.advance(CONNECTION_STATS_TTL_MS - 1);
    await expect(cache.get('u1', 'acc', read(2))).resolves.toEqual(figures(1));
    clock.advance(1);
    await expect(cache.get('u1', 'acc', read(3))).resolves.toEqual(figures(3));
    expect(reads).toBe(2);
  });

  it('keeps users apart and reads again when the user has another account', async () => {
    await cache.get('u1', 'acc', read(1));
    await expect(cache.get('u2', 'acc-2', read(2))).resolves.toEqual(figures(2));
    await expect(cache.get('u1', 'acc-3', read(3))).resolves.toEqual(figures(3));
    expect(reads).toBe(3);
  });

  it('shares a read under way between callers', async () => {
    let release!: (stats: ConnectionStats) => void;
    const slow = () => {
      reads += 1;
      return new Promise<ConnectionStats>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get('u1', 'acc', slow), cache.get('u1', 'acc', slow)]);
    release(figures(5));
    await expect(both).resolves.toEqual([figures(5), figures(5)]);
    expect(reads).toBe(1);
  });

  it('forgets a failed read, so the next request tries again', async () => {
    await expect(cache.get('u1', 'acc', () => Promise.reject(new Error('unreachable')))).rejects.toThrow('unreachable');
    await expect(cache.get('u1', 'acc', read(4))).resolves.toEqual(figures(4));
  });
});
