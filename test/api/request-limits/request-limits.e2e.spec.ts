import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';

jest.setTimeout(60_000);

/** Fetch, keeping the Retry-After header the harness's request() drops. */
async function call(
  api: ApiHarness,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

describeWithPostgres('request limits', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    // The per-e-mail limit at its default (10 in 15 minutes); the others low enough to reach quickly.
    api = await startApiHarness({
      env: { AUTH_RATE_LIMIT_PER_ADDRESS: '25', API_RATE_LIMIT_PER_USER: '40', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(() => api?.stop());

  const logIn = (email: string, password: string) =>
    call(api, 'POST', '/api/auth/login', { body: { email, password } });

  it('answers 429 with Retry-After after 10 sign-ins for one e-mail, and refuses even the right password until the window ends, except from an address it signed in from', async () => {
    await api.signUp({ email: 'target@example.com', password: 'the right one here' });
    // Guesses from elsewhere (a proxy on this machine names the client; TRUST_PROXY=loopback).
    const guess = (password: string) =>
      call(api, 'POST', '/api/auth/login', {
        body: { email: 'TARGET@example.com', password },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
    for (let i = 0; i < 10; i++) expect((await guess(`wrong guess ${i}`)).status).toBe(401);
    const limited = await guess('wrong guess 10');
    expect(limited).toMatchObject({ status: 429, body: { statusCode: 429, errorCode: 'TOO_MANY_REQUESTS' } });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(15 * 60);
    const right = await guess('the right one here');
    expect(right.status).toBe(429);
    expect(right.body.accessToken).toBeUndefined();
    // The owner, from the address they signed up from, is not locked out (test/security/sign-in-blocking).
    expect((await logIn('target@example.com', 'the right one here')).status).toBe(200);
    // Another account, from the same address, still signs in.
    await api.signUp({ email: 'bystander@example.com', password: 'not involved at all' });
    expect((await logIn('bystander@example.com', 'not involved at all')).status).toBe(200);
  });

  it('answers 429 with Retry-After once one client address tried too many e-mails', async () => {
    const statuses: number[] = [];
    let last = await logIn('spray-0@example.com', 'sprayed password');
    for (let i = 1; i <= 30 && last.status !== 429; i++) {
      statuses.push(last.status);
      last = await logIn(`spray-${i}@example.com`, 'sprayed password');
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(last.status).toBe(429);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
  });

  it("limits each user's API calls per minute, one user's use not counting against another's", async () => {
    const heavy = await api.signUp();
    const light = await api.signUp();
    const answers = [];
    for (let i = 0; i < 41; i++) answers.push(await call(api, 'GET', '/api/auth/me', { token: heavy.token }));
    expect(answers.slice(0, 40).every((a) => a.status === 200)).toBe(true);
    expect(answers[40]).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expect(Number(answers[40].retryAfter)).toBeLessThanOrEqual(60);
    expect((await call(api, 'GET', '/api/auth/me', { token: light.token })).status).toBe(200);
  });
});
