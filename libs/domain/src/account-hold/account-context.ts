import type { DeferralReason } from '../campaign-target/target-events';
import type { LinkedInAccountState } from '../linkedin-account/linkedin-account-state';
import type { RateLimitSettings } from '../rate-limits/limits';
import type { RateLimitState } from '../rate-limits/rate-limits';
import type { ScheduleSettings } from '../schedule/schedule-settings';
import { scheduleOf, type ScheduleState } from '../schedule/schedule.decider';
import { effectiveLimits, warmUpOn, type WarmUp } from '../schedule/warm-up';
import type { SubscriptionState } from '../subscription/subscription-state';
import { hasAccess } from '../subscription/subscription-view';
import { activeHold, type AccountHoldState } from './account-hold';

/** Why an account's LinkedIn steps cannot run now, or null when they can. */
export type CurrentHold = null | {
  readonly code: DeferralReason;
  readonly reason: string;
  readonly until: Date | null;
};

/**
 * What the runner needs to know about an account before acting for it, from one read of its
 * owner's stream: the LinkedIn account to act through (the one connected now: a reconnect may bring
 * another id), whether it may act (subscription, connection, restriction), its schedule, and the
 * limits in force today (the user's, ramped by warm-up for a new account).
 */
export interface AccountContext {
  readonly accountId: string | null;
  /** When the account's current connection began: a later time than last read means it reconnected. */
  readonly connectedAt: string | null;
  readonly hold: CurrentHold;
  readonly schedule: ScheduleSettings;
  readonly settings: RateLimitSettings;
  readonly warmUp: WarmUp;
  readonly limits: RateLimitSettings;
  /** The holds recorded on the owner's stream (the scheduler ends the ones whose time has passed). */
  readonly recordedHolds: AccountHoldState;
}

/** The owner's stream as the runner folds it: every decider it consults, in one read. */
export interface UserStreamState {
  readonly account: LinkedInAccountState;
  readonly subscription: SubscriptionState;
  readonly limits: RateLimitState;
  readonly schedule: ScheduleState;
  readonly holds: AccountHoldState;
}

export function accountContextOf(user: UserStreamState, now: Date): AccountContext {
  const schedule = scheduleOf(user.schedule);
  const warmUp = warmUpOn(user.account.firstConnectedAt, now, schedule.timeZone, schedule.warmUp.enabled);
  const settings = user.limits.settings;
  const base = {
    accountId: user.account.accountId,
    connectedAt: user.account.connectedAt,
    schedule,
    settings,
    warmUp,
    limits: effectiveLimits(settings, warmUp),
    recordedHolds: user.holds,
  };
  if (!hasAccess(user.subscription, now)) {
    const reason = 'Subscription inactive: campaigns wait until it is renewed';
    return { ...base, hold: { code: 'subscription-inactive', reason, until: null } };
  }
  if (user.account.connection !== 'connected' || !user.account.accountId) {
    const reason = 'LinkedIn account disconnected: reconnect it on the LinkedIn Account page';
    return { ...base, hold: { code: 'account-disconnected', reason, until: null } };
  }
  const restricted = activeHold(user.holds, 'account-restricted', user.account.accountId, now);
  if (restricted) {
    const until = restricted.until ? new Date(restricted.until) : null;
    return { ...base, hold: { code: 'account-restricted', reason: restricted.reason, until } };
  }
  return { ...base, hold: null };
}
