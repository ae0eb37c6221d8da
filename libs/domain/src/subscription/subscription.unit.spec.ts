import { FixedClock } from '../clock';
import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import type { SubscriptionCommand } from './subscription-commands';
import { subscriptionDecider } from './subscription.decider';
import { hasAccess, lapseDueAt, subscriptionView } from './subscription-view';
import { DAY_MS, TRIAL_DAYS } from './trial';

const start = new Date('2026-11-22T10:00:00.000Z');
const fold = (events: readonly DomainEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
/** Decides on the folded history and returns the new events; `history` grows with them. */
function scenario(...given: DomainEvent[]) {
  const history: DomainEvent[] = [...given];
  return {
    history,
    when(command: SubscriptionCommand) {
      const events = subscriptionDecider.decide(command, fold(history));
      history.push(...events);
      return events;
    },
    get state() {
      return fold(history);
    },
  };
}
const domainError = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('subscription lifecycle', () => {
  it('given no events, the user has no subscription and no access', () => {
    const s = scenario();
    expect(subscriptionView(s.state, start)).toEqual({ has_subscription: false, subscription_status: null, subscription: null });
    expect(hasAccess(s.state, start)).toBe(false);
  });

  it('when a trial starts, then it runs 7 days and reads as trialing with access', () => {
    expect(TRIAL_DAYS).toBe(7);
    const s = scenario();
    expect(s.when({ type: 'StartTrial', data: { now: start } })).toEqual([
      { type: 'TrialStarted', data: { startedAt: start.toISOString(), trialEndDate: '2026-11-29T10:00:00.000Z' } },
    ]);
    expect(subscriptionView(s.state, start)).toEqual({
      has_subscription: true,
      subscription_status: 'trialing',
      subscription: { status: 'trialing', trialEndDate: '2026-11-29T10:00:00.000Z', currentPeriodEnd: null, cancelAtPeriodEnd: false },
    });
    expect(hasAccess(s.state, start)).toBe(true);
  });

  it('given a running trial, starting it again is idempotent (no events)', () => {
    const s = scenario();
    s.when({ type: 'StartTrial', data: { now: start } });
    expect(s.when({ type: 'StartTrial', data: { now: new Date(start.getTime() + 3 * DAY_MS) } })).toEqual([]);
  });

  it('given a trial, when the clock passes its end, then it reads as expired without any new event', () => {
    const clock = new FixedClock(start);
    const s = scenario();
    s.when({ type: 'StartTrial', data: { now: clock.now() } });
    clock.advance(TRIAL_DAYS * DAY_MS - 1);
    expect(subscriptionView(s.state, clock.now()).subscription_status).toBe('trialing');
    expect(hasAccess(s.state, clock.now())).toBe(true);
    clock.advance(1);
    const view = subscriptionView(s.state, clock.now());
    expect(view).toEqual({
      has_subscription: true,
      subscription_status: 'expired',
      subscription: { status: 'expired', trialEndDate: '2026-11-29T10:00:00.000Z', currentPeriodEnd: null, cancelAtPeriodEnd: false },
    });
    expect(hasAccess(s.state, clock.now())).toBe(false);
    expect(s.history).toHaveLength(1);
  });

  it('given an ended trial, a second trial is refused with TRIAL_ALREADY_USED', () => {
    const s = scenario();
    s.when({ type: 'StartTrial', data: { now: start } });
    const error = domainError(() => s.when({ type: 'StartTrial', data: { now: new Date(start.getTime() + 8 * DAY_MS) } }));
    expect(error.code).toBe('TRIAL_ALREADY_USED');
    expect(error.message).toMatch(/free trial is available once/);
  });

  it('given a paid plan ever existed, a trial is refused', () => {
    const s = scenario();
    s.when({ type: 'GrantPaidPeriod', data: { days: 30, now: start } });
    expect(domainError(() => s.when({ type: 'StartTrial', data: { now: start } })).code).toBe('TRIAL_ALREADY_USED');
  });

  it('given an ended trial, RecordLapse records trial_ended at the trial end once; before the end it records nothing', () => {
    const s = scenario();
    s.when({ type: 'StartTrial', data: { now: start } });
    expect(lapseDueAt(s.state)).toEqual(new Date('2026-11-29T10:00:00.000Z'));
    expect(s.when({ type: 'RecordLapse', data: { now: new Date(start.getTime() + DAY_MS) } })).toEqual([]);
    const later = new Date(start.getTime() + 10 * DAY_MS);
    expect(s.when({ type: 'RecordLapse', data: { now: later } })).toEqual([
      { type: 'SubscriptionLapsed', data: { reason: 'trial_ended', at: '2026-11-29T10:00:00.000Z' } },
    ]);
    expect(s.when({ type: 'RecordLapse', data: { now: later } })).toEqual([]);
    expect(lapseDueAt(s.state)).toBeNull();
  });
});

describe('operator grant', () => {
  it('when the operator grants 30 days, then the user is active until then and it reads expired after', () => {
    const s = scenario();
    s.when({ type: 'StartTrial', data: { now: start } });
    expect(s.when({ type: 'GrantPaidPeriod', data: { days: 30, now: start } })).toEqual([
      {
        type: 'SubscriptionActivated',
        data: { source: 'operator', status: 'active', currentPeriodEnd: '2026-12-22T10:00:00.000Z', cancelAtPeriodEnd: false, trialEndDate: null, days: 30, activatedAt: start.toISOString() },
      },
    ]);
    expect(subscriptionView(s.state, start).subscription).toEqual({ status: 'active', trialEndDate: null, currentPeriodEnd: '2026-12-22T10:00:00.000Z', cancelAtPeriodEnd: false });
    const after = new Date('2026-12-22T10:00:00.000Z');
    expect(subscriptionView(s.state, after).subscription_status).toBe('expired');
    expect(s.when({ type: 'RecordLapse', data: { now: after } })).toEqual([{ type: 'SubscriptionLapsed', data: { reason: 'period_ended', at: after.toISOString() } }]);
  });

  it('given a running grant, another grant extends it from its end', () => {
    const s = scenario();
    s.when({ type: 'GrantPaidPeriod', data: { days: 10, now: start } });
    const [event] = s.when({ type: 'GrantPaidPeriod', data: { days: 5, now: new Date(start.getTime() + DAY_MS) } });
    expect(event.data).toMatchObject({ currentPeriodEnd: new Date(start.getTime() + 15 * DAY_MS).toISOString() });
  });

  it.each([0, -3, 2.5, 3651])('rejects %s days and names the field', (days) => {
    const error = domainError(() => scenario().when({ type: 'GrantPaidPeriod', data: { days, now: start } }));
    expect([error.code, error.field]).toEqual(['INVALID_DAYS', 'days']);
  });
});

describe('Stripe customer', () => {
  it('is assigned once: the same id again records nothing, another id is refused', () => {
    const s = scenario();
    expect(s.when({ type: 'AssignStripeCustomer', data: { customerId: 'cus_1', now: start } })).toEqual([
      { type: 'StripeCustomerAssigned', data: { customerId: 'cus_1', assignedAt: start.toISOString() } },
    ]);
    expect(s.when({ type: 'AssignStripeCustomer', data: { customerId: 'cus_1', now: start } })).toEqual([]);
    expect(domainError(() => s.when({ type: 'AssignStripeCustomer', data: { customerId: 'cus_2', now: start } })).code).toBe('STRIPE_CUSTOMER_ALREADY_ASSIGNED');
    expect(s.state.stripeCustomerId).toBe('cus_1');
  });
});

it('ignores events that belong to other deciders on the user stream', () => {
  const other = { type: 'RateLimitSettingsChanged', data: {} };
  expect(fold([other])).toBe(subscriptionDecider.initialState());
});
