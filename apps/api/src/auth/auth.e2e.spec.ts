import { startApiHarness, type ApiHarness } from '../../../../test/support/api-harness';
import { describeWithPostgres } from '../../../../test/support/services';

describeWithPostgres('local sign-up and sign-in over HTTP', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(() => api.stop());

  it('signs up, answers a token and the user, and the token opens /auth/me', async () => {
    const res = await api.request('POST', '/api/auth/signup', { body: { email: ' Ada@Example.com ', password: 'analytical engine', name: 'Ada Lovelace' } });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: expect.any(String), email: 'ada@example.com', name: 'Ada Lovelace' });
    const me = await api.request('GET', '/api/auth/me', { token: res.body.accessToken });
    expect(me).toEqual({ status: 200, body: { ...res.body.user, roles: ['user'] } });
  });

  it('logs in with the same e-mail in any case, and refuses a wrong password or an unknown e-mail alike', async () => {
    await api.request('POST', '/api/auth/signup', { body: { email: 'grace@example.com', password: 'compiler pioneer', name: 'Grace' } });
    const ok = await api.request('POST', '/api/auth/login', { body: { email: 'GRACE@example.com', password: 'compiler pioneer' } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('grace@example.com');
    const wrong = await api.request('POST', '/api/auth/login', { body: { email: 'grace@example.com', password: 'nope nope nope' } });
    const unknown = await api.request('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'nope nope nope' } });
    expect(wrong).toEqual({ status: 401, body: expect.objectContaining({ message: 'Invalid email or password' }) });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a second account for the same address with 409 naming email', async () => {
    await api.signUp({ email: 'twice@example.com' });
    const again = await api.request('POST', '/api/auth/signup', { body: { email: 'TWICE@example.com', password: 'another password', name: 'Other' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ field: 'email', errorCode: 'EMAIL_TAKEN' });
  });

  it('lets only one of two simultaneous sign-ups with one address win', async () => {
    const body = { email: 'race@example.com', password: 'photo finish', name: 'Racer' };
    const results = await Promise.all([1, 2, 3].map(() => api.request('POST', '/api/auth/signup', { body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough', name: 'X' }, 'email'],
    [{ email: 'short@example.com', password: 'short', name: 'X' }, 'password'],
    [{ email: 'noname@example.com', password: 'long enough', name: '   ' }, 'name'],
    [{ password: 'long enough', name: 'X' }, 'email'],
  ])('refuses sign-up %j with 400 naming %s, and stores nothing', async (body, field) => {
    const res = await api.request('POST', '/api/auth/signup', { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    if (typeof body.email === 'string' && body.email.includes('@')) {
      expect(await api.eventStore.readStream(`user_email-${body.email}`)).toEqual([]);
    }
  });

  it('repairs a sign-up interrupted after the e-mail was reserved, at the next login', async () => {
    const { hashPassword } = await import('@outflow/auth');
    const userId = '6f7c1b8e-0000-4000-8000-000000000001';
    await api.eventStore.appendToStream(
      'user_email-halfway@example.com',
      [{ type: 'EmailReserved', data: { email: 'halfway@example.com', userId, name: 'Half', passwordHash: await hashPassword('half done pw') }, metadata: { userId, actor: 'user', correlationId: 'c' } }],
      { expectedVersion: 'no_stream' },
    );
    const res = await api.request('POST', '/api/auth/login', { body: { email: 'halfway@example.com', password: 'half done pw' } });
    expect(res.status).toBe(200);
    expect((await api.eventStore.readStream(`user-${userId}`)).map((e) => e.type)).toEqual(['UserRegistered']);
  });

  it('serves liveness, readiness and the OpenAPI document without a token', async () => {
    expect(await api.request('GET', '/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await api.request('GET', '/api/ready');
    expect(ready).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'up', eventStore: 'up', bus: 'up' } } });
    const docs = await api.request('GET', '/api/docs-json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/rate-limits/settings', '/api/auth/signup', '/api/auth/login']));
  });

  it('says which sign-in mode the web app should use', async () => {
    expect((await api.request('GET', '/api/auth/config')).body).toEqual({ mode: 'local' });
  });
});
