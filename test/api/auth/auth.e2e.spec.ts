import type { Me, Session } from '@outflow/api-contract';
import { hashPassword } from '@outflow/auth';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { io } from 'socket.io-client';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { startRealApp } from '../../../apps/api/src/access/testing/test-app';

/** What the real-time socket answers a token with: `connected`, or `notification:error` before it is dropped. */
function socketAnswer(url: string, token: string): Promise<string> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket said nothing')), 10_000);
    for (const event of ['connected', 'notification:error']) {
      socket.once(event, () => {
        clearTimeout(timer);
        socket.close();
        resolve(event);
      });
    }
  });
}

describeWithPostgres('local sign-up and sign-in over HTTP', () => {
  const api = useApiHarness();

  it('signs up, answers a token and the user, and the token opens /auth/me', async () => {
    const res = await api.request<Session>('POST', '/api/auth/signup', {
      body: { email: ' Ada@Example.com ', password: 'analytical engine', name: 'Ada Lovelace' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: expect.any(String), email: 'ada@example.com', name: 'Ada Lovelace' });
    const me = await api.request<Me>('GET', '/api/auth/me', { token: res.body.accessToken });
    expect(me).toEqual({ status: 200, body: { ...res.body.user, roles: ['user'] } });
  });

  it('logs in with the same e-mail in any case, and refuses a wrong password or an unknown e-mail alike', async () => {
    await api.request('POST', '/api/auth/signup', {
      body: { email: 'grace@example.com', password: 'compiler pioneer', name: 'Grace' },
    });
    const ok = await api.request<Session>('POST', '/api/auth/login', {
      body: { email: 'GRACE@example.com', password: 'compiler pioneer' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('grace@example.com');
    const wrong = await api.request('POST', '/api/auth/login', {
      body: { email: 'grace@example.com', password: 'nope nope nope' },
    });
    const unknown = await api.request('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'nope nope nope' },
    });
    expect(wrong).toEqual({ status: 401, body: expect.objectContaining({ message: 'Invalid email or password' }) });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a second account for the same address with 409 naming email', async () => {
    await api.signUp({ email: 'twice@example.com' });
    const again = await api.request<ApiErrorBody>('POST', '/api/auth/signup', {
      body: { email: 'TWICE@example.com', password: 'another password', name: 'Other' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ field: 'email', errorCode: 'EMAIL_TAKEN' });
  });

  it('lets only one of two simultaneous sign-ups with one address win', async () => {
    const body = { email: 'race@example.com', password: 'photo finish', name: 'Racer' };
    const results = await Promise.all([1, 2, 3].map(() => api.request('POST', '/api/auth/signup', { body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it.each<[{ email?: string; password: string; name: string }, string]>([
    [{ email: 'not-an-email', password: 'long enough', name: 'X' }, 'email'],
    [{ email: 'short@example.com', password: 'short', name: 'X' }, 'password'],
    [{ email: 'nine@example.com', password: 'nine char', name: 'X' }, 'password'],
    [{ email: 'spaces@example.com', password: '            ', name: 'X' }, 'password'],
    [{ email: 'same.as.mail@example.com', password: 'Same.As.Mail@example.com', name: 'X' }, 'password'],
    [{ email: 'common@example.com', password: 'qwertyuiop', name: 'X' }, 'password'],
    [{ email: 'common2@example.com', password: 'Password123', name: 'X' }, 'password'],
    [{ email: 'noname@example.com', password: 'long enough', name: '   ' }, 'name'],
    [{ password: 'long enough', name: 'X' }, 'email'],
  ])('refuses sign-up %j with 400 naming %s, and stores nothing', async (body, field) => {
    const res = await api.request<ApiErrorBody>('POST', '/api/auth/signup', { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    if (typeof body.email === 'string' && body.email.includes('@')) {
      expect(await api.eventStore.readStream(`user_email-${body.email}`)).toEqual([]);
    }
  });

  it('says why a password is refused', async () => {
    const signUp = (password: string) =>
      api.request<ApiErrorBody>('POST', '/api/auth/signup', {
        body: { email: 'why@example.com', password, name: 'Why' },
      });
    expect((await signUp('nine char')).body.message).toBe('password must be at least 10 characters long');
    expect((await signUp('qwertyuiop')).body.message).toMatch(/too common/);
    expect((await signUp('why@example.com')).body.message).toMatch(/e-mail/);
  });

  it('signs out: every token of the user is refused after, on any API process and socket, and a new sign-in works', async () => {
    const { token: first, user } = await api.signUp({ email: 'leaving@example.com', password: 'see you later' });
    const second = (
      await api.request<Session>('POST', '/api/auth/login', {
        body: { email: 'leaving@example.com', password: 'see you later' },
      })
    ).body.accessToken;
    const otherProcess = await startRealApp(api);
    try {
      expect((await api.request('GET', '/api/auth/me', { token: first })).status).toBe(200);
      expect(await api.request('POST', '/api/auth/logout', { token: first })).toEqual({
        status: 200,
        body: { success: true },
      });
      const revoked = { status: 401, body: expect.objectContaining({ errorCode: 'TOKEN_REVOKED' }) };
      expect(await api.request('GET', '/api/auth/me', { token: first })).toEqual(revoked);
      expect(await api.request('GET', '/api/auth/me', { token: second })).toEqual(revoked);
      expect(
        (await fetch(`${otherProcess.url}/api/auth/me`, { headers: { authorization: `Bearer ${first}` } })).status,
      ).toBe(401);
      expect(await socketAnswer(api.url, first)).toBe('notification:error');
      expect((await api.request('POST', '/api/auth/logout', { token: first })).status).toBe(401);
      expect((await api.eventStore.readStream(`user-${user.id}`)).map((e) => e.type)).toEqual([
        'UserRegistered',
        'UserSignedOut',
      ]);

      const again = await api.request<Session>('POST', '/api/auth/login', {
        body: { email: 'leaving@example.com', password: 'see you later' },
      });
      expect((await api.request('GET', '/api/auth/me', { token: again.body.accessToken })).status).toBe(200);
      expect(await socketAnswer(api.url, again.body.accessToken)).toBe('connected');
    } finally {
      await otherProcess.close();
    }
  });

  it('repairs a sign-up interrupted after the e-mail was reserved, at the next login', async () => {
    const userId = '6f7c1b8e-0000-4000-8000-000000000001';
    await api.eventStore.appendToStream(
      'user_email-halfway@example.com',
      [
        {
          type: 'EmailReserved',
          data: {
            email: 'halfway@example.com',
            userId,
            name: 'Half',
            passwordHash: await hashPassword('half done pw'),
          },
          metadata: { userId, actor: 'user', correlationId: 'c' },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    const res = await api.request('POST', '/api/auth/login', {
      body: { email: 'halfway@example.com', password: 'half done pw' },
    });
    expect(res.status).toBe(200);
    expect((await api.eventStore.readStream(`user-${userId}`)).map((e) => e.type)).toEqual(['UserRegistered']);
  });

  it('serves liveness, readiness and the OpenAPI document without a token', async () => {
    expect(await api.request('GET', '/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await api.request('GET', '/api/ready');
    expect(ready).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
        projectorLagSeconds: expect.any(Number),
      },
    });
    const docs = await api.request<{ paths: Record<string, unknown> }>('GET', '/api/docs-json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining(['/api/rate-limits/settings', '/api/auth/signup', '/api/auth/login']),
    );
  });

  it('says which sign-in mode the web app should use', async () => {
    expect((await api.request('GET', '/api/auth/config')).body).toEqual({ mode: 'local', passwordReset: 'operator' });
  });
});
