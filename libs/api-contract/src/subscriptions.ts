import type { SubscriptionView, SubscriptionViewStatus } from '@outflow/domain';

export type { SubscriptionView, SubscriptionViewStatus };

/**
 * `GET /api/subscriptions/current`: the subscription, whether this server takes payments, and the
 * server clock's time (`now`): the trial's days left and other countdowns count from it, not from
 * the browser's clock (which may differ, and does when the sandbox's clock is sped up).
 */
export type CurrentSubscription = SubscriptionView & {
  readonly billing: { readonly configured: boolean };
  readonly now: string;
};

/** `POST /api/subscriptions/create-trial`. */
export type TrialStarted = { readonly success: true } & SubscriptionView;

/** `POST /api/subscriptions/create-checkout-session` and `create-portal-session`: where to send the browser. */
export interface BillingRedirect {
  readonly url: string;
}
