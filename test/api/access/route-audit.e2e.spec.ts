import { DAY_MS, FixedClock } from '@outflow/domain';
import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';
import { connectLinkedIn } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import {
  concretePath,
  controllerRoutes,
  serverEndpoints,
  type ControllerRoute,
} from '../../../apps/api/src/access/testing/route-inventory';
import {
  startAppWithUnmarkedFeature,
  startRealApp,
  type RunningTestApp,
} from '../../../apps/api/src/access/testing/test-app';

/**
 * The routes allowed to skip the access gate. Adding a route here is a product decision: a
 * feature route (campaigns, leads, inbox, AI, dashboard data, usage...) never belongs here.
 */
const ALLOWED_OPEN = new Set([
  'GET /api/auth/config',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  // A forgotten password: no one is signed in (each a single-use link, limited like sign-in).
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/rate-limits/settings',
  'PUT /api/rate-limits/settings',
  'GET /api/schedule/settings',
  'PUT /api/schedule/settings',
  'GET /api/subscriptions/current',
  'POST /api/subscriptions/create-trial',
  'POST /api/subscriptions/create-checkout-session',
  'POST /api/subscriptions/create-portal-session',
  'POST /api/subscriptions/webhook',
  // The LinkedIn connection flow (spec 01 §7); the LinkedIn feature calls (search, profile fetch) are gated.
  'GET /api/linkedin-accounts',
  'GET /api/linkedin-accounts/with-profile',
  'POST /api/linkedin-accounts/callback',
  'POST /api/linkedin-accounts/hosted-auth',
  'DELETE /api/linkedin-accounts/disconnect',
  'DELETE /api/linkedin-accounts/:accountId',
  'GET /api/linkedin-accounts/validate-service',
  // Campaigns are readable (with why they wait) while the account is disconnected or lapsed; actions are gated.
  'GET /api/campaigns',
  'GET /api/campaigns/:id',
  'GET /api/campaigns/:id/state',
  'GET /api/campaigns/:id/history',
  'GET /api/campaigns/:id/history/export',
  'GET /api/campaigns/:id/sequence/versions',
  'GET /api/campaigns/:id/funnel',
  'GET /api/campaigns/:id/daily',
  // Stopping outreach to a person is never behind the access gate (issue 17).
  'GET /api/do-not-contact',
  'POST /api/do-not-contact',
  'DELETE /api/do-not-contact/:id',
  // Who from support read the user's data: the user sees it whatever their subscription.
  'GET /api/access-log',
  // Workspaces and their members: who works in which workspace is never behind the access gate (issue 20).
  'GET /api/workspaces',
  'POST /api/workspaces',
  'PATCH /api/workspaces/:id',
  // Deleting a workspace (and its campaigns) is never held behind a lapsed subscription.
  'DELETE /api/workspaces/:id',
  'GET /api/workspaces/:id/members',
  'PATCH /api/workspaces/:id/members/:userId',
  'DELETE /api/workspaces/:id/members/:userId',
  'PUT /api/workspaces/:id/members/:userId/senders',
  'POST /api/workspaces/:id/invitations',
  'GET /api/workspaces/:id/invitations',
  'DELETE /api/workspaces/:id/invitations/:invitationId',
  'GET /api/workspaces/:id/history',
  // An invitation link: previewed before sign-in, accepted by whoever signed in with the invited e-mail.
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  // The support console: support staff only (403 SUPPORT_ONLY to anyone else), who have no subscription of their own.
  'GET /api/support/users',
  'GET /api/support/users/:userId',
  'GET /api/support/users/:userId/campaigns',
  'GET /api/support/users/:userId/campaigns/:campaignId/state',
  'GET /api/support/users/:userId/campaigns/:campaignId/history',
  'GET /api/support/users/:userId/campaigns/:campaignId/history/export',
  'GET /api/support/users/:userId/campaigns/:campaignId/funnel',
  'GET /api/support/users/:userId/campaigns/:campaignId/daily',
]);
/** Provider webhooks (Stripe's is above; LinkedIn's provider under /api/webhooks/): no user, their own secret. */
const ALLOWED_OPEN_PATTERNS = [/^POST \/api\/webhooks\/[a-z0-9-]+(\/[a-z0-9-]+)*$/];
const allowedOpen = (key: string) =>
  ALLOWED_OPEN.has(key) || ALLOWED_OPEN_PATTERNS.some((pattern) => pattern.test(key));

/** Served by the HTTP server outside Nest's controllers (hence outside every guard): the API docs only. */
const OUTSIDE_NEST = /^GET \/api\/docs(\/|-json$|-yaml$|$)/;

