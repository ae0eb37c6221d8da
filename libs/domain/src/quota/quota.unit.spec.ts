import { DEFAULT_RATE_LIMITS } from '../rate-limits/limits';
import { localDayWindow } from '../schedule/local-time';
import type { DomainEvent } from '../events/event';
import { quotaKey, type QuotaReserved } from './quota-events';
import { countsOn, emptyLedger, evolveLedger, ledgerDays, type QuotaLedger } from './quota-ledger';
import { releaseQuota, reserveQuota, WEEK_MS, WEEKLY_CAP_MARGIN_MS, type QuotaRequest } from './reserve-quota';

const now = new Date('2026-11-25T10:00:00Z');
const today = '2026-11-25';
const request = (targetId: string, overrides: Partial<QuotaRequest> = {}): QuotaRequest => ({
  accountId: 'acc',
  key: quotaKey(targetId, 'invite'),
  limit: 'connections',
  campaignId: 'c1',
  targetId,
  stepId: 'invite',
  jobId: `job-${targetId}`,
  limits: { ...DEFAULT_RATE_LIMITS, connections: 2, total: 3 },
  timeZone: 'Europe/Paris',
  now,
  minGapMs: 0,
  ...overrides,
});
const given = (...events: DomainEvent[]): QuotaLedger => events.reduce(evolveLedger, emptyLedger(today));
const granted = (ledger: QuotaLedger, req: QuotaRequest): QuotaReserved[] => {
  const decision = reserveQuota(ledger, req);
  if (decision.kind !== 'granted') throw new Error(`not granted: ${JSON.stringify(decision)}`);
  return decision.events;
};
const reserved = (
  targetId: string,
  at: string,
  day = today,
  limit: QuotaReserved['data']['limit'] = 'connections',
): QuotaReserved => ({
  type: 'QuotaReserved',
  data: {
    accountId: 'acc',
    day,
    key: quotaKey(targetId, 'invite'),
    limit,
    campaignId: 'c1',
    targetId,
    stepId: 'invite',
    jobId: `job-${targetId}`,
    occurredAt: at,
  },
});

describe('quota reservations', () => {
  it('counts today by instant, not by the name the day had: changing zones back and forth passes no limit', () => {
    // Reserved in Tokyo (the 26th there) during what is the 25th in Los Angeles, then the zone became LA.
    const losAngelesToday = localDayWindow(new Date('2026-11-25T20:00:00Z'), 'America/Los_Angeles');
    const ledger = [
      reserved('t1', '2026-11-25T17:00:00Z', '2026-11-26'),
      reserved('t2', '2026-11-25T18:00:00Z', '2026-11-26'),
    ].reduce(evolveLedger, emptyLedger('2026-11-25', losAngelesToday));
    expect(countsOn(ledger).perLimit.connections).toBe(2);
    const later = new Date('2026-11-25T20:00:00Z');
    expect(reserveQuota(ledger, request('t3', { now: later, timeZone: 'America/Los_Angeles' }))).toMatchObject({
      kind: 'refused',
      reason: 'daily-limit',
    });
    // The ledger reads tomorrow's stream too: a zone ahead names today's instants a day later.
    expect(ledgerDays('2026-11-25')).toContain('2026-11-26');
  });

  it('given an empty day, when a step reserves, then one QuotaReserved keyed by target and step, on today', () => {
    expect(granted(given(), request('t1'))).toEqual([reserved('t1', now.toISOString())]);
  });

  it('given the daily limit is used, then the next is refused until the local midnight', () => {
    const ledger = given(reserved('t1', now.toISOString()), reserved('t2', now.toISOString()));
    expect(reserveQuota(ledger, request('t3'))).toEqual({
      kind: 'refused',
      reason: 'daily-limit',
      retryAt: new Date('2026-11-25T23:00:00Z'),
    });
    expect(reserveQuota(ledger, request('t3', { limit: 'messages' }))).toMatchObject({ kind: 'granted' });
  });

  it('given the daily total is used, then any action is refused', () => {
    const ledger = given(
      reserved('t1', now.toISOString(), today, 'messages'),
      reserved('t2', now.toISOString(), today, 'messages'),
      reserved('t3', now.toISOString(), today, 'likes'),
    );
    expect(reserveQuota(ledger, request('t4', { limit: 'profileViews' }))).toMatchObject({
      kind: 'refused',
      reason: 'total-limit',
    });
  });

  it('given a step holds a reservation, when it asks again (a retry, a redelivery), then it is told it holds it and nothing is counted twice', () => {
    const ledger = given(reserved('t1', now.toISOString()));
    expect(reserveQuota(ledger, request('t1'))).toMatchObject({
      kind: 'held',
      reservation: { key: quotaKey('t1', 'invite'), jobId: 'job-t1' },
    });
    expect(countsOn(ledger).perLimit.connections).toBe(1);
  });

  it('given a released reservation, then its slot is free again and the same step may reserve anew', () => {
    const ledger = given(reserved('t1', now.toISOString()), reserved('t2', now.toISOString()));
    const released = releaseQuota(ledger, quotaKey('t1', 'invite'), 'failed', now, 'acc');
    expect(released).toEqual([
      {
        type: 'QuotaReleased',
        data: {
          accountId: 'acc',
          day: today,
          key: quotaKey('t1', 'invite'),
          campaignId: 'c1',
          targetId: 't1',
          reason: 'failed',
          occurredAt: now.toISOString(),
        },
      },
    ]);
    const after = released.reduce(evolveLedger, ledger);
    expect(countsOn(after).perLimit.connections).toBe(1);
    expect(granted(after, request('t1'))).toHaveLength(1);
    expect(releaseQuota(after, quotaKey('t9', 'invite'), 'failed', now, 'acc')).toEqual([]);
  });

  it('given the rolling week holds the cap, then an invitation is refused until the oldest turns seven days old', () => {
    const limits = { ...DEFAULT_RATE_LIMITS, connections: 50, total: 100, weeklyConnections: 10 };
    const days = ledgerDays(today);
    const events = Array.from({ length: 10 }, (_, i) =>
      reserved(
        `w${i}`,
        new Date(now.getTime() - (6 - (i % 6)) * 86_400_000 - i * 1000).toISOString(),
        days[1 + (i % 6)],
      ),
    );
    const ledger = given(...events);
    const decision = reserveQuota(ledger, request('t1', { limits }));
    const oldest = Math.min(...events.map((e) => Date.parse(e.data.occurredAt)));
    expect(decision).toEqual({
      kind: 'refused',
      reason: 'weekly-cap',
      retryAt: new Date(oldest + WEEK_MS + WEEKLY_CAP_MARGIN_MS + 1),
    });
    // Eight days later the week is empty again.
    expect(
      reserveQuota(given(...events), request('t1', { limits, now: new Date(now.getTime() + 8 * 86_400_000) })),
    ).toMatchObject({ kind: 'granted' });
  });

  it("given an action moments ago, then the next waits for the account's gap", () => {
    const ledger = given(reserved('t1', new Date(now.getTime() - 10_000).toISOString(), today, 'messages'));
    expect(reserveQuota(ledger, request('t2', { minGapMs: 30_000 }))).toEqual({
      kind: 'refused',
      reason: 'spacing',
      retryAt: new Date(now.getTime() + 20_000),
    });
  });
});
