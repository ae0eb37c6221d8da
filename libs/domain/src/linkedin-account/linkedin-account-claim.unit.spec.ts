import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import { linkedInAccountClaimDecider, type LinkedInAccountClaimCommand } from './linkedin-account-claim';

const now = new Date('2026-11-22T10:00:00.000Z');
const given = (...events: DomainEvent[]) => events.reduce(linkedInAccountClaimDecider.evolve, linkedInAccountClaimDecider.initialState());
const when = (history: DomainEvent[], command: LinkedInAccountClaimCommand) => linkedInAccountClaimDecider.decide(command, given(...history));
const claim = (userId: string): LinkedInAccountClaimCommand => ({ type: 'ClaimLinkedInAccount', data: { accountId: 'acc_1', userId, now } });
const release = (userId: string): LinkedInAccountClaimCommand => ({ type: 'ReleaseLinkedInAccount', data: { accountId: 'acc_1', userId, now } });
const claimed = (userId: string): DomainEvent => ({ type: 'LinkedInAccountClaimed', data: { accountId: 'acc_1', userId, claimedAt: now.toISOString() } });
const released = (userId: string): DomainEvent => ({ type: 'LinkedInAccountReleased', data: { accountId: 'acc_1', userId, releasedAt: now.toISOString() } });

describe('LinkedIn account claims', () => {
  it('given a free account, when a user claims it, then it is theirs', () => {
    expect(when([], claim('alice'))).toEqual([claimed('alice')]);
  });

  it('given an account Alice holds, when she claims it again, then nothing is recorded', () => {
    expect(when([claimed('alice')], claim('alice'))).toEqual([]);
  });

  it('given an account Alice holds, when Bob claims it, then he is refused naming accountId', () => {
    expect(() => when([claimed('alice')], claim('bob'))).toThrow(expect.objectContaining({ code: 'ACCOUNT_OWNED_BY_ANOTHER_USER', field: 'accountId' }));
    expect(() => when([claimed('alice')], claim('bob'))).toThrow(DomainError);
  });

  it('given an account Alice holds, when Bob releases it, then nothing changes', () => {
    expect(when([claimed('alice')], release('bob'))).toEqual([]);
  });

  it('given an account Alice released, when Bob claims it, then it is his', () => {
    expect(when([claimed('alice')], release('alice'))).toEqual([released('alice')]);
    expect(when([claimed('alice'), released('alice')], claim('bob'))).toEqual([claimed('bob')]);
  });
});
