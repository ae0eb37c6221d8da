import type { LinkedInAccountStatus } from './linkedin-models';

/**
 * Provider status words (account `sources[].status` and the account-status webhook's `message`,
 * unipile.md §2–3) → the product's account status. The list may grow (§9.3): an unknown word
 * counts as a provider-side error rather than a lost session, so it never forces a reconnect.
 */
const STATUS_OF: Record<string, LinkedInAccountStatus> = {
  OK: 'connected',
  CREATION_SUCCESS: 'connected',
  RECONNECTED: 'connected',
  SYNC_SUCCESS: 'connected',
  CONNECTING: 'connecting',
  CREDENTIALS: 'disconnected',
  PERMISSIONS: 'disconnected',
  ERROR: 'error',
  STOPPED: 'error',
};

export function accountStatusOf(providerStatus: string): LinkedInAccountStatus {
  return STATUS_OF[providerStatus.trim().toUpperCase()] ?? 'error';
}

/** Worst first: an account is only as usable as its least healthy source. */
const SEVERITY: LinkedInAccountStatus[] = ['disconnected', 'error', 'connecting', 'connected'];

/** The provider status word of the least healthy source; `UNKNOWN` when there are none. */
export function worstSourceStatus(statuses: string[]): string {
  if (statuses.length === 0) return 'UNKNOWN';
  return [...statuses].sort((a, b) => SEVERITY.indexOf(accountStatusOf(a)) - SEVERITY.indexOf(accountStatusOf(b)))[0];
}
