import { FixedClock } from '../clock';
import { DomainError } from '../errors';
import { DeciderSpecification } from '../testing/decider-specification';
import type { SubscriptionCommand } from './subscription-commands';
import { subscriptionDecider } from './subscription.decider';
import { hasAccess, lapseDueAt, subscriptionView } from './subscription-view';
import { DAY_MS, TRIAL_DAYS } from './trial';

const start = new Date('2026-11-22T10:00:00.000Z');
const spec = DeciderSpecification(subscriptionDecider);
const startTrial = (now = start): SubscriptionCommand => ({ type: 'StartTrial', data: { now } });
const grant = (days: number, now = start): SubscriptionCommand => ({ type: 'GrantPaidPeriod', data: { days, now } });
const lapse = (now: Date): SubscriptionCommand => ({ type: 'RecordLapse', data: { now } });
const assign = (customerId: string): SubscriptionCommand => ({
  type: 'AssignStripeCustomer',
  data: { customerId, now: start },
});
/** A trial started at `start`. */
const trial = () => spec.given([]).when(startTrial()).and();

describe('subscription lifecycle', () => {
  it('given no events, the user has no subscription and no access', () => {
    const state = spec.given([]).state();
    expect(subscriptionView(state, start)).toEqual({
      has_subscription: false,
      subscription_status: null,
      subscription: null,
    });
    expect(hasAccess(state, start)).toBe(false);
  });

  it('when a trial starts, then it runs 7 days and reads as trialing with access', () => {
    expect(TRIAL_DAYS).toBe(7);
    const state = spec
      .given([])
      .when(startTrial())
      .then([
        { type: 'TrialStarted', data: { occurredAt: start.toISOString(), trialEndDate: '2026-11-29T10:00:00.000Z' } },
      ])
      .state();
    expect(subscriptionView(state, start)).toEqual({
      has_subscription: true,
      subscription_status: 'trialing',
      subscription: {
        status: 'trialing',
        trialEndDate: '2026-11-29T10:00:00.000Z',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
    });
    expect(hasAccess(state, start)).toBe(true);
  });

  it('given a running trial, starting it again is idempotent (no events)', () => {
    trial()
      .when(startTrial(new Date(start.getTime() + 3 * DAY_MS)))
      .thenNothing();
  });

  it('given a trial, when the clock passes its end, then it reads as expired without any new event', () => {
    const clock = new FixedClock(start);
    const s = spec.given([]).when(startTrial(clock.now())).and();
    clock.advance(TRIAL_DAYS * DAY_MS - 1);
    expect(subscriptionView(s.state(), clock.now()).subscription_status).toBe('trialing');
    expect(hasAccess(s.state(), clock.now())).toBe(true);
    clock.advance(1);
    const view = subscriptionView(s.state(), clock.now());
    expect(view).toEqual({
      has_subscription: true,
      subscription_status: 'expired',
      subscription: {
        status: 'expired',
        trialEndDate: '2026-11-29T10:00:00.000Z',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
    });
    expect(hasAccess(s.state(), clock.now())).toBe(false);
    expect(s.history).toHaveLength(1);
  });

  it('given an ended trial, a second trial is refused with TRIAL_ALREADY_USED', () => {
    trial()
      .when(startTrial(new Date(start.getTime() + 8 * DAY_MS)))
      .thenThrows(DomainError, {
        code: 'TRIAL_ALREADY_USED',
        message: expect.stringMatching(/free trial is available once/),
      });
  });

  it('given a paid plan ever existed, a trial is refused', () => {
    spec.given([]).when(grant(30)).and().when(startTrial()).thenThrows(DomainError, { code: 'TRIAL_ALREADY_USED' });
  });

  it('given an ended trial, RecordLapse records trial_ended at the trial end once; before the end it records nothing', () => {
    const s = trial();
    expect(lapseDueAt(s.state())).toEqual(new Date('2026-11-29T10:00:00.000Z'));
    s.when(lapse(new Date(start.getTime() + DAY_MS))).thenNothing();
    const later = new Date(start.getTime() + 10 * DAY_MS);
    const lapsed = s
      .when(lapse(later))
      .then([{ type: 'SubscriptionLapsed', data: { reason: 'trial_ended', occurredAt: '2026-11-29T10:00:00.000Z' } }])
      .when(lapse(later))
      .thenNothing();
    expect(lapseDueAt(lapsed.state())).toBeNull();
  });
});

describe('operator grant', () => {
  it('when the operator grants 30 days, then the user is active until then and it reads expired after', () => {
    const granted = trial()
      .when(grant(30))
      .then([
        {
          type: 'SubscriptionActivated',
          data: {
            source: 'operator',
            status: 'active',
            currentPeriodEnd: '2026-12-22T10:00:00.000Z',
            cancelAtPeriodEnd: false,
            trialEndDate: null,
            days: 30,
            occurredAt: start.toISOString(),
          },
        },
      ]);
    expect(subscriptionView(granted.state(), start).subscription).toEqual({
      status: 'active',
      trialEndDate: null,
      currentPeriodEnd: '2026-12-22T10:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
    const after = new Date('2026-12-22T10:00:00.000Z');
    expect(subscriptionView(granted.state(), after).subscription_status).toBe('expired');
    granted
      .when(lapse(after))
      .then([{ type: 'SubscriptionLapsed', data: { reason: 'period_ended', occurredAt: after.toISOString() } }]);
  });

  it('given a running grant, another grant extends it from its end', () => {
    spec
      .given([])
      .when(grant(10))
      .and()
      .when(grant(5, new Date(start.getTime() + DAY_MS)))
      .thenMatches([{ data: { currentPeriodEnd: new Date(start.getTime() + 15 * DAY_MS).toISOString() } }]);
  });

  it.each([0, -3, 2.5, 3651])('rejects %s days and names the field', (days) => {
    spec.given([]).when(grant(days)).thenThrows(DomainError, { code: 'INVALID_DAYS', field: 'days' });
  });
});

describe('Stripe customer', () => {
  it('is assigned once: the same id again records nothing, another id is refused', () => {
    const assigned = spec
      .given([])
      .when(assign('cus_1'))
      .then([{ type: 'StripeCustomerAssigned', data: { customerId: 'cus_1', occurredAt: start.toISOString() } }])
      .when(assign('cus_1'))
      .thenNothing()
      .when(assign('cus_2'))
      .thenThrows(DomainError, { code: 'STRIPE_CUSTOMER_ALREADY_ASSIGNED' });
    expect(assigned.state().stripeCustomerId).toBe('cus_1');
  });
});

it('ignores events that belong to other deciders on the user stream', () => {
  const other = { type: 'RateLimitSettingsChanged', data: {} };
  expect(spec.given([other]).state()).toBe(subscriptionDecider.initialState());
});
