import type { CurrentSubscription } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { DAY_MS, FixedClock } from '@outflow/domain';
import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';
import { streamTypes } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const NONE = { has_subscription: false, subscription_status: null, subscription: null };
const trialView = (status: 'trialing' | 'expired') => ({
  has_subscription: true,
  subscription_status: status,
  subscription: {
    status,
    trialEndDate: new Date(T0.getTime() + 7 * DAY_MS).toISOString(),
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  },
});

describeWithPostgres('subscriptions over HTTP (local billing, the embedded default)', () => {
  const clock = new FixedClock(T0);
  let api: ApiHarness;
  beforeAll(async () => {
    // The background lapse scan stays out of these tests' streams (its own suite covers it).
    api = await startApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
  });
  afterAll(() => api.stop());
  beforeEach(() => clock.set(T0));

  it('answers no subscription before a trial, and needs a signed-in user', async () => {
    const { token } = await api.signUp();
    expect(await api.request('GET', '/api/subscriptions/current', { token })).toEqual({
      status: 200,
      body: { ...NONE, billing: { configured: false }, now: clock.now().toISOString() },
    });
    expect((await api.request('GET', '/api/subscriptions/current')).status).toBe(401);
    expect((await api.request('POST', '/api/subscriptions/create-trial')).status).toBe(401);
  });

  it('starts the 7-day trial: one TrialStarted, and current reads trialing right away', async () => {
    const { token, user } = await api.signUp();
    const res = await api.request('POST', '/api/subscriptions/create-trial', { token });
    expect(res).toEqual({ status: 200, body: { success: true, ...trialView('trialing') } });
    expect(await api.request('GET', '/api/subscriptions/current', { token })).toEqual({
      status: 200,
      body: { ...trialView('trialing'), billing: { configured: false }, now: clock.now().toISOString() },
    });
    expect(await streamTypes(api, user.id)).toEqual(['UserRegistered', 'TrialStarted']);
  });

  it('is idempotent while the same trial runs: asking again changes nothing', async () => {
    const { token, user } = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token });
    clock.advance(3 * DAY_MS);
    const again = await api.request('POST', '/api/subscriptions/create-trial', { token });
    expect(again).toEqual({ status: 200, body: { success: true, ...trialView('trialing') } });
    expect(await streamTypes(api, user.id)).toEqual(['UserRegistered', 'TrialStarted']);
  });

  it('reads expired once the trial ran out, without anyone acting, and refuses a second trial with 409', async () => {
    const { token, user } = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token });
    clock.advance(7 * DAY_MS - 1000);
    expect(
      (await api.request<CurrentSubscription>('GET', '/api/subscriptions/current', { token })).body.subscription_status,
    ).toBe('trialing');
    clock.advance(DAY_MS + 1000);
    expect(await api.request('GET', '/api/subscriptions/current', { token })).toEqual({
      status: 200,
      body: { ...trialView('expired'), billing: { configured: false }, now: clock.now().toISOString() },
    });

    const second = await api.request<ApiErrorBody>('POST', '/api/subscriptions/create-trial', { token });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ statusCode: 409, errorCode: 'TRIAL_ALREADY_USED' });
    expect(second.body.message).toMatch(/free trial is available once/);
    expect(await streamTypes(api, user.id)).toEqual(['UserRegistered', 'TrialStarted']);
  });

  it('shows each user only their own subscription, whatever X-Auth0-User-ID says', async () => {
    const alice = await api.signUp();
    const bob = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: alice.token });
    const res = await api.request('GET', '/api/subscriptions/current', {
      token: bob.token,
      headers: { 'X-Auth0-User-ID': alice.user.id },
    });
    expect(res.body).toEqual({ ...NONE, billing: { configured: false }, now: clock.now().toISOString() });
  });

  it('answers 409 BILLING_NOT_CONFIGURED for checkout, portal and the webhook, and appends nothing', async () => {
    const { token, user } = await api.signUp();
    const notConfigured = {
      status: 409,
      body: {
        statusCode: 409,
        errorCode: 'BILLING_NOT_CONFIGURED',
        message: 'Billing is not configured on this server',
      },
    };
    const urls = {
      successUrl: 'http://localhost:3000/team?checkout=success',
      cancelUrl: 'http://localhost:3000/team?checkout=canceled',
    };
    expect(await api.request('POST', '/api/subscriptions/create-checkout-session', { token, body: urls })).toEqual(
      notConfigured,
    );
    expect(
      await api.request('POST', '/api/subscriptions/create-portal-session', {
        token,
        body: { returnUrl: 'http://localhost:3000/team' },
      }),
    ).toEqual(notConfigured);
    const hook = await api.request('POST', '/api/subscriptions/webhook', {
      body: { id: 'evt_1', type: 'customer.subscription.created' },
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    expect(hook).toEqual(notConfigured);
    expect(await streamTypes(api, user.id)).toEqual(['UserRegistered']);
  });

  it.each([
    ['create-checkout-session', { cancelUrl: 'http://localhost:3000/team' }, 'successUrl'],
    ['create-checkout-session', { successUrl: 'http://localhost:3000/team' }, 'cancelUrl'],
    ['create-checkout-session', { successUrl: 'not a url', cancelUrl: 'http://localhost:3000/team' }, 'successUrl'],
    [
      'create-checkout-session',
      { successUrl: 'javascript:alert(1)', cancelUrl: 'http://localhost:3000/team' },
      'successUrl',
    ],
    ['create-portal-session', {}, 'returnUrl'],
    ['create-portal-session', { returnUrl: 'ftp://example.com/x' }, 'returnUrl'],
    // Only back into this app (PUBLIC_URL): Stripe would otherwise send the browser anywhere.
    [
      'create-checkout-session',
      { successUrl: 'https://evil.example/team', cancelUrl: 'http://localhost:3000/team' },
      'successUrl',
    ],
    [
      'create-checkout-session',
      { successUrl: 'http://localhost:3000/team', cancelUrl: 'http://localhost:3000.evil.example/team' },
      'cancelUrl',
    ],
    ['create-portal-session', { returnUrl: 'https://evil.example/team' }, 'returnUrl'],
  ])('POST %s with %p answers 400 naming %s', async (path, body, field) => {
    const { token } = await api.signUp();
    const res = await api.request<ApiErrorBody>('POST', `/api/subscriptions/${path}`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', field });
    expect(res.body.message).toContain(field);
  });
});
