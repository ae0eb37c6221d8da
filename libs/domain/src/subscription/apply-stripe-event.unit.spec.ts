import type { DomainEvent } from '../events/event';
import type { ApplyStripeEvent, StripeSubscriptionChange } from './subscription-commands';
import { subscriptionDecider } from './subscription.decider';
import { hasAccess, subscriptionView } from './subscription-view';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000).toISOString();
const periodEnd = '2026-12-22T10:00:00.000Z';
const fold = (events: readonly DomainEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

let seq = 0;
const stripe = (change: StripeSubscriptionChange, occurredAt: string, eventId = `evt_${++seq}`): ApplyStripeEvent => ({
  type: 'ApplyStripeEvent',
  data: { eventId, eventType: change.kind, occurredAt, change },
});
const subChanged = (status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete', extra: Partial<Extract<StripeSubscriptionChange, { kind: 'subscription_changed' }>> = {}): StripeSubscriptionChange => ({
  kind: 'subscription_changed',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  status,
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  trialEndDate: null,
  ...extra,
});

function scenario() {
  const history: DomainEvent[] = [];
  const when = (command: ApplyStripeEvent | { type: 'StartTrial'; data: { now: Date } }) => {
    const events = subscriptionDecider.decide(command, fold(history));
    history.push(...events);
    return events;
  };
  return { history, when, state: () => fold(history) };
}
const types = (events: readonly DomainEvent[]) => events.map((e) => e.type);

