import type { ApplyStripeEvent, StripeSubscriptionChange } from './subscription-commands';
import type { SubscriptionEvent, SubscriptionStatus } from './subscription-events';
import type { SubscriptionState } from './subscription-state';

const grantsAccess = (status: SubscriptionStatus | null): boolean => status === 'active' || status === 'trialing';

/**
 * Turns one verified Stripe event into subscription events. Stripe delivers at least once and in
 * no fixed order, so: an event id already applied yields nothing; an older state change than the
 * one applied is only marked applied; events about a deleted subscription change nothing.
 */
export function decideApplyStripeEvent(command: ApplyStripeEvent, state: SubscriptionState): SubscriptionEvent[] {
  const { eventId, eventType, occurredAt, change } = command.data;
  if (state.appliedStripeEventIds.has(eventId)) return [];
  return [
    ...customerEvents(change.customerId, occurredAt, state),
    ...changeEvents(change, occurredAt, state),
    { type: 'StripeEventApplied', data: { eventId, eventType, occurredAt } },
  ];
}

/** The first customer Stripe reports for the user is theirs (normally already assigned at checkout). */
function customerEvents(customerId: string | null, at: string, state: SubscriptionState): SubscriptionEvent[] {
  if (!customerId || state.stripeCustomerId) return [];
  return [{ type: 'StripeCustomerAssigned', data: { customerId, occurredAt: at } }];
}

function changeEvents(change: StripeSubscriptionChange, at: string, state: SubscriptionState): SubscriptionEvent[] {
  if (change.kind === 'checkout_completed') {
    return [
      {
        type: 'StripeCheckoutCompleted',
        data: {
          checkoutSessionId: change.checkoutSessionId,
          stripeSubscriptionId: change.subscriptionId,
          occurredAt: at,
        },
      },
    ];
  }
  if (state.endedStripeSubscriptionIds.includes(change.subscriptionId)) return [];
  const isCurrent = state.plan === 'stripe' && state.stripeSubscriptionId === change.subscriptionId;
  const isStale = isCurrent && state.stripeSyncedAt !== null && at < state.stripeSyncedAt;

  switch (change.kind) {
    case 'subscription_deleted':
      return canceled(change.subscriptionId, change.endedAt, isCurrent, state);
    case 'payment_failed': {
      if (!isCurrent) return [];
      const failed: SubscriptionEvent = {
        type: 'SubscriptionPaymentFailed',
        data: {
          stripeSubscriptionId: change.subscriptionId,
          invoiceId: change.invoiceId,
          attemptCount: change.attemptCount,
          occurredAt: at,
        },
      };
      // Stripe moves the subscription to past_due on a failed renewal; the update may arrive later.
      if (isStale || !grantsAccess(state.status)) return [failed];
      return [
        failed,
        updated(
          change.subscriptionId,
          'past_due',
          state.currentPeriodEnd ?? at,
          state.cancelAtPeriodEnd,
          state.trialEndDate,
          at,
        ),
        lapsed('past_due', at),
      ];
    }
    case 'subscription_changed': {
      const { subscriptionId, status, currentPeriodEnd, cancelAtPeriodEnd, trialEndDate } = change;
      if (status === 'incomplete' || isStale) return [];
      if (!isCurrent) {
        // A subscription that never gave access ends nothing (the trial keeps running).
        if (!grantsAccess(status)) return [];
        return [
          {
            type: 'SubscriptionActivated',
            data: {
              source: 'stripe',
              stripeSubscriptionId: subscriptionId,
              status: status as 'active' | 'trialing',
              currentPeriodEnd,
              cancelAtPeriodEnd,
              trialEndDate,
              occurredAt: at,
            },
          },
        ];
      }
      if (status === 'canceled') return canceled(subscriptionId, at, true, state);
      const same =
        state.status === status &&
        state.currentPeriodEnd === currentPeriodEnd &&
        state.cancelAtPeriodEnd === cancelAtPeriodEnd &&
        state.trialEndDate === trialEndDate;
      if (same) return [];
      const events: SubscriptionEvent[] = [
        updated(subscriptionId, status, currentPeriodEnd, cancelAtPeriodEnd, trialEndDate, at),
      ];
      if (grantsAccess(state.status) && !grantsAccess(status)) events.push(lapsed(status as 'past_due' | 'unpaid', at));
      return events;
    }
  }
}

function canceled(
  subscriptionId: string,
  at: string,
  isCurrent: boolean,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const events: SubscriptionEvent[] = [
    { type: 'SubscriptionCanceled', data: { stripeSubscriptionId: subscriptionId, occurredAt: at } },
  ];
  if (isCurrent && grantsAccess(state.status)) events.push(lapsed('canceled', at));
  return events;
}

function updated(
  stripeSubscriptionId: string,
  status: SubscriptionStatus,
  currentPeriodEnd: string,
  cancelAtPeriodEnd: boolean,
  trialEndDate: string | null,
  at: string,
): SubscriptionEvent {
  return {
    type: 'SubscriptionUpdated',
    data: { stripeSubscriptionId, status, currentPeriodEnd, cancelAtPeriodEnd, trialEndDate, occurredAt: at },
  };
}

function lapsed(reason: 'canceled' | 'past_due' | 'unpaid', at: string): SubscriptionEvent {
  return { type: 'SubscriptionLapsed', data: { reason, occurredAt: at } };
}
