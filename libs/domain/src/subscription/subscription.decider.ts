import { decideByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import { decideApplyStripeEvent } from './apply-stripe-event';
import type {
  AssignStripeCustomer,
  GrantPaidPeriod,
  RecordLapse,
  StartTrial,
  SubscriptionCommand,
} from './subscription-commands';
import type { SubscriptionEvent } from './subscription-events';
import { evolveSubscription, initialSubscriptionState, type SubscriptionState } from './subscription-state';
import { effectiveStatus, lapseDueAt, lapseReason } from './subscription-view';
import { DAY_MS, trialEndFrom } from './trial';

/** Longest period one operator grant may add (ten years): a typo should not grant a century. */
export const MAX_GRANT_DAYS = 3650;

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: () => initialSubscriptionState,
  decide: decideByType<SubscriptionState, SubscriptionCommand, SubscriptionEvent>({
    StartTrial: startTrial,
    AssignStripeCustomer: assignStripeCustomer,
    GrantPaidPeriod: grantPaidPeriod,
    RecordLapse: recordLapse,
    ApplyStripeEvent: decideApplyStripeEvent,
  }),
  evolve: evolveSubscription,
};

function startTrial({ data: { now } }: StartTrial, state: SubscriptionState): SubscriptionEvent[] {
  // Asking again while the same trial runs (the client auto-starts it) changes nothing.
  if (state.plan === 'trial' && effectiveStatus(state, now) === 'trialing') return [];
  if (state.trialUsed || state.everPaid) {
    throw new DomainError(
      'The free trial is available once per account and this account already had a trial or a subscription',
      'TRIAL_ALREADY_USED',
    );
  }
  return [
    { type: 'TrialStarted', data: { occurredAt: now.toISOString(), trialEndDate: trialEndFrom(now).toISOString() } },
  ];
}

function assignStripeCustomer(
  { data: { customerId, now } }: AssignStripeCustomer,
  state: SubscriptionState,
): SubscriptionEvent[] {
  if (!customerId.trim()) throw new DomainError('A Stripe customer id is required', 'INVALID_CUSTOMER', 'customerId');
  if (state.stripeCustomerId === customerId) return [];
  if (state.stripeCustomerId) {
    throw new DomainError('This user already has a Stripe customer', 'STRIPE_CUSTOMER_ALREADY_ASSIGNED', 'customerId');
  }
  return [{ type: 'StripeCustomerAssigned', data: { customerId, occurredAt: now.toISOString() } }];
}

function grantPaidPeriod({ data: { days, now } }: GrantPaidPeriod, state: SubscriptionState): SubscriptionEvent[] {
  if (!Number.isInteger(days) || days < 1 || days > MAX_GRANT_DAYS) {
    throw new DomainError(`days must be an integer from 1 to ${MAX_GRANT_DAYS}`, 'INVALID_DAYS', 'days');
  }
  if (state.plan === 'stripe' && state.status !== 'canceled') {
    throw new DomainError(
      'This user has a Stripe subscription; change it in Stripe instead',
      'STRIPE_SUBSCRIPTION_EXISTS',
    );
  }
  // A grant on top of a running grant extends it; otherwise the period starts now.
  const runningEnd =
    state.plan === 'operator' && effectiveStatus(state, now) === 'active' ? new Date(state.currentPeriodEnd!) : now;
  const currentPeriodEnd = new Date(runningEnd.getTime() + days * DAY_MS).toISOString();
  return [
    {
      type: 'SubscriptionActivated',
      data: {
        source: 'operator',
        status: 'active',
        currentPeriodEnd,
        cancelAtPeriodEnd: false,
        trialEndDate: null,
        days,
        occurredAt: now.toISOString(),
      },
    },
  ];
}

function recordLapse({ data: { now } }: RecordLapse, state: SubscriptionState): SubscriptionEvent[] {
  if (state.lapsedAt !== null) return [];
  const reason = lapseReason(state, now);
  if (reason === null) return [];
  const at = (reason === 'trial_ended' || reason === 'period_ended' ? lapseDueAt(state) : null) ?? now;
  return [{ type: 'SubscriptionLapsed', data: { reason, occurredAt: at.toISOString() } }];
}
