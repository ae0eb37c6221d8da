import type { SubscriptionView as SubscriptionContract } from '@outflow/api-contract';

/**
 * A subscription answer as the banner and the access guard read it: statuses as plain strings, so
 * a status this build does not know still reads (as inactive) instead of failing.
 */
export type SubscriptionAnswer = Omit<SubscriptionContract, 'subscription_status' | 'subscription'> & {
  subscription_status: string | null;
  subscription: (Omit<NonNullable<SubscriptionContract['subscription']>, 'status'> & { status: string }) | null;
};

export type SubscriptionView =
  | { kind: 'trialing'; daysLeft: number }
  | { kind: 'active'; renewsOn: Date | null; cancelsAtPeriodEnd: boolean }
  | { kind: 'inactive'; status: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

function localMidnight(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from today until the trial's last day (0 when it ends today or has ended). */
export function trialDaysLeft(trialEndDate: string | null | undefined, now: Date): number {
  if (!trialEndDate) return 0;
  const end = new Date(trialEndDate);
  if (Number.isNaN(end.getTime())) return 0;
  return Math.max(0, Math.round((localMidnight(end) - localMidnight(now)) / DAY_MS));
}

export function trialDaysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return 'Your trial ends today.';
  return `Your trial ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}.`;
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What the /team banner shows for a subscription answer (spec 01 §4 "Subscription"). */
export function subscriptionView(response: SubscriptionAnswer, now: Date): SubscriptionView {
  const subscription = response.subscription;
  const status = subscription?.status ?? response.subscription_status ?? null;
  if (subscription && status === 'trialing') {
    return { kind: 'trialing', daysLeft: trialDaysLeft(subscription.trialEndDate, now) };
  }
  if (subscription && status === 'active') {
    return {
      kind: 'active',
      renewsOn: parseDate(subscription.currentPeriodEnd),
      cancelsAtPeriodEnd: subscription.cancelAtPeriodEnd === true,
    };
  }
  return { kind: 'inactive', status };
}