describe('applying Stripe events', () => {
  it('given a trial, when Stripe reports an active subscription, then the user is active with the period end and the customer', () => {
    const s = scenario();
    s.when({ type: 'StartTrial', data: { now: t0 } });
    const events = s.when(stripe(subChanged('active'), at(5), 'evt_active'));
    expect(events).toEqual([
      { type: 'StripeCustomerAssigned', data: { customerId: 'cus_1', assignedAt: at(5) } },
      {
        type: 'SubscriptionActivated',
        data: { source: 'stripe', stripeSubscriptionId: 'sub_1', status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, trialEndDate: null, activatedAt: at(5) },
      },
      { type: 'StripeEventApplied', data: { eventId: 'evt_active', eventType: 'subscription_changed', occurredAt: at(5) } },
    ]);
    // Stripe's subscription is not ended by time: long after the local trial would have ended it is active.
    const later = new Date('2026-12-20T00:00:00Z');
    expect(subscriptionView(s.state(), later)).toEqual({
      has_subscription: true,
      subscription_status: 'active',
      subscription: { status: 'active', trialEndDate: null, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false },
    });
  });

  it('given an event id already applied, applying it again yields no events', () => {
    const s = scenario();
    s.when(stripe(subChanged('active'), at(1), 'evt_dup'));
    expect(s.when(stripe(subChanged('active', { cancelAtPeriodEnd: true }), at(2), 'evt_dup'))).toEqual([]);
  });

  it('checkout completion records the customer and the checkout but gives no access by itself', () => {
    const s = scenario();
    const events = s.when(stripe({ kind: 'checkout_completed', checkoutSessionId: 'cs_1', customerId: 'cus_1', subscriptionId: 'sub_1' }, at(1)));
    expect(types(events)).toEqual(['StripeCustomerAssigned', 'StripeCheckoutCompleted', 'StripeEventApplied']);
    expect(hasAccess(s.state(), t0)).toBe(false);
  });

  it('a cancellation at period end shows in the view', () => {
    const s = scenario();
    s.when(stripe(subChanged('active'), at(1)));
    expect(types(s.when(stripe(subChanged('active', { cancelAtPeriodEnd: true }), at(2))))).toEqual(['SubscriptionUpdated', 'StripeEventApplied']);
    expect(subscriptionView(s.state(), t0).subscription?.cancelAtPeriodEnd).toBe(true);
    expect(hasAccess(s.state(), t0)).toBe(true);
  });

  it('a failed payment makes an active subscription past_due and lapses it; a later recovery restores access', () => {
    const s = scenario();
    s.when(stripe(subChanged('active'), at(1)));
    const failed = s.when(stripe({ kind: 'payment_failed', subscriptionId: 'sub_1', customerId: 'cus_1', invoiceId: 'in_1', attemptCount: 1 }, at(2)));
    expect(types(failed)).toEqual(['SubscriptionPaymentFailed', 'SubscriptionUpdated', 'SubscriptionLapsed', 'StripeEventApplied']);
    expect(failed[2]).toEqual({ type: 'SubscriptionLapsed', data: { reason: 'past_due', at: at(2) } });
    expect(subscriptionView(s.state(), t0).subscription_status).toBe('past_due');
    expect(hasAccess(s.state(), t0)).toBe(false);
    // Stripe's own past_due update changes nothing more and does not lapse twice.
    expect(types(s.when(stripe(subChanged('past_due'), at(3))))).toEqual(['StripeEventApplied']);
    expect(types(s.when(stripe(subChanged('active', { currentPeriodEnd: '2027-01-22T10:00:00.000Z' }), at(4))))).toEqual(['SubscriptionUpdated', 'StripeEventApplied']);
    expect(hasAccess(s.state(), t0)).toBe(true);
    expect(s.state().lapsedAt).toBeNull();
  });

  it('an update to unpaid lapses with reason unpaid', () => {
    const s = scenario();
    s.when(stripe(subChanged('active'), at(1)));
    expect(s.when(stripe(subChanged('unpaid'), at(2)))).toContainEqual({ type: 'SubscriptionLapsed', data: { reason: 'unpaid', at: at(2) } });
  });

  it('deletion cancels and lapses; later events about that subscription change nothing', () => {
    const s = scenario();
    s.when(stripe(subChanged('active'), at(1)));
    expect(s.when(stripe({ kind: 'subscription_deleted', subscriptionId: 'sub_1', customerId: 'cus_1', endedAt: at(9) }, at(9)))).toEqual([
      { type: 'SubscriptionCanceled', data: { stripeSubscriptionId: 'sub_1', canceledAt: at(9) } },
      { type: 'SubscriptionLapsed', data: { reason: 'canceled', at: at(9) } },
      expect.objectContaining({ type: 'StripeEventApplied' }),
    ]);
    expect(subscriptionView(s.state(), t0).subscription_status).toBe('canceled');
    expect(types(s.when(stripe(subChanged('active'), at(10))))).toEqual(['StripeEventApplied']);
    expect(hasAccess(s.state(), t0)).toBe(false);
  });

  it('a state change older than the one applied is only marked applied', () => {
    const s = scenario();
    s.when(stripe(subChanged('active', { cancelAtPeriodEnd: true }), at(5)));
    expect(types(s.when(stripe(subChanged('active', { cancelAtPeriodEnd: false }), at(3))))).toEqual(['StripeEventApplied']);
    expect(s.state().cancelAtPeriodEnd).toBe(true);
  });

  it('an incomplete or past_due subscription that never gave access leaves the trial running', () => {
    const s = scenario();
    s.when({ type: 'StartTrial', data: { now: t0 } });
    s.when(stripe(subChanged('incomplete'), at(1)));
    s.when(stripe(subChanged('past_due', { subscriptionId: 'sub_x' }), at(2)));
    s.when(stripe({ kind: 'payment_failed', subscriptionId: 'sub_x', customerId: 'cus_1', invoiceId: 'in_x', attemptCount: 1 }, at(3)));
    expect(subscriptionView(s.state(), t0).subscription_status).toBe('trialing');
    expect(s.history.filter((e) => e.type === 'SubscriptionLapsed')).toEqual([]);
  });

  it('a deletion delivered before the creation keeps the dead subscription from activating', () => {
    const s = scenario();
    s.when({ type: 'StartTrial', data: { now: t0 } });
    expect(types(s.when(stripe({ kind: 'subscription_deleted', subscriptionId: 'sub_1', customerId: 'cus_1', endedAt: at(2) }, at(2))))).toEqual([
      'StripeCustomerAssigned',
      'SubscriptionCanceled',
      'StripeEventApplied',
    ]);
    expect(subscriptionView(s.state(), t0).subscription_status).toBe('trialing');
    expect(types(s.when(stripe(subChanged('active'), at(1))))).toEqual(['StripeEventApplied']);
    expect(subscriptionView(s.state(), t0).subscription_status).toBe('trialing');
  });
});
