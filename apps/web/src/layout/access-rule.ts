import type { SubscriptionAnswer } from '../linkedin-account/subscription-view';

export const LINKEDIN_REQUIRED_TOAST = 'Please connect your LinkedIn account first to access this feature';
export const SUBSCRIPTION_EXPIRED_TOAST = 'Your subscription has expired. Please renew to continue.';
export const SUBSCRIPTION_REQUIRED_TOAST = 'Please start a free trial or subscribe to access this feature';

/** /team, /account, /workspace and the support console stay reachable whatever the LinkedIn and subscription state. */
export function isUngatedPath(path: string): boolean {
  return ['/team', '/account', '/support', '/workspace'].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

export function subscriptionStatus(subscription: SubscriptionAnswer | null | undefined): string | null {
  return subscription?.subscription?.status ?? subscription?.subscription_status ?? null;
}

/** Only active and trialing subscriptions open the features (spec 01 §4). */
export function subscriptionAllowsAccess(subscription: SubscriptionAnswer | null | undefined): boolean {
  const status = subscriptionStatus(subscription);
  return status === 'active' || status === 'trialing';
}

/** What support staff see: the support console and their own account page (support is a staff role). */
export function isSupportStaffPath(path: string): boolean {
  return ['/support', '/account'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  /** `message` is the toast; none for a first run, which /team's checklist explains instead. */
  | { kind: 'redirect'; to: '/team' | '/support'; message: string | null };

export interface AccessFacts {
  path: string;
  linkedInConnected: boolean | null;
  /** No LinkedIn account was ever connected: a new user, sent to the first-run checklist without a red toast. */
  firstRun?: boolean;
  /** undefined while loading, null when the call failed. */
  subscription: SubscriptionAnswer | null | undefined;
  /** The user is support staff; null while the roles load. */
  support?: boolean | null;
}

/**
 * The access guard of spec 01 §2: LinkedIn first, then the subscription. Support staff need
 * neither: they see the support console and their account page, nothing else (no trial, no
 * first-run checklist, no Connect LinkedIn).
 */
export function decideAccess({
  path,
  linkedInConnected,
  firstRun = false,
  subscription,
  support = false,
}: AccessFacts): AccessDecision {
  if (support === null) return { kind: 'wait' };
  if (support)
    return isSupportStaffPath(path) ? { kind: 'allow' } : { kind: 'redirect', to: '/support', message: null };
  if (isUngatedPath(path)) return { kind: 'allow' };
  if (linkedInConnected === null) return { kind: 'wait' };
  if (!linkedInConnected) return { kind: 'redirect', to: '/team', message: firstRun ? null : LINKEDIN_REQUIRED_TOAST };
  if (subscription === undefined) return { kind: 'wait' };
  if (subscriptionAllowsAccess(subscription)) return { kind: 'allow' };
  const message =
    subscriptionStatus(subscription) === 'canceled' ? SUBSCRIPTION_EXPIRED_TOAST : SUBSCRIPTION_REQUIRED_TOAST;
  return { kind: 'redirect', to: '/team', message };
}
