import type { LapseReason, SubscriptionStatus } from './subscription-events';
import type { SubscriptionState } from './subscription-state';

/**
 * The fields the view needs: the folded state fits, and so does a read-model row holding them,
 * so the answer is computed at read time and time alone still ends a trial.
 */
export type SubscriptionSnapshot = Pick<
  SubscriptionState,
  'plan' | 'status' | 'trialEndDate' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>;

/** A status as the user sees it: `expired` is a local trial or granted period that ran out. */
export type SubscriptionViewStatus = SubscriptionStatus | 'expired';

/** The answer of `GET /api/subscriptions/current` (spec 01 §3 "Subscription"; daysLeft is computed client-side). */
export interface SubscriptionView {
  readonly has_subscription: boolean;
  readonly subscription_status: SubscriptionViewStatus | null;
  readonly subscription: {
    readonly status: SubscriptionViewStatus;
    readonly trialEndDate: string | null;
    readonly currentPeriodEnd: string | null;
    readonly cancelAtPeriodEnd: boolean;
  } | null;
}

/**
 * The status at `now`. Time alone ends the local trial and an operator-granted period (nobody
 * acts, nothing is appended); a Stripe subscription changes only by Stripe's events.
 */
export function effectiveStatus(state: SubscriptionSnapshot, now: Date): SubscriptionViewStatus | null {
  if (state.plan === null || state.status === null) return null;
  const end = timeBoundEnd(state);
  if (end !== null && now.getTime() >= end.getTime()) return 'expired';
  return state.status;
}

export function subscriptionView(state: SubscriptionSnapshot, now: Date): SubscriptionView {
  const status = effectiveStatus(state, now);
  if (status === null) return { has_subscription: false, subscription_status: null, subscription: null };
  return {
    has_subscription: true,
    subscription_status: status,
    subscription: {
      status,
      trialEndDate: state.trialEndDate,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    },
  };
}

/** Only active and trialing allow access to features (spec 01 §4). */
export function hasAccess(state: SubscriptionSnapshot, now: Date): boolean {
  const status = effectiveStatus(state, now);
  return status === 'active' || status === 'trialing';
}

/**
 * When access will end by time alone (local trial end, end of a granted period), or null when
 * only an event can end it. A scheduler sends RecordLapse at that instant.
 */
export function lapseDueAt(state: SubscriptionState): Date | null {
  if (state.lapsedAt !== null) return null;
  return timeBoundEnd(state);
}

/** The reason to record when access is found ended without a lapse on record. */
export function lapseReason(state: SubscriptionSnapshot, now: Date): LapseReason | null {
  const status = effectiveStatus(state, now);
  switch (status) {
    case 'expired':
      return state.plan === 'trial' ? 'trial_ended' : 'period_ended';
    case 'canceled':
    case 'past_due':
    case 'unpaid':
      return status;
    default:
      return null;
  }
}

function timeBoundEnd(state: SubscriptionSnapshot): Date | null {
  if (state.plan === 'trial' && state.status === 'trialing' && state.trialEndDate) return new Date(state.trialEndDate);
  if (state.plan === 'operator' && state.status === 'active' && state.currentPeriodEnd)
    return new Date(state.currentPeriodEnd);
  return null;
}
