import type { Command } from '../events/event';
import type { SubscriptionStatus } from './subscription-events';

export type StartTrial = Command<'StartTrial', { now: Date }>;

export type AssignStripeCustomer = Command<'AssignStripeCustomer', { customerId: string; now: Date }>;

/** Operator command (`npm run billing -- grant <email> <days>`): a paid period without Stripe. */
export type GrantPaidPeriod = Command<'GrantPaidPeriod', { days: number; now: Date }>;

/** Records the end of access that time alone caused (trial or granted period over); no-op otherwise. */
export type RecordLapse = Command<'RecordLapse', { now: Date }>;

/**
 * What one verified Stripe event says about the user's subscription, already reduced to the
 * fields the domain needs (see `stripeEventToCommand` in @outflow/billing). `status` is Stripe's,
 * mapped: `incomplete` means the first payment has not gone through yet (no access, no change).
 */
export type StripeSubscriptionChange =
  | { kind: 'checkout_completed'; checkoutSessionId: string; customerId: string | null; subscriptionId: string | null }
  | {
      kind: 'subscription_changed';
      subscriptionId: string;
      customerId: string | null;
      status: SubscriptionStatus | 'incomplete';
      currentPeriodEnd: string;
      cancelAtPeriodEnd: boolean;
      trialEndDate: string | null;
    }
  | { kind: 'subscription_deleted'; subscriptionId: string; customerId: string | null; endedAt: string }
  | {
      kind: 'payment_failed';
      subscriptionId: string;
      customerId: string | null;
      invoiceId: string;
      attemptCount: number;
    };

export type ApplyStripeEvent = Command<
  'ApplyStripeEvent',
  {
    /** Stripe's event id (`evt_...`): the dedup key. */
    eventId: string;
    eventType: string;
    /** Stripe's `created`, as ISO: orders deliveries that arrive out of order. */
    occurredAt: string;
    change: StripeSubscriptionChange;
  }
>;

export type SubscriptionCommand = StartTrial | AssignStripeCustomer | GrantPaidPeriod | RecordLapse | ApplyStripeEvent;
