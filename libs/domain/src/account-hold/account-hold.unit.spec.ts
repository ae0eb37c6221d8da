import { DeciderSpecification } from '../testing/decider-specification';
import { allHolds, activeHold, accountHoldDecider, type AccountHoldEvent } from './account-hold';
import { accountStatusReasonAt } from '../campaign-view/campaign-replay';
import { initialLinkedInAccountState } from '../linkedin-account/linkedin-account-state';
import { initialScheduleState } from '../schedule/schedule.decider';
import { initialSubscriptionState } from '../subscription/subscription-state';

const now = new Date('2026-11-23T10:00:00Z');
const tomorrow = new Date('2026-11-24T08:00:00Z');
const spec = DeciderSpecification(accountHoldDecider);
const start = (accountId: string, code: 'daily-limit' | 'account-restricted', until: Date | null = tomorrow) => ({
  type: 'StartAccountHold' as const,
  data: { accountId, code, reason: `${accountId} ${code}`, until, now },
});
const started = (accountId: string, code: 'daily-limit' | 'account-restricted', until: Date | null = tomorrow) =>
  ({
    type: 'AccountHoldStarted',
    data: {
      accountId,
      code,
      reason: `${accountId} ${code}`,
      until: until?.toISOString() ?? null,
      occurredAt: now.toISOString(),
    },
  }) satisfies AccountHoldEvent;
const ended = (accountId: string, code: 'daily-limit' | 'account-restricted') =>
  ({ type: 'AccountHoldEnded', data: { accountId, code, occurredAt: now.toISOString() } }) satisfies AccountHoldEvent;

/** Each sender of a workspace has its own limits: its holds are its own, on the workspace's one stream (issue 20). */
describe('account holds, per sender', () => {
  it("records a second sender's used-up day beside the first's, and ends each apart", () => {
    const both = spec
      .given([started('a', 'daily-limit')])
      .when(start('b', 'daily-limit'))
      .then([started('b', 'daily-limit')]);
    expect(activeHold(both.state(), 'daily-limit', 'a', now)?.reason).toBe('a daily-limit');
    expect(activeHold(both.state(), 'daily-limit', 'b', now)?.reason).toBe('b daily-limit');
    // The same hold again is nothing new, for either sender.
    both.when(start('a', 'daily-limit')).thenNothing();
    const one = both
      .when({ type: 'EndAccountHold', data: { accountId: 'a', code: 'daily-limit', now } })
      .then([ended('a', 'daily-limit')]);
    expect(activeHold(one.state(), 'daily-limit', 'a', now)).toBeUndefined();
    expect(activeHold(one.state(), 'daily-limit', 'b', now)?.reason).toBe('b daily-limit');
    // A sender with no hold has nothing to end.
    one.when({ type: 'EndAccountHold', data: { accountId: 'c', code: 'daily-limit', now } }).thenNothing();
  });

  it('keeps every restricted sender restricted, and each standing says only its own', () => {
    const holds = spec
      .given([started('a', 'account-restricted', null), started('b', 'account-restricted', null)])
      .state();
    expect(allHolds(holds).map((h) => [h.accountId, h.code])).toEqual([
      ['a', 'account-restricted'],
      ['b', 'account-restricted'],
    ]);
    const account = (accountId: string) => ({
      subscription: { ...initialSubscriptionState, plan: 'operator' as const, status: 'active' as const },
      linkedIn: { ...initialLinkedInAccountState, connection: 'connected' as const, accountId },
      holds,
      schedule: initialScheduleState,
    });
    expect(accountStatusReasonAt(account('b'), now)?.message).toContain('b account-restricted');
    expect(accountStatusReasonAt(account('c'), now)).toBeNull();
  });
});
