import { evolveByType, type Decider } from '../decider';
import type { Command, DomainEvent } from '../events/event';

/**
 * Signing out revokes every token issued before: local tokens carry the version they were issued
 * at (claim `tv`) and are refused once it is behind; an identity provider's tokens, which carry no
 * version of ours, are refused when they were issued before `at`. On the user stream.
 */
export type UserSignedOut = DomainEvent<'UserSignedOut', { userId: string; tokenVersion: number; occurredAt: string }>;

export type SignOut = Command<'SignOut', { userId: string; now: Date }>;

export interface SessionState {
  /** The version new tokens are issued at; 0 until the first sign-out. */
  readonly tokenVersion: number;
  readonly signedOutAt: string | null;
}

export const sessionDecider: Decider<SessionState, SignOut, UserSignedOut> = {
  initialState: () => ({ tokenVersion: 0, signedOutAt: null }),
  decide(command, state) {
    const { userId, now } = command.data;
    return [
      { type: 'UserSignedOut', data: { userId, tokenVersion: state.tokenVersion + 1, occurredAt: now.toISOString() } },
    ];
  },
  evolve: evolveByType<SessionState, UserSignedOut>({
    UserSignedOut: (_, { data: { tokenVersion, occurredAt: at } }) => ({ tokenVersion, signedOutAt: at }),
  }),
};

/** What a token says about when it was made: the version it carries (local) or its issue time in seconds (any). */
export interface TokenIssue {
  readonly tokenVersion?: number;
  readonly issuedAt?: number;
}

/** True when a sign-out since the token was issued revoked it. */
export function isTokenRevoked(token: TokenIssue, session: SessionState): boolean {
  if (session.tokenVersion === 0) return false;
  if (token.tokenVersion !== undefined) return token.tokenVersion < session.tokenVersion;
  // No version of ours (an identity provider's token): issued in or before the second of the sign-out.
  if (token.issuedAt === undefined || session.signedOutAt === null) return false;
  return token.issuedAt <= Math.floor(Date.parse(session.signedOutAt) / 1000);
}
