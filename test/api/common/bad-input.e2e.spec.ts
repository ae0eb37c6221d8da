import { sql } from 'kysely';
import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { useApiHarness } from '../../support/api-suite';
import { freePort, describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

jest.setTimeout(60_000);

/**
 * Issue 10 finding 5: each cause of a 500 the fuzz run found, answered 4xx naming what is wrong,
 * with nothing appended. Bodies are sent as raw text: JSON.stringify cannot write some of them.
 */
describeWithPostgres('bad input answers 4xx, never 500', () => {
  const api = useApiHarness();
  let token: string;
  beforeAll(async () => {
    ({ token } = await userWith(api, { trial: true, linkedIn: true }));
  });

  const head = async () =>
    (
      await sql<{ head: string | null }>`SELECT max(global_position)::text AS head FROM event_store.events`.execute(
        api.readDb,
      )
    ).rows[0].head;
  const send = async (method: string, path: string, raw?: string) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: raw,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  /** Sends, expects the refusal, and that the event store did not move. */
  const refused = async (
    method: string,
    path: string,
    raw: string | undefined,
    status: number,
    expected: Record<string, unknown>,
  ) => {
    const before = await head();
    const res = await send(method, path, raw);
    expect(res).toEqual({ status, body: expect.objectContaining({ statusCode: status, ...expected }) });
    expect(await head()).toBe(before);
  };

  it.each([
    ['a NUL character', '"Warm\\u0000intro"', 'NUL character'],
    ['a lone surrogate', '"Warm \\ud800 intro"', 'lone surrogate'],
  ])('refuses a string with %s (Postgres stores neither) with 400 naming the field', async (_, name, problem) => {
    await refused('POST', '/api/prompts', `{"name":${name},"content":"Ask for a call"}`, 400, {
      errorCode: 'VALIDATION_FAILED',
      field: 'name',
      message: `name contains a ${problem}`,
    });
  });

  it('refuses a NUL character in a query or a key too', async () => {
    expect(await send('GET', '/api/leads?campaignId=a%00b')).toMatchObject({
      status: 400,
      body: { field: 'campaignId' },
    });
    await refused('POST', '/api/prompts', '{"name":"a","content":"b","x\\u0000":1}', 400, { field: 'x\u0000' });
  });

  it('refuses JSON nested 3,000 deep with 400 (the validator overflowed its stack)', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    await refused('POST', '/api/ai-messages/generate', `{"aiPrompt":"Hi","profile":${deep}}`, 400, {
      errorCode: 'VALIDATION_FAILED',
      message: 'The body is nested too deeply (at most 32 levels)',
    });
    await refused(
      'POST',
      '/api/campaigns',
      `{"name":"Deep","leads":[],"sequence":{"nodes":${'['.repeat(3000)}${']'.repeat(3000)}}}`,
      400,
      { errorCode: 'VALIDATION_FAILED' },
    );
  });

  it('answers a body over 2 MB with 413, and JSON it cannot read with 400', async () => {
    const huge = JSON.stringify({
      name: 'Big',
      leads: Array.from({ length: 40_000 }, (_, i) => `https://www.linkedin.com/in/someone-with-a-long-name-${i}/`),
      sequence: { nodes: [] },
    });
    expect(huge.length).toBeGreaterThan(2 * 1024 * 1024);
    await refused('POST', '/api/campaigns', huge, 413, {
      errorCode: 'BODY_TOO_LARGE',
      message: 'The request body is over 2 MB',
    });
    await refused('POST', '/api/prompts', '{"name": "a",', 400, { message: expect.stringContaining('JSON') });
  });

  it('refuses null where a number is required (characterLimit: null passed @IsOptional)', async () => {
    expect(await send('POST', '/api/ai-messages/generate', '{"aiPrompt":"Hi","characterLimit":null}')).toMatchObject({
      status: 400,
      body: { field: 'characterLimit' },
    });
    expect(await send('POST', '/api/ai-messages/generate', '{"aiPrompt":"Hi","kind":null}')).toMatchObject({
      status: 400,
      body: { field: 'kind' },
    });
    expect(await send('POST', '/api/ai-messages/generate', '{"aiPrompt":"Hi","characterLimit":300}')).toMatchObject({
      status: 200,
    });
  });

  it('bounds paging: skip=99999999999999999999 is refused, not passed to Postgres as a bigint', async () => {
    expect(await send('GET', '/api/messages/chats?limit=50&skip=99999999999999999999')).toMatchObject({
      status: 400,
      body: { field: 'skip' },
    });
    expect(await send('GET', '/api/messages/chats?limit=50&skip=1e300')).toMatchObject({
      status: 400,
      body: { field: 'skip' },
    });
    expect(await send('GET', '/api/messages/chats?limit=50&skip=0')).toMatchObject({ status: 200 });
  });

  it.each(['__proto__', 'constructor'])('refuses a body carrying a %s key with 400', async (key) => {
    await refused('POST', '/api/prompts', `{"name":"a","content":"b","${key}":{"polluted":true}}`, 400, {
      errorCode: 'VALIDATION_FAILED',
      field: key,
      message: `${key} is not an accepted key`,
    });
    await refused(
      'POST',
      '/api/ai-messages/generate',
      `{"aiPrompt":"Hi","profile":{"nested":{"${key}":{"isAdmin":true}}}}`,
      400,
      { field: `profile.nested.${key}` },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an id in the path over 255 characters before it names a stream', async () => {
    await refused('PUT', `/api/prompts/${'p'.repeat(256)}`, '{"name":"a","content":"b"}', 400, {
      field: 'id',
      message: 'id must be at most 255 characters',
    });
    await refused('PATCH', `/api/campaigns/${'c'.repeat(5000)}/status`, '{"status":"paused"}', 400, { field: 'id' });
  });
});

describeWithPostgres('Stripe unreachable', () => {
  let api: ApiHarness;
  let closedPort: number;
  beforeAll(async () => {
    closedPort = await freePort();
    api = await startApiHarness({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_unreachable',
        STRIPE_PRICE_ID: 'price_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: `http://127.0.0.1:${closedPort}`,
      },
    });
  });
  afterAll(() => api?.stop());

  it('answers checkout and the portal 503 (try again later), not 500', async () => {
    const { token } = await api.signUp();
    // Return addresses must lie inside the app: its public address.
    const urls = {
      successUrl: `${api.config.PUBLIC_URL}/team?checkout=success`,
      cancelUrl: `${api.config.PUBLIC_URL}/team?checkout=canceled`,
    };
    const checkout = await api.request('POST', '/api/subscriptions/create-checkout-session', { token, body: urls });
    expect(checkout).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        errorCode: 'BILLING_UNAVAILABLE',
        message: 'Stripe cannot be reached just now; please try again in a few minutes',
      },
    });
  });
});
