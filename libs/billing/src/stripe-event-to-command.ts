import type { ApplyStripeEvent, StripeSubscriptionChange, SubscriptionStatus } from '@outflow/domain';
import type Stripe from 'stripe';

/**
 * A verified Stripe event as the domain command for one user. `userId` comes from what we set at
 * checkout (`client_reference_id`, or the `userId` metadata copied onto the subscription and its
 * invoices); when it is absent, resolve the user by `customerId` (StripeCustomerAssigned).
 */
export interface StripeEventTranslation {
  readonly userId: string | null;
  readonly customerId: string | null;
  readonly command: ApplyStripeEvent;
}

/**
 * Acts on five event types (checkout.session.completed, customer.subscription.created, .updated and
 * .deleted, invoice.payment_failed); every other type translates to null (acknowledge and ignore).
 */
export function stripeEventToCommand(event: Stripe.Event): StripeEventTranslation | null {
  const translated = translate(event);
  if (!translated) return null;
  const { userId, change } = translated;
  return {
    userId: userId || null,
    customerId: change.customerId,
    command: {
      type: 'ApplyStripeEvent',
      data: { eventId: event.id, eventType: event.type, occurredAt: isoFromUnix(event.created), change },
    },
  };
}

function translate(
  event: Stripe.Event,
): { userId: string | null | undefined; change: StripeSubscriptionChange } | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      return {
        userId: session.client_reference_id ?? session.metadata?.userId,
        change: {
          kind: 'checkout_completed',
          checkoutSessionId: session.id,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      return {
        userId: sub.metadata?.userId,
        change: {
          kind: 'subscription_changed',
          subscriptionId: sub.id,
          customerId: idOf(sub.customer),
          status: mapSubscriptionStatus(sub.status),
          currentPeriodEnd: isoFromUnix(currentPeriodEnd(sub) ?? event.created),
          // The portal may cancel by setting `cancel_at` instead of the flag; both mean it will end.
          cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at != null,
          trialEndDate: sub.status === 'trialing' && sub.trial_end ? isoFromUnix(sub.trial_end) : null,
        },
      };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return {
        userId: sub.metadata?.userId,
        change: {
          kind: 'subscription_deleted',
          subscriptionId: sub.id,
          customerId: idOf(sub.customer),
          endedAt: isoFromUnix(sub.ended_at ?? event.created),
        },
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription ?? legacy(invoice, 'subscription'));
      // A one-off invoice is not about the subscription.
      if (!subscriptionId || !invoice.id) return null;
      return {
        userId: details?.metadata?.userId,
        change: {
          kind: 'payment_failed',
          subscriptionId,
          customerId: idOf(invoice.customer),
          invoiceId: invoice.id,
          attemptCount: invoice.attempt_count,
        },
      };
    }
    default:
      return null;
  }
}

/**
 * Stripe's statuses onto ours: `incomplete*` never gave access (the first payment did not go
 * through); `paused` (a trial ended without a payment method) stops access like `unpaid`.
 */
export function mapSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus | 'incomplete' {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'unpaid':
    case 'canceled':
      return status as SubscriptionStatus;
    case 'paused':
      return 'unpaid';
    default:
      return 'incomplete';
  }
}

/** Since API version 2025-03-31 the period lives on the items; older payloads had it on the subscription. */
function currentPeriodEnd(sub: Stripe.Subscription): number | null {
  const ends = (sub.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((n): n is number => typeof n === 'number');
  if (ends.length > 0) return Math.max(...ends);
  const old = legacy(sub, 'current_period_end');
  return typeof old === 'number' ? old : null;
}

function legacy(object: object, field: string): unknown {
  return (object as Record<string, unknown>)[field];
}

function idOf(ref: unknown): string | null {
  if (typeof ref === 'string') return ref;
  if (ref && typeof ref === 'object' && typeof (ref as { id?: unknown }).id === 'string')
    return (ref as { id: string }).id;
  return null;
}

const isoFromUnix = (seconds: number): string => new Date(seconds * 1000).toISOString();
