import {
  evolveLinkedInAccount,
  evolveSubscription,
  hasAccess,
  initialLinkedInAccountState,
  initialSubscriptionState,
  userStream,
  type LinkedInAccountState,
  type SubscriptionState,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';

/** Why a campaign owner's steps cannot run now, or null when they can. */
export type AccountHold = null | { readonly reason: string };

/**
 * What the runner needs to know about a campaign's owner before acting for them, read from the
 * user stream: the LinkedIn account to act through (the one connected now: a reconnect may bring
 * another id) and whether the subscription still gives access.
 */
export async function loadAccountContext(store: EventStore, userId: string, now: Date): Promise<{ accountId: string | null; hold: AccountHold }> {
  let account: LinkedInAccountState = initialLinkedInAccountState;
  let subscription: SubscriptionState = initialSubscriptionState;
  for (const event of await store.readStream(userStream(userId))) {
    account = evolveLinkedInAccount(account, event);
    subscription = evolveSubscription(subscription, event);
  }
  if (!hasAccess(subscription, now)) return { accountId: account.accountId, hold: { reason: 'Subscription inactive: campaigns wait until it is renewed' } };
  if (account.connection !== 'connected' || !account.accountId) {
    return { accountId: account.accountId, hold: { reason: 'LinkedIn account disconnected: reconnect it on the LinkedIn Account page' } };
  }
  return { accountId: account.accountId, hold: null };
}
