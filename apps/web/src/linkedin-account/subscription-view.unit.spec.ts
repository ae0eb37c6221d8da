import type { SubscriptionAnswer as SubscriptionResponse } from './subscription-view';
import { subscriptionView, trialDaysLeft, trialDaysLeftText } from './subscription-view';

const now = new Date(2026, 10, 22, 15, 30);
const subscription = (
  status: string,
  extra: Partial<NonNullable<SubscriptionResponse['subscription']>> = {},
): SubscriptionResponse => ({
  has_subscription: true,
  subscription_status: status,
  subscription: { status, trialEndDate: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, ...extra },
});

describe('trial days left (computed in the browser)', () => {
  it('counts calendar days until the trial ends', () => {
    expect(trialDaysLeft(new Date(2026, 10, 29, 9, 0).toISOString(), now)).toBe(7);
    expect(trialDaysLeft(new Date(2026, 10, 23, 1, 0).toISOString(), now)).toBe(1);
  });

  it('is 0 on the last day and after the end', () => {
    expect(trialDaysLeft(new Date(2026, 10, 22, 23, 0).toISOString(), now)).toBe(0);
    expect(trialDaysLeft(new Date(2026, 10, 20).toISOString(), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
    expect(trialDaysLeft('not a date', now)).toBe(0);
  });

  it('words today, one day and several days', () => {
    expect(trialDaysLeftText(0)).toBe('Your trial ends today.');
    expect(trialDaysLeftText(1)).toBe('Your trial ends in 1 day.');
    expect(trialDaysLeftText(6)).toBe('Your trial ends in 6 days.');
  });
});

describe('subscription banner state (spec 01 §4)', () => {
  it('shows a trial with its days left', () => {
    const view = subscriptionView(
      subscription('trialing', { trialEndDate: new Date(2026, 10, 25).toISOString() }),
      now,
    );
    expect(view).toEqual({ kind: 'trialing', daysLeft: 3 });
  });

  it('shows an active subscription with its renewal date, or that it cancels at period end', () => {
    const end = new Date(2026, 11, 22).toISOString();
    expect(subscriptionView(subscription('active', { currentPeriodEnd: end }), now)).toEqual({
      kind: 'active',
      renewsOn: new Date(end),
      cancelsAtPeriodEnd: false,
    });
    expect(
      subscriptionView(subscription('active', { currentPeriodEnd: end, cancelAtPeriodEnd: true }), now),
    ).toMatchObject({
      cancelsAtPeriodEnd: true,
    });
  });

  it('shows anything else as inactive', () => {
    expect(subscriptionView(subscription('canceled'), now)).toEqual({ kind: 'inactive', status: 'canceled' });
    expect(subscriptionView({ has_subscription: false, subscription_status: null, subscription: null }, now)).toEqual({
      kind: 'inactive',
      status: null,
    });
  });
});
