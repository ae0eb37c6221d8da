import { convertSequence } from '../sequence/convert-sequence';
import { edge, node } from '../campaign/test-sequences';
import { DomainError } from '../errors';
import { evolveTarget } from '../campaign-target/target-state';
import { targetDecider } from '../campaign-target/target.decider';
import type { TargetEvent } from '../campaign-target/target-events';
import { checkCampaignSenders, MAX_CAMPAIGN_SENDERS } from './campaign-senders';
import { assignTurns, type SenderCapacity } from './sender-assignment';

const sender = (accountId: string, overrides: Partial<SenderCapacity> = {}): SenderCapacity => ({
  accountId,
  mayAct: true,
  leftToday: 20,
  leftThisWeek: 100,
  waiting: 0,
  assigned: 0,
  ...overrides,
});

describe("a sender's turn", () => {
  const turn = (accountId: string, overrides: Partial<SenderCapacity> = {}, exhausted: string[] = []) => ({
    ...sender(accountId, overrides),
    exhausted,
  });
  const waiting = (n: number, limitKey: string | null = 'profileViews') =>
    Array.from({ length: n }, (_, i) => ({ targetId: `t${i}`, limitKey }));

  it('given two free senders and ten leads waiting, when their turn comes, then each starts one, the oldest first', () => {
    expect(assignTurns(waiting(10), [turn('b'), turn('a')])).toEqual([
      { targetId: 't0', accountId: 'a' },
      { targetId: 't1', accountId: 'b' },
    ]);
  });

  it('given senders with different room left, then the one with most room today and this week goes first', () => {
    const out = assignTurns(waiting(1), [turn('a', { leftToday: 5 }), turn('b', { leftToday: 20, leftThisWeek: 8 })]);
    expect(out).toEqual([{ targetId: 't0', accountId: 'b' }]);
  });

  it('given a sender with no room, held, or whose first-step limit is used up, then it starts no lead', () => {
    const out = assignTurns(waiting(3), [
      turn('a', { leftToday: 0 }),
      turn('b', { mayAct: false }),
      turn('c', {}, ['profileViews']),
      turn('d', { leftThisWeek: 0 }),
    ]);
    expect(out).toEqual([]);
  });

  it('given a sender whose views are used up, then it starts a lead whose first step counts against another limit', () => {
    const leads = [...waiting(1), { targetId: 'm', limitKey: 'messages' }, { targetId: 'd', limitKey: null }];
    expect(assignTurns(leads, [turn('a', {}, ['profileViews'])])).toEqual([{ targetId: 'm', accountId: 'a' }]);
  });

  it('given no lead waiting, then nothing is assigned', () => {
    expect(assignTurns([], [turn('a')])).toEqual([]);
  });
});

describe("a campaign's senders", () => {
  const refused = (senders: string[]) => {
    try {
      checkCampaignSenders(senders);
      return null;
    } catch (error) {
      return error instanceof DomainError ? error.field : 'other';
    }
  };

  it('given 1 to 50 distinct ids, then they are taken', () => {
    expect(refused(['a'])).toBeNull();
    expect(refused(Array.from({ length: MAX_CAMPAIGN_SENDERS }, (_, i) => `s${i}`))).toBeNull();
  });

  it('given none, too many, a blank or a duplicate, then `senders` is refused', () => {
    expect(refused([])).toBe('senders');
    expect(refused(Array.from({ length: MAX_CAMPAIGN_SENDERS + 1 }, (_, i) => `s${i}`))).toBe('senders');
    expect(refused(['a', ' '])).toBe('senders');
    expect(refused(['a', 'b', 'a'])).toBe('senders');
  });
});

describe("a lead's sender", () => {
  const { sequence } = convertSequence(
    [node('view', 'view-profile'), node('msg', 'send-message', { message: 'Hi' })],
    [edge('view', 'msg', 0)],
    { name: 'n', newId: () => 'x' },
  );
  const ref = { campaignId: 'c1', targetId: 'c1_0' };
  const decider = targetDecider(ref, sequence, '2026-11-25T08:00:00.000Z');
  const at = new Date('2026-11-25T09:00:00Z');
  const fold = (events: TargetEvent[]) => events.reduce(evolveTarget, decider.initialState());

  it('given a lead with no sender, when it is assigned one, then TargetSenderAssigned records it', () => {
    const events = decider.decide({ type: 'AssignSender', data: { accountId: 'a', at } }, decider.initialState());
    expect(events).toEqual([
      { type: 'TargetSenderAssigned', data: { ...ref, accountId: 'a', occurredAt: at.toISOString() } },
    ]);
    expect(fold(events).accountId).toBe('a');
  });

  it('given an assigned lead, when another assignment is asked (a retry, a replay), then it keeps its sender', () => {
    const state = fold(decider.decide({ type: 'AssignSender', data: { accountId: 'a', at } }, decider.initialState()));
    expect(decider.decide({ type: 'AssignSender', data: { accountId: 'b', at } }, state)).toEqual([]);
  });

  it('given a lead not yet contacted, when an admin moves it, then the move names the admin', () => {
    const state = fold(decider.decide({ type: 'AssignSender', data: { accountId: 'a', at } }, decider.initialState()));
    const moved = decider.decide({ type: 'AssignSender', data: { accountId: 'b', movedBy: 'admin-1', at } }, state);
    expect(moved[0]).toMatchObject({ type: 'TargetSenderAssigned', data: { accountId: 'b', movedBy: 'admin-1' } });
    expect(
      fold([
        ...decider.decide({ type: 'AssignSender', data: { accountId: 'a', at } }, decider.initialState()),
        ...moved,
      ]).accountId,
    ).toBe('b');
  });

  it('given a lead already contacted, when an admin moves it, then it is refused and keeps its sender', () => {
    const state = { ...decider.initialState(), accountId: 'a', started: true };
    expect(() =>
      decider.decide({ type: 'AssignSender', data: { accountId: 'b', movedBy: 'admin-1', at } }, state),
    ).toThrow(DomainError);
  });
});
