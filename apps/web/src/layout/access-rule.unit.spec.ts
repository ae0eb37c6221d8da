import type { SubscriptionAnswer as SubscriptionResponse } from '../linkedin-account/subscription-view';
import {
  LINKEDIN_REQUIRED_TOAST,
  SUBSCRIPTION_EXPIRED_TOAST,
  SUBSCRIPTION_REQUIRED_TOAST,
  decideAccess,
  isUngatedPath,
} from './access-rule';

const withStatus = (status: string): SubscriptionResponse => ({
  has_subscription: true,
  subscription_status: status,
  subscription: { status, trialEndDate: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
});
const none: SubscriptionResponse = { has_subscription: false, subscription_status: null, subscription: null };

describe('access guard (spec 01 §2)', () => {
  it('always lets /team and /account through', () => {
    expect(decideAccess({ path: '/team', linkedInConnected: false, subscription: null })).toEqual({ kind: 'allow' });
    expect(decideAccess({ path: '/account', linkedInConnected: false, subscription: none })).toEqual({ kind: 'allow' });
    expect(isUngatedPath('/teams')).toBe(false);
    // The support console: its staff have no LinkedIn account or subscription of their own.
    expect(decideAccess({ path: '/support/users/u1', linkedInConnected: false, subscription: none })).toEqual({
      kind: 'allow',
    });
  });

  it('waits while the LinkedIn check runs', () => {
    expect(decideAccess({ path: '/campaigns', linkedInConnected: null, subscription: withStatus('active') })).toEqual({
      kind: 'wait',
    });
  });

  it('checks LinkedIn before the subscription', () => {
    expect(decideAccess({ path: '/campaigns', linkedInConnected: false, subscription: none })).toEqual({
      kind: 'redirect',
      to: '/team',
      message: LINKEDIN_REQUIRED_TOAST,
    });
  });

  it('sends a new user who never connected LinkedIn to /team without the red toast (the first-run checklist says it)', () => {
    expect(decideAccess({ path: '/campaigns', linkedInConnected: false, firstRun: true, subscription: none })).toEqual({
      kind: 'redirect',
      to: '/team',
      message: null,
    });
  });

  it('waits for the subscription once LinkedIn is connected', () => {
    expect(decideAccess({ path: '/settings', linkedInConnected: true, subscription: undefined })).toEqual({
      kind: 'wait',
    });
  });

  it.each(['active', 'trialing'])('allows a %s subscription', (status) => {
    expect(decideAccess({ path: '/settings', linkedInConnected: true, subscription: withStatus(status) })).toEqual({
      kind: 'allow',
    });
  });

  it('says the subscription expired when it was canceled', () => {
    const decision = decideAccess({
      path: '/campaigns',
      linkedInConnected: true,
      subscription: withStatus('canceled'),
    });
    expect(decision).toEqual({ kind: 'redirect', to: '/team', message: SUBSCRIPTION_EXPIRED_TOAST });
  });

  it('asks for a trial or a subscription otherwise', () => {
    for (const subscription of [none, withStatus('past_due'), null]) {
      expect(decideAccess({ path: '/campaigns', linkedInConnected: true, subscription })).toEqual({
        kind: 'redirect',
        to: '/team',
        message: SUBSCRIPTION_REQUIRED_TOAST,
      });
    }
  });

  it('shows support staff the support console and their account page only, with no subscription or LinkedIn', () => {
    for (const path of ['/support', '/support/users/u1/campaigns/c1', '/account'])
      expect(decideAccess({ path, linkedInConnected: false, subscription: none, support: true })).toEqual({
        kind: 'allow',
      });
    for (const path of ['/campaigns', '/team', '/settings', '/inbox'])
      expect(
        decideAccess({ path, linkedInConnected: true, subscription: withStatus('active'), support: true }),
      ).toEqual({ kind: 'redirect', to: '/support', message: null });
    // Until the roles are known nothing is shown, not even /team (a support user never sees Connect LinkedIn).
    expect(decideAccess({ path: '/team', linkedInConnected: false, subscription: none, support: null })).toEqual({
      kind: 'wait',
    });
  });
});
