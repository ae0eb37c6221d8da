import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';

/**
 * Subscription events live on the user stream (`userStream(userId)`). Dates are ISO strings.
 * Only a verified Stripe webhook (ApplyStripeEvent) or the operator command (GrantPaidPeriod)
 * produces SubscriptionActivated: there is no other way into a paid state.
 */

/** What Stripe or the operator can put a subscription in; `expired` exists only in the view. */
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled';

export type SubscriptionSource = 'stripe' | 'operator';

/** Why access ended; `period_ended` is an operator-granted period that ran out. */
export type LapseReason = 'trial_ended' | 'period_ended' | 'canceled' | 'past_due' | 'unpaid';

/** `trialEndDate` is kept: when the trial will end, not when it started (`occurredAt`). */
export type TrialStarted = DomainEvent<'TrialStarted', { occurredAt: string; trialEndDate: string }>;

export type StripeCustomerAssigned = DomainEvent<'StripeCustomerAssigned', { customerId: string; occurredAt: string }>;

/** A checkout finished; access follows only from the subscription events Stripe sends with it. */
export type StripeCheckoutCompleted = DomainEvent<
  'StripeCheckoutCompleted',
  { checkoutSessionId: string; stripeSubscriptionId: string | null; occurredAt: string }
>;

/** `currentPeriodEnd` and `trialEndDate` are kept: Stripe's (or the grant's) moments to come, not the event's own. */
export type SubscriptionActivated = DomainEvent<
  'SubscriptionActivated',
  {
    source: SubscriptionSource;
    stripeSubscriptionId?: string;
    /** `trialing` only when Stripe itself runs a trial on the paid subscription. */
    status: 'active' | 'trialing';
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    trialEndDate?: string | null;
    /** Operator grants only: the number of days granted. */
    days?: number;
    occurredAt: string;
  }
>;

/** `currentPeriodEnd` and `trialEndDate` are kept, as in SubscriptionActivated. */
export type SubscriptionUpdated = DomainEvent<
  'SubscriptionUpdated',
  {
    stripeSubscriptionId: string;
    status: SubscriptionStatus;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    trialEndDate?: string | null;
    occurredAt: string;
  }
>;

export type SubscriptionPaymentFailed = DomainEvent<
  'SubscriptionPaymentFailed',
  { stripeSubscriptionId: string; invoiceId: string; attemptCount: number; occurredAt: string }
>;

export type SubscriptionCanceled = DomainEvent<
  'SubscriptionCanceled',
  { stripeSubscriptionId: string; occurredAt: string }
>;

/** Access ended. The campaign runner acts on this one (pauses the user's campaigns). */
export type SubscriptionLapsed = DomainEvent<'SubscriptionLapsed', { reason: LapseReason; occurredAt: string }>;

/** Dedup of Stripe deliveries is state of the stream: an id seen here is never applied again. */
export type StripeEventApplied = DomainEvent<
  'StripeEventApplied',
  { eventId: string; eventType: string; occurredAt: string }
>;

export type SubscriptionEvent =
  | TrialStarted
  | StripeCustomerAssigned
  | StripeCheckoutCompleted
  | SubscriptionActivated
  | SubscriptionUpdated
  | SubscriptionPaymentFailed
  | SubscriptionCanceled
  | SubscriptionLapsed
  | StripeEventApplied;

export const SUBSCRIPTION_EVENT_TYPES = eventTypesOf({
  TrialStarted: true,
  StripeCustomerAssigned: true,
  StripeCheckoutCompleted: true,
  SubscriptionActivated: true,
  SubscriptionUpdated: true,
  SubscriptionPaymentFailed: true,
  SubscriptionCanceled: true,
  SubscriptionLapsed: true,
  StripeEventApplied: true,
} satisfies Record<SubscriptionEvent['type'], true>);

export const isSubscriptionEvent = (event: DomainEvent): event is SubscriptionEvent =>
  (SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(event.type);
