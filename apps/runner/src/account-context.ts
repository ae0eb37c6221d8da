import {
  accountHoldDecider,
  activeHold,
  effectiveLimits,
  evolveLinkedInAccount,
  evolveSubscription,
  hasAccess,
  initialLinkedInAccountState,
  initialSubscriptionState,
  rateLimitsDecider,
  scheduleDecider,
  scheduleOf,
  userStream,
  warmUpOn,
  type AccountHoldState,
  type DeferralReason,
  type LinkedInAccountState,
  type RateLimitSettings,
  type RateLimitState,
  type ScheduleSettings,
  type ScheduleState,
  type SubscriptionState,
  type WarmUp,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';

/** Why a campaign owner's LinkedIn steps cannot run now, or null when they can. */
export type AccountHold = null | { readonly code: DeferralReason; readonly reason: string; readonly until: Date | null };

/**
 * What the runner needs to know about a campaign's owner before acting for them, from one read of
 * the user stream: the LinkedIn account to act through (the one connected now: a reconnect may bring
 * another id), whether it may act (subscription, connection, restriction), its schedule, and the
 * limits in force today (the user's, ramped by warm-up for a new account).
 */
export interface AccountContext {
  readonly accountId: string | null;
  readonly hold: AccountHold;
  readonly schedule: ScheduleSettings;
  readonly settings: RateLimitSettings;
  readonly warmUp: WarmUp;
  readonly limits: RateLimitSettings;
}

export interface UserStreamState {
  readonly account: LinkedInAccountState;
  readonly subscription: SubscriptionState;
  readonly limits: RateLimitState;
  readonly schedule: ScheduleState;
  readonly holds: AccountHoldState;
}

export async function loadUserState(store: EventStore, userId: string): Promise<UserStreamState> {
  let state: UserStreamState = {
    account: initialLinkedInAccountState,
    subscription: initialSubscriptionState,
    limits: rateLimitsDecider.initialState(),
    schedule: scheduleDecider.initialState(),
    holds: accountHoldDecider.initialState(),
  };
  // One read of the user stream per step: it holds every decider the runner consults.
  for (const event of await store.readStream(userStream(userId))) {
    state = {
      account: evolveLinkedInAccount(state.account, event),
      subscription: evolveSubscription(state.subscription, event),
      limits: rateLimitsDecider.evolve(state.limits, event),
      schedule: scheduleDecider.evolve(state.schedule, event),
      holds: accountHoldDecider.evolve(state.holds, event),
    };
  }
  return state;
}

export function accountContextOf(user: UserStreamState, now: Date): AccountContext {
  const schedule = scheduleOf(user.schedule);
  const warmUp = warmUpOn(user.account.firstConnectedAt, now, schedule.timeZone, schedule.warmUp.enabled);
  const settings = user.limits.settings;
  const base = { accountId: user.account.accountId, schedule, settings, warmUp, limits: effectiveLimits(settings, warmUp) };
  if (!hasAccess(user.subscription, now)) {
    return { ...base, hold: { code: 'subscription-inactive', reason: 'Subscription inactive: campaigns wait until it is renewed', until: null } };
  }
  if (user.account.connection !== 'connected' || !user.account.accountId) {
    return { ...base, hold: { code: 'account-disconnected', reason: 'LinkedIn account disconnected: reconnect it on the LinkedIn Account page', until: null } };
  }
  const restricted = activeHold(user.holds, 'account-restricted', user.account.accountId, now);
  if (restricted) return { ...base, hold: { code: 'account-restricted', reason: restricted.reason, until: restricted.until ? new Date(restricted.until) : null } };
  return { ...base, hold: null };
}

export async function loadAccountContext(store: EventStore, userId: string, now: Date): Promise<AccountContext> {
  return accountContextOf(await loadUserState(store, userId), now);
}
