import type { RateLimitSettings } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { DAILY_LIMIT_DEFAULTS } from '../../support/rate-limit-settings';

/** The spec's eight limits and total, plus the rolling weekly invitation cap the answers carry. */
const ANSWERED = { ...DAILY_LIMIT_DEFAULTS, weeklyConnections: 100 };

describeWithPostgres('rate limit settings over HTTP', () => {
  const api = useApiHarness();

  it('answers the spec defaults before anything was saved', async () => {
    const { token } = await api.signUp();
    const res = await api.request('GET', '/api/rate-limits/settings', { token });
    expect(res).toEqual({ status: 200, body: ANSWERED });
  });

  it('keeps what PUT saved, read back from the read model', async () => {
    const { token } = await api.signUp();
    const changed = { ...DAILY_LIMIT_DEFAULTS, connections: 25, profileViews: 150 };
    const answered = { ...changed, weeklyConnections: 100 };
    const put = await api.request('PUT', '/api/rate-limits/settings', { token, body: changed });
    expect(put).toEqual({ status: 200, body: answered });
    const get = await api.request('GET', '/api/rate-limits/settings', { token });
    expect(get.body).toEqual(answered);
    const row = await api.readDb.selectFrom('rate_limit_settings').selectAll().executeTakeFirstOrThrow();
    expect(row.connections).toBe(25);
  });

  it('appends one RateLimitSettingsChanged with the tenant, actor and correlation id', async () => {
    const { token, user } = await api.signUp();
    await api.request('PUT', '/api/rate-limits/settings', {
      token,
      body: { ...DAILY_LIMIT_DEFAULTS, messages: 42 },
      headers: { 'x-request-id': 'req-123' },
    });
    const events = await api.eventStore.readStream(`user-${user.id}`);
    const changed = events.filter((e) => e.type === 'RateLimitSettingsChanged');
    expect(changed).toHaveLength(1);
    expect(changed[0].data).toMatchObject({ settings: { ...DAILY_LIMIT_DEFAULTS, messages: 42 } });
    expect(changed[0].metadata).toEqual({
      userId: user.id,
      actor: 'user',
      correlationId: 'req-123',
      causationId: 'req-123',
    });
  });

  it.each([
    ['connections', 76],
    ['messages', 'many'],
    ['profileViews', 12.5],
    ['emails', -5],
    ['total', 0],
    ['weeklyConnections', 5],
    ['weeklyConnections', 201],
  ])('refuses %s=%p with 400 naming the field, and appends nothing', async (field, value) => {
    const { token, user } = await api.signUp();
    const res = await api.request<ApiErrorBody>('PUT', '/api/rate-limits/settings', {
      token,
      body: { ...DAILY_LIMIT_DEFAULTS, [field]: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
    const events = await api.eventStore.readStream(`user-${user.id}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
  });

  it('refuses a body missing a limit, or carrying an unknown one', async () => {
    const { token } = await api.signUp();
    const { inmails: _, ...missing } = DAILY_LIMIT_DEFAULTS;
    expect(
      (await api.request<ApiErrorBody>('PUT', '/api/rate-limits/settings', { token, body: missing })).body.field,
    ).toBe('inmails');
    expect(
      (
        await api.request<ApiErrorBody>('PUT', '/api/rate-limits/settings', {
          token,
          body: { ...DAILY_LIMIT_DEFAULTS, hacks: 1 },
        })
      ).body.field,
    ).toBe('hacks');
  });

  it('keeps the weekly invitation cap when a PUT leaves it out (the spec body has only the daily limits)', async () => {
    const { token } = await api.signUp();
    await api.request('PUT', '/api/rate-limits/settings', {
      token,
      body: { ...DAILY_LIMIT_DEFAULTS, weeklyConnections: 60 },
    });
    const put = await api.request('PUT', '/api/rate-limits/settings', {
      token,
      body: { ...DAILY_LIMIT_DEFAULTS, connections: 10 },
    });
    expect(put.body).toEqual({ ...DAILY_LIMIT_DEFAULTS, connections: 10, weeklyConnections: 60 });
  });

  it('needs a signed-in user', async () => {
    expect((await api.request('GET', '/api/rate-limits/settings')).status).toBe(401);
    expect((await api.request('GET', '/api/rate-limits/settings', { token: 'not-a-token' })).status).toBe(401);
  });

  it("never shows one user another's settings, whatever X-Auth0-User-ID says", async () => {
    const alice = await api.signUp();
    const bob = await api.signUp();
    await api.request('PUT', '/api/rate-limits/settings', {
      token: alice.token,
      body: { ...DAILY_LIMIT_DEFAULTS, likes: 5 },
    });
    const res = await api.request('GET', '/api/rate-limits/settings', {
      token: bob.token,
      headers: { 'X-Auth0-User-ID': alice.user.id, 'X-Auth0-User-Email': alice.user.email },
    });
    expect(res.body).toEqual(ANSWERED);
    const put = await api.request<RateLimitSettings>('PUT', '/api/rate-limits/settings', {
      token: bob.token,
      body: { ...DAILY_LIMIT_DEFAULTS, likes: 9 },
      headers: { 'X-Auth0-User-ID': alice.user.id },
    });
    expect(put.body.likes).toBe(9);
    expect(
      (await api.request<RateLimitSettings>('GET', '/api/rate-limits/settings', { token: alice.token })).body.likes,
    ).toBe(5);
  });
});
