/**
 * Finding 1 (issue 18, High): "Taking over another user's LinkedIn connection". The Unipile client put
 * the account id into the URL path unencoded: `POST /api/linkedin-accounts/callback
 * {"accountId":"x/../<victim's id>"}` answered the victim's profile, and Disconnect then deleted the
 * victim's account at the provider. Now every provider id is checked against the provider's alphabet
 * and length at the API's edge (400 naming the field) and again where the one path builder makes
 * every provider URL (libs/linkedin/src/unipile/provider-path.ts).
 */
import type { LinkedInAccountAnswer, LinkedInStatus } from '@outflow/api-contract';
import { controllerRoutes } from '../../apps/api/src/access/testing/route-inventory';
import { startRealApp, type RunningTestApp } from '../../apps/api/src/access/testing/test-app';
import type { ApiErrorBody } from '../../apps/api/src/common/api-error';
import { useApiHarness } from '../support/api-suite';
import { connectLinkedIn, sandboxApi, userWithTrial } from '../support/linkedin-test-flows';
import { rawRequest } from '../support/raw-request';
import { describeWithPostgres } from '@outflow/testing';
import { signUpSupport } from '../support/support-staff';

jest.setTimeout(120_000);

/** Ids that climb out of their path segment, end it, or are longer than any the provider issues. */
const hostileIds = (victim: string) => [
  `x/../${victim}`,
  `../${victim}`,
  '..',
  '../accounts',
  '../webhooks',
  `x%2F..%2F${victim}`,
  '%2F',
  '/',
  `${victim}?limit=1`,
  `${victim}#x`,
  'a'.repeat(101),
  'a'.repeat(300),
];

/** Route parameters whose value the API hands the LinkedIn provider: refused by name at the edge. */
const PROVIDER_BOUND_PARAMS = new Set(['chatId']);

/** Removing one sender: the victim's own id (plain, or with a query or fragment the HTTP layer strips) is theirs
 * to remove, so those probes would disconnect the victim for every route after them; they are left out here. */
const REMOVE_SENDER = 'DELETE /api/linkedin-accounts/:accountId';
const isOwnId = (id: string, victim: string) => id.split(/[?#]/)[0] === victim;

describeWithPostgres('taking over another user’s LinkedIn connection (finding 1)', () => {
  const api = useApiHarness({ linkedin: true });
  let routesApp: RunningTestApp;
  let victim: { token: string; accountId: string };

  beforeAll(async () => {
    routesApp = await startRealApp(api);
    const session = await userWithTrial(api);
    const { accountId, callback } = await connectLinkedIn(api, session.token);
    expect(callback.status).toBe(200);
    victim = { token: session.token, accountId };
  });
  afterAll(() => routesApp?.close());

  it("refuses a callback naming someone else's account through a path, 400 naming accountId; Disconnect leaves the victim's account alone", async () => {
    const attacker = await userWithTrial(api);
    for (const accountId of hostileIds(victim.accountId)) {
      const answer = await api.request<ApiErrorBody>('POST', '/api/linkedin-accounts/callback', {
        token: attacker.token,
        body: { accountId },
      });
      expect([accountId, answer.status, answer.body.field]).toEqual([accountId, 400, 'accountId']);
      expect(JSON.stringify(answer.body)).not.toContain('@'); // no victim's e-mail, name or headline
    }
    // The victim's own id, as it is: the account belongs to someone else.
    const theirs = await api.request<ApiErrorBody>('POST', '/api/linkedin-accounts/callback', {
      token: attacker.token,
      body: { accountId: victim.accountId },
    });
    expect([theirs.status, theirs.body.errorCode]).toEqual([409, 'ACCOUNT_OWNED_BY_ANOTHER_USER']);
    expect(
      (await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token: attacker.token })).body,
    ).toEqual({ success: true, account: null, senders: [] });

    expect(
      (await api.request('DELETE', '/api/linkedin-accounts/disconnect', { token: attacker.token })).status,
    ).not.toBe(500);
    // Removing one sender by id: someone else's sender is not found, and stays connected.
    expect(
      (await api.request('DELETE', `/api/linkedin-accounts/${victim.accountId}`, { token: attacker.token })).status,
    ).toBe(404);
    expect((await sandboxApi(api, 'GET', `/accounts/${victim.accountId}`)).status).toBe(200);
    const card = await api.request<LinkedInAccountAnswer>('GET', '/api/linkedin-accounts/with-profile', {
      token: victim.token,
    });
    expect(card.body.account).toMatchObject({ accountId: victim.accountId, status: 'connected', isActive: true });
  });

  it('answers 400 or 404, never 5xx, to `..`, `/`, `%2F`, `?`, `#` and over-long ids on every route that takes an id; provider ids are refused by name', async () => {
    const support = await signUpSupport(api);
    const routes = controllerRoutes(routesApp.app).filter((r) => r.path.includes('/:'));
    expect(routes.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const route of routes) {
      const token = route.path.startsWith('/api/support/') ? support.token : victim.token;
      for (const param of route.path.match(/:(\w+)/g)!.map((p) => p.slice(1))) {
        for (const id of hostileIds(victim.accountId)) {
          if (`${route.method} ${route.path}` === REMOVE_SENDER && isOwnId(id, victim.accountId)) continue;
          const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === param ? id : 'kept-id'));
          const { status, body } = await rawRequest(api.url, route.method, path, {
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify({ text: 'Hi' }),
          });
          const oneSegment = !id.includes('/') && !id.includes('?') && !id.includes('#');
          const answer = body as ApiErrorBody | string;
          const refusedByName = typeof answer === 'object' && status === 400 && answer.field === param;
          const ok =
            typeof answer === 'object' &&
            (status === 400 || status === 404) &&
            (!PROVIDER_BOUND_PARAMS.has(param) || !oneSegment || refusedByName);
          if (!ok) answers.push(`${route.method} ${path} → ${status} ${JSON.stringify(body).slice(0, 160)}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect((await sandboxApi(api, 'GET', `/accounts/${victim.accountId}`)).status).toBe(200);
  });

  it('refuses a profile address whose name climbs out of its segment (the AI profile lookup), 400 naming url', async () => {
    for (const slug of ['..%2F..%2Fwebhooks', '..%2Faccounts%2F' + victim.accountId, 'a%3Fb', 'a%23b'])
      expect(
        (
          await api.request<ApiErrorBody>(
            'GET',
            `/api/linkedin-accounts/ai-message-profile?url=${encodeURIComponent(`https://www.linkedin.com/in/${slug}`)}`,
            { token: victim.token },
          )
        ).body,
      ).toMatchObject({ statusCode: 400, field: 'url' });
  });
});
