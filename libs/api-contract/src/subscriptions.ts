import type { SubscriptionView, SubscriptionViewStatus } from '@outflow/domain';

export type { SubscriptionView, SubscriptionViewStatus };

/** `GET /api/subscriptions/current`: the subscription, and whether this server takes payments. */
export type CurrentSubscription = SubscriptionView & { readonly billing: { readonly configured: boolean } };

/** `POST /api/subscriptions/create-trial`. */
export type TrialStarted = { readonly success: true } & SubscriptionView;

/** `POST /api/subscriptions/create-checkout-session` and `create-portal-session`: where to send the browser. */
export interface BillingRedirect {
  readonly url: string;
}
