import type { DomainEvent } from '../events/event';
import { isSubscriptionEvent, type SubscriptionSource, type SubscriptionStatus } from './subscription-events';

/** Which plan the user is on: the local trial, a Stripe subscription, or an operator grant. */
export type SubscriptionPlan = 'trial' | SubscriptionSource;

export interface SubscriptionState {
  readonly plan: SubscriptionPlan | null;
  readonly status: SubscriptionStatus | null;
  readonly trialUsed: boolean;
  /** A paid plan (Stripe or operator) existed at some point. */
  readonly everPaid: boolean;
  readonly trialEndDate: string | null;
  readonly currentPeriodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly stripeCustomerId: string | null;
  readonly stripeSubscriptionId: string | null;
  /** Stripe subscriptions that were deleted: late events about them change nothing. */
  readonly endedStripeSubscriptionIds: readonly string[];
  /** `occurredAt` of the newest Stripe event applied to the current subscription. */
  readonly stripeSyncedAt: string | null;
  readonly appliedStripeEventIds: ReadonlySet<string>;
  /** Set when access ended (SubscriptionLapsed), cleared when access is granted again. */
  readonly lapsedAt: string | null;
}

export const initialSubscriptionState: SubscriptionState = Object.freeze({
  plan: null,
  status: null,
  trialUsed: false,
  everPaid: false,
  trialEndDate: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  endedStripeSubscriptionIds: [],
  stripeSyncedAt: null,
  appliedStripeEventIds: new Set<string>(),
  lapsedAt: null,
});

const grantsAccess = (status: SubscriptionStatus): boolean => status === 'active' || status === 'trialing';

/** Folds one event of the user stream; events of other deciders pass through unchanged. */
export function evolveSubscription(state: SubscriptionState, event: DomainEvent): SubscriptionState {
  if (!isSubscriptionEvent(event)) return state;
  const e = event;
  switch (e.type) {
    case 'TrialStarted':
      return {
        ...state,
        plan: 'trial',
        status: 'trialing',
        trialUsed: true,
        trialEndDate: e.data.trialEndDate,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        lapsedAt: null,
      };
    case 'StripeCustomerAssigned':
      return { ...state, stripeCustomerId: e.data.customerId };
    case 'StripeCheckoutCompleted':
      return state;
    case 'SubscriptionActivated':
      return {
        ...state,
        plan: e.data.source,
        status: e.data.status,
        everPaid: true,
        trialEndDate: e.data.trialEndDate ?? null,
        currentPeriodEnd: e.data.currentPeriodEnd,
        cancelAtPeriodEnd: e.data.cancelAtPeriodEnd,
        stripeSubscriptionId: e.data.source === 'stripe' ? (e.data.stripeSubscriptionId ?? null) : null,
        stripeSyncedAt: e.data.source === 'stripe' ? e.data.occurredAt : null,
        lapsedAt: null,
      };
    case 'SubscriptionUpdated':
      return {
        ...state,
        status: e.data.status,
        trialEndDate: e.data.trialEndDate ?? null,
        currentPeriodEnd: e.data.currentPeriodEnd,
        cancelAtPeriodEnd: e.data.cancelAtPeriodEnd,
        stripeSyncedAt: e.data.occurredAt,
        lapsedAt: grantsAccess(e.data.status) ? null : state.lapsedAt,
      };
    case 'SubscriptionPaymentFailed':
      return state;
    case 'SubscriptionCanceled': {
      // Also recorded for a subscription that is not the current one, so its late events are ignored.
      const ended = [...state.endedStripeSubscriptionIds, e.data.stripeSubscriptionId];
      if (state.plan !== 'stripe' || state.stripeSubscriptionId !== e.data.stripeSubscriptionId) {
        return { ...state, endedStripeSubscriptionIds: ended };
      }
      return {
        ...state,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        stripeSyncedAt: e.data.occurredAt,
        endedStripeSubscriptionIds: ended,
      };
    }
    case 'SubscriptionLapsed':
      return { ...state, lapsedAt: e.data.occurredAt };
    case 'StripeEventApplied':
      return { ...state, appliedStripeEventIds: new Set([...state.appliedStripeEventIds, e.data.eventId]) };
  }
}