/** The gate's refusals; an open route may refuse for its own reasons, never with these. */
const GATE_CODES = ['SUBSCRIPTION_REQUIRED', 'SUBSCRIPTION_EXPIRED', 'LINKEDIN_NOT_CONNECTED', 'ACCOUNT_DISCONNECTED'];

const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);

describeWithPostgres('route audit: every route is gated or explicitly open', () => {
  const clock = new FixedClock(T0);
  let api: ApiHarness;
  let real: RunningTestApp;
  let withProbe: RunningTestApp;
  /** Trial ended 8 days ago, LinkedIn connected: refused by the subscription check. */
  let expired: string;
  /** Trial running, no LinkedIn account: refused by the LinkedIn check. */
  let unconnected: string;

  beforeAll(async () => {
    api = await startApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
    real = await startRealApp(api);
    withProbe = await startAppWithUnmarkedFeature(api);
    const a = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: a.token });
    await connectLinkedIn(api, a.user.id);
    clock.advance(8 * DAY_MS);
    const b = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: b.token });
    [expired, unconnected] = [a.token, b.token];
  });
  afterAll(async () => {
    await withProbe?.close();
    await real?.close();
    await api?.stop();
  });

  const call = async (app: RunningTestApp, route: ControllerRoute, token: string) => {
    // Signing out would revoke the audit's own tokens for every route after it: a throwaway user signs out.
    const bearer = route.key === 'POST /api/auth/logout' ? (await api.signUp()).token : token;
    const res = await fetch(`${app.url}${concretePath(route.path)}`, {
      method: route.method === 'ALL' ? 'GET' : route.method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    });
    const text = await res.text();
    return {
      status: res.status,
      errorCode: (text.startsWith('{') ? JSON.parse(text).errorCode : undefined) as string | undefined,
    };
  };

  /** Each route: marked open only if allowed, and if not marked, refused by the gate over HTTP. */
  async function audit(app: RunningTestApp) {
    const routes = controllerRoutes(app.app);
    const wronglyOpen = routes.filter((r) => r.markedOpen && !allowedOpen(r.key)).map((r) => r.key);
    expect(wronglyOpen).toEqual([]);
    const answers: Record<string, unknown> = {};
    for (const route of routes) {
      const [asExpired, asUnconnected] = [await call(app, route, expired), await call(app, route, unconnected)];
      answers[route.key] = route.markedOpen
        ? {
            open:
              !GATE_CODES.includes(asExpired.errorCode ?? '') && !GATE_CODES.includes(asUnconnected.errorCode ?? ''),
          }
        : {
            expired: [asExpired.status, asExpired.errorCode],
            unconnected: [asUnconnected.status, asUnconnected.errorCode],
          };
    }
    for (const route of routes) {
      expect([route.key, answers[route.key]]).toEqual([
        route.key,
        route.markedOpen
          ? { open: true }
          : { expired: [402, 'SUBSCRIPTION_REQUIRED'], unconnected: [403, 'LINKEDIN_NOT_CONNECTED'] },
      ]);
    }
    return routes;
  }

  it('finds the routes the app serves, and nothing under /api is served around Nest but the docs', () => {
    const routes = controllerRoutes(real.app).map((r) => r.key);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/subscriptions/current',
        'POST /api/subscriptions/webhook',
        'GET /api/rate-limits/settings',
        'GET /api/auth/me',
        'GET /api/linkedin/capabilities',
        'POST /api/leads/active-check',
      ]),
    );
    const served = serverEndpoints(real.app);
    expect(served).toEqual(expect.arrayContaining(routes));
    expect(served.filter((e) => !routes.includes(e) && !OUTSIDE_NEST.test(e))).toEqual([]);
  });

  it('the real app: every route is marked open (and allowed to be) or answers 402/403 from the gate', async () => {
    const routes = await audit(real);
    // The subscription, auth and settings routes are open; the audit itself must not be vacuous.
    expect(routes.filter((r) => r.markedOpen).map((r) => r.key)).toEqual(
      expect.arrayContaining(['GET /api/subscriptions/current', 'PUT /api/rate-limits/settings', 'GET /api/auth/me']),
    );
  });

  it('a feature route added later without any marking is gated by default', async () => {
    const routes = await audit(withProbe);
    const probe = routes.filter((r) => r.path.startsWith('/api/gate-probe'));
    expect(probe.map((r) => [r.key, r.markedOpen])).toEqual([
      ['GET /api/gate-probe/feature', false],
      ['POST /api/gate-probe/feature', false],
    ]);
  });
});
