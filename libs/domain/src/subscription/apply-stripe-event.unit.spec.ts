import { DeciderSpecification } from '../testing/decider-specification';
import type { ApplyStripeEvent, StripeSubscriptionChange } from './subscription-commands';
import { subscriptionDecider } from './subscription.decider';
import { hasAccess, subscriptionView } from './subscription-view';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000).toISOString();
const periodEnd = '2026-12-22T10:00:00.000Z';
const spec = DeciderSpecification(subscriptionDecider);

let seq = 0;
const stripe = (change: StripeSubscriptionChange, occurredAt: string, eventId = `evt_${++seq}`): ApplyStripeEvent => ({
  type: 'ApplyStripeEvent',
  data: { eventId, eventType: change.kind, occurredAt, change },
});
const subChanged = (
  status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete',
  extra: Partial<Extract<StripeSubscriptionChange, { kind: 'subscription_changed' }>> = {},
): StripeSubscriptionChange => ({
  kind: 'subscription_changed',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  status,
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  trialEndDate: null,
  ...extra,
});

const trial = () =>
  spec
    .given([])
    .when({ type: 'StartTrial', data: { now: t0 } })
    .and();
/** Events matched by their types only. */
const ofTypes = (...types: string[]) => types.map((type) => ({ type }));
/** An active Stripe subscription, applied at minute 1. */
const active = () =>
  spec
    .given([])
    .when(stripe(subChanged('active'), at(1)))
    .and();

