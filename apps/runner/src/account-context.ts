import {
  evolveLinkedInAccount,
  evolveSubscription,
  hasAccess,
  initialLinkedInAccountState,
  initialSubscriptionState,
  rateLimitsDecider,
  userStream,
  type LinkedInAccountState,
  type RateLimitSettings,
  type RateLimitState,
  type SubscriptionState,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';

/** Why a campaign owner's steps cannot run now, or null when they can. */
export type AccountHold = null | { readonly reason: string };

/**
 * What the runner needs to know about a campaign's owner before acting for them, from one read of
 * the user stream: the LinkedIn account to act through (the one connected now: a reconnect may bring
 * another id), whether the subscription still gives access, and the daily limits they set.
 */
export interface AccountContext {
  readonly accountId: string | null;
  readonly hold: AccountHold;
  readonly limits: RateLimitSettings;
}

export async function loadAccountContext(store: EventStore, userId: string, now: Date): Promise<AccountContext> {
  let account: LinkedInAccountState = initialLinkedInAccountState;
  let subscription: SubscriptionState = initialSubscriptionState;
  let limits: RateLimitState = rateLimitsDecider.initialState();
  // One read of the user stream per step: it holds the account, the subscription and the limits.
  for (const event of await store.readStream(userStream(userId))) {
    account = evolveLinkedInAccount(account, event);
    subscription = evolveSubscription(subscription, event);
    limits = rateLimitsDecider.evolve(limits, event);
  }
  const context = { accountId: account.accountId, limits: limits.settings };
  if (!hasAccess(subscription, now)) return { ...context, hold: { reason: 'Subscription inactive: campaigns wait until it is renewed' } };
  if (account.connection !== 'connected' || !account.accountId) {
    return { ...context, hold: { reason: 'LinkedIn account disconnected: reconnect it on the LinkedIn Account page' } };
  }
  return { ...context, hold: null };
}
