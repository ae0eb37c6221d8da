import type { LinkedInAccountState } from './linkedin-account-state';

/** The account in the spec's LinkedIn account response (spec 01 §3). */
export interface LinkedInAccountView {
  readonly status: 'connected' | 'disconnected';
  readonly isActive: boolean;
  readonly accountId: string;
  readonly fullName: string | null;
  readonly headline: string | null;
  readonly profilePictureUrl: string | null;
  readonly email: string | null;
  readonly lastUpdated: string | null;
}

/** null when the user has no LinkedIn account. */
export function linkedInAccountView(state: LinkedInAccountState): LinkedInAccountView | null {
  if (state.connection === 'none' || state.accountId === null) return null;
  const connected = state.connection === 'connected';
  return {
    status: connected ? 'connected' : 'disconnected',
    isActive: connected,
    accountId: state.accountId,
    fullName: state.profile?.fullName ?? null,
    headline: state.profile?.headline ?? null,
    profilePictureUrl: state.profile?.profilePictureUrl ?? null,
    email: state.profile?.email ?? null,
    lastUpdated: state.lastUpdated,
  };
}

export interface LinkedInAccountRequiredError {
  readonly success: false;
  readonly errorCode: 'ACCOUNT_DISCONNECTED' | 'ACCOUNT_NOT_FOUND';
  readonly message: string;
  readonly account: LinkedInAccountView | null;
}

/**
 * What an API call that needs LinkedIn answers when the account cannot be used; null when it can.
 * The frontend treats `errorCode: ACCOUNT_DISCONNECTED` (and a message containing "LinkedIn account
 * disconnected") as a disconnection and caches the account carried here (spec 01 §4, §8).
 */
export function linkedInAccountRequiredError(state: LinkedInAccountState): LinkedInAccountRequiredError | null {
  const account = linkedInAccountView(state);
  if (account === null) {
    return { success: false, errorCode: 'ACCOUNT_NOT_FOUND', message: 'No LinkedIn account connected', account: null };
  }
  if (account.isActive) return null;
  return {
    success: false,
    errorCode: 'ACCOUNT_DISCONNECTED',
    message: 'LinkedIn account disconnected. Please reconnect to continue.',
    account,
  };
}
