import { evolveByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type { Command, DomainEvent } from '../events/event';

/** How long a reset link works: an hour from the request. */
export const PASSWORD_RESET_VALID_MS = 60 * 60 * 1000;

/** How the link reached the user: mailed, or printed for the operator to hand over. */
export type PasswordResetDelivery = 'email' | 'operator';

/** A reset link was made for the user; only its token's hash is kept (the link itself is the secret). */
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; tokenHash: string; expiresAt: string; delivery: PasswordResetDelivery; occurredAt: string }
>;

/** The link was used to set a new password; it, and every link made before it, works no more. */
export type PasswordResetUsed = DomainEvent<
  'PasswordResetUsed',
  { userId: string; tokenHash: string; occurredAt: string }
>;

export type PasswordResetEvent = PasswordResetRequested | PasswordResetUsed;

export type RequestPasswordReset = Command<
  'RequestPasswordReset',
  { userId: string; tokenHash: string; delivery: PasswordResetDelivery; now: Date }
>;
export type UsePasswordReset = Command<'UsePasswordReset', { userId: string; tokenHash: string; now: Date }>;

export interface PasswordResetState {
  /** Links not used yet, by token hash, with when each stops working. */
  readonly open: ReadonlyMap<string, string>;
}

/** What a link that cannot be used says, whatever the reason (unknown, used, too old): ask again. */
export const RESET_LINK_INVALID = 'This link has expired or was already used: ask for a new one';

export const passwordResetDecider: Decider<
  PasswordResetState,
  RequestPasswordReset | UsePasswordReset,
  PasswordResetEvent
> = {
  initialState: () => ({ open: new Map() }),
  decide(command, state) {
    const { userId, tokenHash, now } = command.data;
    if (command.type === 'RequestPasswordReset') {
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            userId,
            tokenHash,
            expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MS).toISOString(),
            delivery: command.data.delivery,
            occurredAt: now.toISOString(),
          },
        },
      ];
    }
    const expiresAt = state.open.get(tokenHash);
    if (expiresAt === undefined || Date.parse(expiresAt) <= now.getTime())
      throw new DomainError(RESET_LINK_INVALID, 'RESET_LINK_INVALID', 'token');
    return [{ type: 'PasswordResetUsed', data: { userId, tokenHash, occurredAt: now.toISOString() } }];
  },
  evolve: evolveByType<PasswordResetState, PasswordResetEvent>({
    PasswordResetRequested: (state, { data: { tokenHash, expiresAt } }) => ({
      open: new Map(state.open).set(tokenHash, expiresAt),
    }),
    // A new password closes every link made so far: single use, and no older link outlives it.
    PasswordResetUsed: () => ({ open: new Map() }),
  }),
};