describe('applying Stripe events', () => {
  it('given a trial, when Stripe reports an active subscription, then the user is active with the period end and the customer', () => {
    const activated = trial()
      .when(stripe(subChanged('active'), at(5), 'evt_active'))
      .then([
        { type: 'StripeCustomerAssigned', data: { customerId: 'cus_1', occurredAt: at(5) } },
        {
          type: 'SubscriptionActivated',
          data: {
            source: 'stripe',
            stripeSubscriptionId: 'sub_1',
            status: 'active',
            currentPeriodEnd: periodEnd,
            cancelAtPeriodEnd: false,
            trialEndDate: null,
            occurredAt: at(5),
          },
        },
        {
          type: 'StripeEventApplied',
          data: { eventId: 'evt_active', eventType: 'subscription_changed', occurredAt: at(5) },
        },
      ]);
    // Stripe's subscription is not ended by time: long after the local trial would have ended it is active.
    const later = new Date('2026-12-20T00:00:00Z');
    expect(subscriptionView(activated.state(), later)).toEqual({
      has_subscription: true,
      subscription_status: 'active',
      subscription: { status: 'active', trialEndDate: null, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false },
    });
  });

  it('given an event id already applied, applying it again yields no events', () => {
    spec
      .given([])
      .when(stripe(subChanged('active'), at(1), 'evt_dup'))
      .and()
      .when(stripe(subChanged('active', { cancelAtPeriodEnd: true }), at(2), 'evt_dup'))
      .thenNothing();
  });

  it('checkout completion records the customer and the checkout but gives no access by itself', () => {
    const completed = spec
      .given([])
      .when(
        stripe(
          { kind: 'checkout_completed', checkoutSessionId: 'cs_1', customerId: 'cus_1', subscriptionId: 'sub_1' },
          at(1),
        ),
      )
      .thenMatches(ofTypes('StripeCustomerAssigned', 'StripeCheckoutCompleted', 'StripeEventApplied'));
    expect(hasAccess(completed.state(), t0)).toBe(false);
  });

  it('a cancellation at period end shows in the view', () => {
    const canceling = active()
      .when(stripe(subChanged('active', { cancelAtPeriodEnd: true }), at(2)))
      .thenMatches(ofTypes('SubscriptionUpdated', 'StripeEventApplied'));
    expect(subscriptionView(canceling.state(), t0).subscription?.cancelAtPeriodEnd).toBe(true);
    expect(hasAccess(canceling.state(), t0)).toBe(true);
  });

  it('a failed payment makes an active subscription past_due and lapses it; a later recovery restores access', () => {
    const failed = active()
      .when(
        stripe(
          { kind: 'payment_failed', subscriptionId: 'sub_1', customerId: 'cus_1', invoiceId: 'in_1', attemptCount: 1 },
          at(2),
        ),
      )
      .then([
        expect.objectContaining({ type: 'SubscriptionPaymentFailed' }),
        expect.objectContaining({ type: 'SubscriptionUpdated' }),
        { type: 'SubscriptionLapsed', data: { reason: 'past_due', occurredAt: at(2) } },
        expect.objectContaining({ type: 'StripeEventApplied' }),
      ]);
    expect(subscriptionView(failed.state(), t0).subscription_status).toBe('past_due');
    expect(hasAccess(failed.state(), t0)).toBe(false);
    // Stripe's own past_due update changes nothing more and does not lapse twice.
    const recovered = failed
      .when(stripe(subChanged('past_due'), at(3)))
      .thenMatches(ofTypes('StripeEventApplied'))
      .when(stripe(subChanged('active', { currentPeriodEnd: '2027-01-22T10:00:00.000Z' }), at(4)))
      .thenMatches(ofTypes('SubscriptionUpdated', 'StripeEventApplied'));
    expect(hasAccess(recovered.state(), t0)).toBe(true);
    expect(recovered.state().lapsedAt).toBeNull();
  });

  it('an update to unpaid lapses with reason unpaid', () => {
    expect(
      active()
        .when(stripe(subChanged('unpaid'), at(2)))
        .events(),
    ).toContainEqual({ type: 'SubscriptionLapsed', data: { reason: 'unpaid', occurredAt: at(2) } });
  });

  it('deletion cancels and lapses; later events about that subscription change nothing', () => {
    const deleted = active()
      .when(
        stripe({ kind: 'subscription_deleted', subscriptionId: 'sub_1', customerId: 'cus_1', endedAt: at(9) }, at(9)),
      )
      .then([
        { type: 'SubscriptionCanceled', data: { stripeSubscriptionId: 'sub_1', occurredAt: at(9) } },
        { type: 'SubscriptionLapsed', data: { reason: 'canceled', occurredAt: at(9) } },
        expect.objectContaining({ type: 'StripeEventApplied' }),
      ]);
    expect(subscriptionView(deleted.state(), t0).subscription_status).toBe('canceled');
    const after = deleted.when(stripe(subChanged('active'), at(10))).thenMatches(ofTypes('StripeEventApplied'));
    expect(hasAccess(after.state(), t0)).toBe(false);
  });

  it('a state change older than the one applied is only marked applied', () => {
    const after = spec
      .given([])
      .when(stripe(subChanged('active', { cancelAtPeriodEnd: true }), at(5)))
      .and()
      .when(stripe(subChanged('active', { cancelAtPeriodEnd: false }), at(3)))
      .thenMatches(ofTypes('StripeEventApplied'));
    expect(after.state().cancelAtPeriodEnd).toBe(true);
  });

  it('an incomplete or past_due subscription that never gave access leaves the trial running', () => {
    const after = trial()
      .when(stripe(subChanged('incomplete'), at(1)))
      .and()
      .when(stripe(subChanged('past_due', { subscriptionId: 'sub_x' }), at(2)))
      .and()
      .when(
        stripe(
          { kind: 'payment_failed', subscriptionId: 'sub_x', customerId: 'cus_1', invoiceId: 'in_x', attemptCount: 1 },
          at(3),
        ),
      )
      .and();
    expect(subscriptionView(after.state(), t0).subscription_status).toBe('trialing');
    expect(after.history.filter((e) => e.type === 'SubscriptionLapsed')).toEqual([]);
  });

  it('a deletion delivered before the creation keeps the dead subscription from activating', () => {
    const deleted = trial()
      .when(
        stripe({ kind: 'subscription_deleted', subscriptionId: 'sub_1', customerId: 'cus_1', endedAt: at(2) }, at(2)),
      )
      .thenMatches(ofTypes('StripeCustomerAssigned', 'SubscriptionCanceled', 'StripeEventApplied'));
    expect(subscriptionView(deleted.state(), t0).subscription_status).toBe('trialing');
    const after = deleted.when(stripe(subChanged('active'), at(1))).thenMatches(ofTypes('StripeEventApplied'));
    expect(subscriptionView(after.state(), t0).subscription_status).toBe('trialing');
  });
});
