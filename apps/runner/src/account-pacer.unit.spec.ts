import {
  actingWindow,
  DEFAULT_RATE_LIMITS,
  defaultScheduleSettings,
  emptyLedger,
  evolveLedger,
  quotaKey,
  type QuotaReserved,
} from '@outflow/domain';
import { AccountPacer, exhaustedLimits, pace, type AccountView } from './account-pacer';

const MIN = 60_000;
const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday, 10:00 UTC
const options = {
  inFlightTimeoutMs: 60_000,
  probeEveryMs: 6 * 60 * MIN,
  window: actingWindow(defaultScheduleSettings('UTC')),
};
const reserved = (n: number, limit: QuotaReserved['data']['limit'], at: Date): QuotaReserved => ({
  type: 'QuotaReserved',
  data: {
    accountId: 'acc',
    day: '2026-11-25',
    key: quotaKey(`t${n}`, 's'),
    limit,
    campaignId: 'c',
    targetId: `t${n}`,
    stepId: 's',
    jobId: `j${n}`,
    occurredAt: at.toISOString(),
  },
});
const view = (events: QuotaReserved[], overrides: Partial<AccountView['context']> = {}): AccountView => ({
  context: {
    accountId: 'acc',
    connectedAt: null,
    hold: null,
    schedule: defaultScheduleSettings('UTC'),
    settings: DEFAULT_RATE_LIMITS,
    warmUp: { active: false, day: null, share: 1 },
    limits: { ...DEFAULT_RATE_LIMITS, connections: 2, total: 5, weeklyConnections: 3 },
    recordedHolds: {},
    ...overrides,
  },
  ledger: events.reduce(evolveLedger, emptyLedger('2026-11-25')),
  readAt: 0,
  readAtClock: 0,
});
const pacerWith = (v: AccountView) => {
  const pacer = new AccountPacer('u');
  pacer.refresh(v, 30_000);
  return pacer;
};

describe('the pacing queue of one account', () => {
  it('given a free account inside its window, hands out a step', () => {
    expect(pace(pacerWith(view([])), now, 0, options)).toEqual({ kind: 'hand-out', exhausted: [], probe: false });
  });

  it('given an action moments ago, waits for the gap after it', () => {
    const decision = pace(
      pacerWith(view([reserved(1, 'messages', new Date(now.getTime() - 10_000))])),
      now,
      0,
      options,
    );
    expect(decision).toEqual({ kind: 'wait', until: now.getTime() + 20_000, why: 'spacing' });
  });

  it('given a step in flight, waits for it to settle (or for the in-flight timeout)', () => {
    const pacer = pacerWith(view([]));
    pacer.handedOut('job', now.getTime(), 1_000, 30_000, 0);
    pacer.refresh(view([]), 30_000);
    expect(pace(pacer, new Date(now.getTime() + 60 * MIN), 2_000, options)).toMatchObject({
      kind: 'wait',
      why: 'a step is in flight',
    });
    expect(pace(pacer, new Date(now.getTime() + 60 * MIN), 62_000, options)).toMatchObject({ kind: 'hand-out' });
  });

  it('is freed by the word that its own job settled, not by a late word about an earlier one', () => {
    const pacer = pacerWith(view([]));
    pacer.handedOut('job-2', now.getTime(), 1_000, 0, 0);
    pacer.settled('job-1');
    pacer.refresh(view([]), 0);
    expect(pace(pacer, now, 2_000, options)).toMatchObject({ kind: 'wait', why: 'a step is in flight' });
    pacer.settled('job-2');
    pacer.refresh(view([]), 0);
    expect(pace(pacer, now, 2_000, options)).toMatchObject({ kind: 'hand-out' });
  });

  it('given the window is closed, waits for its next opening plus the margin', () => {
    const evening = new Date('2026-11-25T19:00:00Z');
    expect(pace(pacerWith(view([])), evening, 0, options)).toEqual({
      kind: 'wait',
      until: Date.parse('2026-11-26T08:01:00Z'),
      why: 'outside-working-hours',
    });
  });

  it('given a restriction, lets one probe through every few hours; given a lapsed subscription, waits', () => {
    const restricted = pacerWith(view([], { hold: { code: 'account-restricted', reason: 'restricted', until: null } }));
    expect(pace(restricted, now, 0, options)).toMatchObject({ kind: 'hand-out', probe: true });
    restricted.lastProbeAt = now.getTime();
    expect(pace(restricted, new Date(now.getTime() + MIN), 0, options)).toMatchObject({
      kind: 'wait',
      why: 'account-restricted',
    });
    const lapsed = pacerWith(view([], { hold: { code: 'subscription-inactive', reason: 'lapsed', until: null } }));
    expect(pace(lapsed, now, 0, options)).toMatchObject({ kind: 'wait', why: 'subscription-inactive' });
  });

  it('leaves out limits used up today, all counted ones at the daily total, and invitations at the weekly cap', () => {
    const early = new Date(now.getTime() - 60 * MIN);
    expect(exhaustedLimits(view([reserved(1, 'connections', early), reserved(2, 'connections', early)]), now)).toEqual([
      'connections',
    ]);
    const five = [1, 2, 3, 4, 5].map((n) => reserved(n, 'messages', early));
    expect(exhaustedLimits(view(five), now)).toHaveLength(8);
    const lastWeek = [1, 2, 3].map((n) => ({
      ...reserved(n, 'connections', new Date(now.getTime() - 3 * 24 * 60 * MIN)),
      data: {
        ...reserved(n, 'connections', early).data,
        day: '2026-11-22',
        occurredAt: new Date(now.getTime() - 3 * 24 * 60 * MIN).toISOString(),
      },
    }));
    expect(exhaustedLimits(view(lastWeek), now)).toEqual(['connections']);
  });
});
