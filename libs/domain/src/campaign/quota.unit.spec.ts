import { DEFAULT_RATE_LIMITS } from '../rate-limits/limits';
import { evolveQuota, initialQuotaState, nextQuotaDayStart, quotaDay, reserveQuota, type QuotaRequest, type QuotaState } from './quota';

const now = new Date('2026-11-22T10:00:00Z');
const request = (key: string, overrides: Partial<QuotaRequest> = {}): QuotaRequest => ({
  accountId: 'acc',
  day: quotaDay(now),
  key,
  limit: 'connections',
  campaignId: 'c1',
  targetId: 't',
  limits: { ...DEFAULT_RATE_LIMITS, connections: 2, total: 3 },
  now,
  minGapMs: 0,
  ...overrides,
});
const grant = (state: QuotaState, req: QuotaRequest): QuotaState => {
  const decision = reserveQuota(state, req);
  if (!decision.granted) throw new Error(`refused: ${decision.reason}`);
  return decision.events.reduce(evolveQuota, state);
};

describe('daily quota', () => {
  it('grants up to the action limit, then refuses until the next day', () => {
    const state = grant(grant(initialQuotaState(), request('a')), request('b'));
    expect(reserveQuota(state, request('c'))).toEqual({ granted: false, reason: 'daily-limit', retryAt: null });
    expect(nextQuotaDayStart(now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('the daily total bounds all actions together', () => {
    const state = grant(grant(grant(initialQuotaState(), request('a')), request('b')), request('m', { limit: 'messages' }));
    expect(reserveQuota(state, request('v', { limit: 'profileViews' }))).toMatchObject({ granted: false, reason: 'total-limit' });
  });

  it('the same step attempt reserved again is granted without counting twice', () => {
    const state = grant(initialQuotaState(), request('a'));
    expect(reserveQuota(state, request('a'))).toEqual({ granted: true, events: [] });
    expect(state.counts.connections).toBe(1);
  });

  it('keeps the minimum gap between two actions of the account', () => {
    const state = grant(initialQuotaState(), request('a', { minGapMs: 60_000 }));
    const soon = reserveQuota(state, request('b', { minGapMs: 60_000, now: new Date(now.getTime() + 10_000) }));
    expect(soon).toEqual({ granted: false, reason: 'spacing', retryAt: new Date(now.getTime() + 60_000) });
    expect(reserveQuota(state, request('b', { minGapMs: 60_000, now: new Date(now.getTime() + 60_000) })).granted).toBe(true);
  });
});
