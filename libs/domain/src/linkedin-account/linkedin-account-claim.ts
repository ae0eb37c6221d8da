import { evolveByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type { Command, DomainEvent } from '../events/event';

/**
 * One LinkedIn account, one owner: claims live on the account's own stream
 * (`linkedInAccountClaimStream`), appended at its expected version, so of two users claiming the
 * same account at once the second is refused, whatever the read models show yet.
 */
export type LinkedInAccountClaimed = DomainEvent<
  'LinkedInAccountClaimed',
  { accountId: string; userId: string; occurredAt: string }
>;

export type LinkedInAccountReleased = DomainEvent<
  'LinkedInAccountReleased',
  { accountId: string; userId: string; occurredAt: string }
>;

export type LinkedInAccountClaimEvent = LinkedInAccountClaimed | LinkedInAccountReleased;

export type ClaimLinkedInAccount = Command<'ClaimLinkedInAccount', { accountId: string; userId: string; now: Date }>;

/** Disconnecting or replacing the account frees it for anyone. */
export type ReleaseLinkedInAccount = Command<
  'ReleaseLinkedInAccount',
  { accountId: string; userId: string; now: Date }
>;

export type LinkedInAccountClaimCommand = ClaimLinkedInAccount | ReleaseLinkedInAccount;

export interface LinkedInAccountClaim {
  readonly owner: string | null;
}

function accountOwnedByAnotherUser(): DomainError {
  return new DomainError(
    'This LinkedIn account is connected to another user',
    'ACCOUNT_OWNED_BY_ANOTHER_USER',
    'accountId',
  );
}

export const linkedInAccountClaimDecider: Decider<
  LinkedInAccountClaim,
  LinkedInAccountClaimCommand,
  LinkedInAccountClaimEvent
> = {
  initialState: () => ({ owner: null }),
  decide(command, state) {
    const { accountId, userId, now } = command.data;
    if (command.type === 'ClaimLinkedInAccount') {
      if (state.owner === userId) return [];
      if (state.owner !== null) throw accountOwnedByAnotherUser();
      return [{ type: 'LinkedInAccountClaimed', data: { accountId, userId, occurredAt: now.toISOString() } }];
    }
    // Only the owner's release frees it; anyone else's changes nothing.
    if (state.owner !== userId) return [];
    return [{ type: 'LinkedInAccountReleased', data: { accountId, userId, occurredAt: now.toISOString() } }];
  },
  evolve: evolveByType<LinkedInAccountClaim, LinkedInAccountClaimEvent>({
    LinkedInAccountClaimed: (_, { data }) => ({ owner: data.userId }),
    LinkedInAccountReleased: () => ({ owner: null }),
  }),
};
