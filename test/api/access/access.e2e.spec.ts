import { DAY_MS, FixedClock } from '@outflow/domain';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import {
  connectLinkedIn,
  disconnectLinkedIn,
  userWith as userWithFixture,
} from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { startAppWithUnmarkedFeature, type RunningTestApp } from '../../../apps/api/src/access/testing/test-app';

const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const LINKEDIN_MESSAGE = 'Please connect your LinkedIn account first to access this feature';

describeWithPostgres('the access gate on a feature route nobody marked', () => {
  const clock = new FixedClock(T0);
  let app: RunningTestApp;
  // Declared before the harness: the app on its stores closes before they do.
  afterAll(() => app?.close());
  const api = useApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
  beforeAll(async () => {
    app = await startAppWithUnmarkedFeature(api);
  });
  beforeEach(() => clock.set(T0));

  const call = async (method: 'GET' | 'POST', path: string, token?: string) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: await res.json() };
  };
  const feature = (token?: string, method: 'GET' | 'POST' = 'GET') => call(method, '/api/gate-probe/feature', token);
  const userWith = (options: { trial: boolean; linkedIn: boolean }) => userWithFixture(api, options);

  it('lets a user with a running trial and a connected LinkedIn account through', async () => {
    const { token } = await userWith({ trial: true, linkedIn: true });
    expect(await feature(token)).toEqual({ status: 200, body: { reached: true } });
    expect(await feature(token, 'POST')).toEqual({ status: 201, body: { reached: true } });
  });

  it('authenticates first: no token answers 401, not 402', async () => {
    expect(await feature()).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHENTICATED' } });
  });

  it('answers 402 SUBSCRIPTION_REQUIRED to a user who never had a subscription', async () => {
    const { token } = await userWith({ trial: false, linkedIn: true });
    const expected = {
      status: 402,
      body: {
        statusCode: 402,
        errorCode: 'SUBSCRIPTION_REQUIRED',
        message: 'Please start a free trial or subscribe to access this feature',
        subscription_status: null,
      },
    };
    expect(await feature(token)).toEqual(expected);
    expect(await feature(token, 'POST')).toEqual(expected);
  });

  it('answers 403 LINKEDIN_NOT_CONNECTED when no account was ever connected, ACCOUNT_DISCONNECTED with the account once it was lost', async () => {
    const { token, user } = await userWith({ trial: true, linkedIn: false });
    expect(await feature(token)).toEqual({
      status: 403,
      body: { statusCode: 403, errorCode: 'LINKEDIN_NOT_CONNECTED', message: LINKEDIN_MESSAGE, connection: 'none' },
    });
    await connectLinkedIn(api, user.id);
    expect((await feature(token)).status).toBe(200);
    await disconnectLinkedIn(api, user.id);
    expect(await feature(token)).toMatchObject({
      status: 403,
      body: {
        statusCode: 403,
        success: false,
        errorCode: 'ACCOUNT_DISCONNECTED',
        message: 'LinkedIn account disconnected. Please reconnect to continue.',
        account: { status: 'disconnected', isActive: false },
      },
    });
  });

  it('checks the subscription before LinkedIn: neither answers 402', async () => {
    const { token } = await userWith({ trial: false, linkedIn: false });
    expect(await feature(token)).toMatchObject({ status: 402, body: { errorCode: 'SUBSCRIPTION_REQUIRED' } });
  });

  it('refuses a user whose trial ran out (clock moved 8 days) with 402, while the open routes still answer', async () => {
    const { token } = await userWith({ trial: true, linkedIn: true });
    clock.advance(7 * DAY_MS - 1000);
    expect((await feature(token)).status).toBe(200);
    clock.advance(DAY_MS + 1000);
    expect(await feature(token)).toEqual({
      status: 402,
      body: {
        statusCode: 402,
        errorCode: 'SUBSCRIPTION_REQUIRED',
        message: 'Your free trial has ended. Please subscribe to continue.',
        subscription_status: 'expired',
      },
    });
    expect(await call('GET', '/api/subscriptions/current', token)).toMatchObject({
      status: 200,
      body: { subscription_status: 'expired' },
    });
    expect((await call('GET', '/api/rate-limits/settings', token)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', token)).status).toBe(200);
    expect((await call('GET', '/api/health')).status).toBe(200);
  });
});
