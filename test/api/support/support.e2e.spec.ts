import type {
  AccessLogPage,
  CampaignAnswer,
  CampaignCreated,
  CampaignFunnel,
  CampaignHistoryPage,
  CampaignList,
  CampaignSnapshot,
  DailyFiguresAnswer,
  FoundUsers,
  Me,
} from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { FixedClock } from '@outflow/domain';
import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { graphEdge, graphNode } from '../../support/campaign-fixtures';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { concretePath, controllerRoutes } from '../../../apps/api/src/access/testing/route-inventory';
import { startRealApp, type RunningTestApp } from '../../../apps/api/src/access/testing/test-app';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { main as usersCli } from '../../../apps/api/src/users-cli';

const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sequence = {
  nodes: [graphNode('view', 'view-profile'), graphNode('msg', 'send-message', { message: 'Hi' })],
  edges: [graphEdge('view', 'msg', 3_600_000)],
};

describeWithPostgres('support staff: read-only, every read recorded in the user’s access log', () => {
  const clock = new FixedClock(T0);
  let api: ApiHarness;
  let real: RunningTestApp;
  let owner: { token: string; user: { id: string; email: string } };
  let support: { token: string; user: { id: string; email: string; name: string } };
  let campaignId: string;

  const users = async (...argv: string[]) => {
    const lines: string[] = [];
    const env = { DATABASE_URL: api.config.DATABASE_URL!, DATA_DIR: api.config.DATA_DIR, LOG_LEVEL: 'silent' };
    const code = await usersCli(argv, { env, clock, out: (l) => lines.push(l), err: (l) => lines.push(l) });
    return { code, output: lines.join('\n') };
  };
  const me = async (token: string) => (await api.request<Me>('GET', '/api/auth/me', { token })).body;

  beforeAll(async () => {
    api = await startApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
    real = await startRealApp(api);
    owner = await userWith(api, { trial: true, linkedIn: true });
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token: owner.token,
      body: {
        name: 'Watched',
        leads: ['https://www.linkedin.com/in/ada-lovelace', 'https://www.linkedin.com/in/grace-hopper'],
        sequence,
      },
    });
    campaignId = created.body.campaign._id;
    support = await api.signUp({ name: 'Sam Support' });
    expect(await users('grant', support.user.email, 'support')).toEqual({
      code: 0,
      output: `Granted support to ${support.user.email} (user ${support.user.id})`,
    });
    await eventually(
      async () => (await me(support.token)).roles?.includes('support'),
      'the role to reach the read model',
    );
  });
  afterAll(async () => {
    await real?.close();
    await api?.stop();
  });

  it('GET /api/auth/me answers the roles; the users CLI refuses unknown roles and e-mails, and says when nothing changed', async () => {
    expect(await me(owner.token)).toMatchObject({ id: owner.user.id, roles: ['user'] });
    expect(await me(support.token)).toMatchObject({ id: support.user.id, roles: ['user', 'support'] });
    expect(await users('grant', support.user.email, 'support')).toMatchObject({
      code: 0,
      output: expect.stringContaining('already has the role support'),
    });
    expect(await users('grant', support.user.email, 'admin')).toEqual({
      code: 1,
      output: 'Unknown role "admin": the roles are support',
    });
    expect(await users('grant', 'nobody@example.com', 'support')).toEqual({
      code: 1,
      output: 'No account with the e-mail nobody@example.com',
    });
    expect((await users('promote', support.user.email)).code).toBe(1);
  });

  it('refuses every command route to support staff with 403, whatever the route, and appends nothing', async () => {
    const before = (await api.eventStore.readAll()).length;
    // Signing out is their own session, not users' data (test/security/support-log-out.e2e.spec.ts).
    const commands = controllerRoutes(real.app).filter(
      (r) => !READS.has(r.method) && !r.isPublic && r.key !== 'POST /api/auth/logout',
    );
    expect(commands.length).toBeGreaterThan(20);
    const answers: Record<string, unknown> = {};
    for (const route of commands) {
      // The owner's real campaign where a route names one: refused all the same.
      const path = route.path.startsWith('/api/campaigns/:id')
        ? route.path.replace(':id', campaignId)
        : concretePath(route.path);
      const res = await fetch(`${real.url}${path}`, {
        method: route.method,
        headers: { authorization: `Bearer ${support.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await res.json()) as { errorCode?: string };
      answers[route.key] = [res.status, body.errorCode];
    }
    expect(answers).toEqual(Object.fromEntries(commands.map((r) => [r.key, [403, 'SUPPORT_READ_ONLY']])));
    expect((await api.eventStore.readAll()).length).toBe(before);
    // The owner's campaign is untouched.
    expect(
      (await api.request<CampaignAnswer>('GET', `/api/campaigns/${campaignId}`, { token: owner.token })).body.campaign,
    ).toMatchObject({ status: 'active' });
  });

  it('lets support find the user, read their account, campaigns, campaign page, replay, timeline and export; each read is in the user’s access log, newest first', async () => {
    const found = await api.request<FoundUsers>(
      'GET',
      `/api/support/users?q=${encodeURIComponent(owner.user.email.slice(0, 12).toUpperCase())}`,
      { token: support.token },
    );
    expect(found.status).toBe(200);
    expect(found.body.users.map((u: { id: string }) => u.id)).toContain(owner.user.id);
    const base = `/api/support/users/${owner.user.id}`;
    const account = await api.request('GET', base, { token: support.token });
    expect(account.body).toMatchObject({
      user: { id: owner.user.id, email: owner.user.email, roles: ['user'] },
      subscription: { subscription_status: 'trialing' },
      linkedIn: {
        state: { connection: 'connected' },
        history: [expect.objectContaining({ type: 'LinkedInAccountConnected' })],
      },
      limits: expect.objectContaining({ connections: expect.any(Number) }),
      schedule: expect.objectContaining({ timeZone: expect.any(String), workingHours: expect.any(Object) }),
    });
    const campaigns = await api.request<CampaignList>('GET', `${base}/campaigns`, { token: support.token });
    expect(campaigns.body.campaigns.map((c: { _id: string }) => c._id)).toEqual([campaignId]);
    const live = await api.request<CampaignSnapshot>('GET', `${base}/campaigns/${campaignId}/state`, {
      token: support.token,
    });
    expect(live.body).toMatchObject({
      campaign: { id: campaignId, name: 'Watched' },
      leads: { total: 2 },
      at: { live: true },
    });
    // The same page as its owner sees it.
    expect(
      (await api.request<CampaignSnapshot>('GET', `/api/campaigns/${campaignId}/state`, { token: owner.token })).body
        .leads,
    ).toEqual(live.body.leads);
    const history = await api.request<CampaignHistoryPage>('GET', `${base}/campaigns/${campaignId}/history`, {
      token: support.token,
    });
    expect(history.body.entries.map((e: { type: string }) => e.type)).toEqual(['CampaignCreated']);
    const replay = await api.request(
      'GET',
      `${base}/campaigns/${campaignId}/state?at=${history.body.entries[0].position}`,
      { token: support.token },
    );
    expect(replay.body).toMatchObject({
      at: { live: false, position: history.body.entries[0].position },
      leads: { total: 2 },
    });
    // The Results tab's reads: the funnel (here at the creation: both leads at the first step) and the figures by day.
    const funnel = await api.request<CampaignFunnel>('GET', `${base}/campaigns/${campaignId}/funnel?event=1`, {
      token: support.token,
    });
    expect(funnel.status).toBe(200);
    expect(funnel.body).toMatchObject({ campaignId, steps: expect.any(Array) });
    expect(funnel.body.steps[0]).toMatchObject({ reached: 2, performed: 0 });
    const daily = await api.request<DailyFiguresAnswer>('GET', `${base}/campaigns/${campaignId}/daily`, {
      token: support.token,
    });
    expect(daily.body).toEqual(
      (await api.request('GET', `/api/campaigns/${campaignId}/daily`, { token: owner.token })).body,
    );
    // Ending a variant test is the owner's: support is refused, nothing appended.
    const choose = await api.request('POST', `/api/campaigns/${campaignId}/steps/s1/variants/a/choose`, {
      token: support.token,
    });
    expect(choose).toMatchObject({ status: 403, body: { errorCode: 'SUPPORT_READ_ONLY' } });
    const csv = await fetch(`${api.url}${base}/campaigns/${campaignId}/history/export?format=csv`, {
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect((await csv.text()).split('\n')[1]).toMatch(
      /,CampaignCreated,user,,"Campaign ""Watched"" created with 2 leads and 2 steps",/,
    );
    // Another user's campaign under this user's id is not found (and not logged).
    const stranger = await userWith(api, { trial: true, linkedIn: true });
    expect(
      (
        await api.request('GET', `/api/support/users/${stranger.user.id}/campaigns/${campaignId}/state`, {
          token: support.token,
        })
      ).status,
    ).toBe(404);

    const log = await eventually(async () => {
      const answer = await api.request<AccessLogPage>('GET', '/api/access-log', { token: owner.token });
      return answer.body.total === 9 && answer.body;
    }, 'nine reads in the access log');
    expect(log.entries.map((e: { what: string }) => e.what).sort()).toEqual([
      'account',
      'campaign-daily',
      'campaign-export',
      'campaign-funnel',
      'campaign-history',
      'campaign-replay',
      'campaign-state',
      'campaigns',
      'search',
    ]);
    for (const entry of log.entries)
      expect(entry).toMatchObject({
        supportName: 'Sam Support',
        supportEmail: support.user.email,
        at: T0.toISOString(),
      });
    expect(log.entries.find((e: { what: string }) => e.what === 'campaign-replay')).toMatchObject({
      label: 'Campaign replay',
      campaignId,
      detail: `at ${history.body.entries[0].position}`,
    });
    expect(log.entries.find((e: { what: string }) => e.what === 'campaign-funnel')).toMatchObject({
      label: 'Campaign results (funnel)',
      campaignId,
      detail: 'event 1',
    });
    // Nobody else's log shows them, and nothing erases it.
    expect((await api.request<AccessLogPage>('GET', '/api/access-log', { token: stranger.token })).body.total).toBe(0);
    expect((await api.request('DELETE', '/api/access-log', { token: owner.token })).status).toBe(404);
  });

  it('keeps everyone else out of the console (403 SUPPORT_ONLY), and a revoked member too', async () => {
    for (const path of [
      '/api/support/users?q=ada',
      `/api/support/users/${support.user.id}`,
      `/api/support/users/${owner.user.id}/campaigns/${campaignId}/history`,
    ]) {
      expect((await api.request('GET', path, { token: owner.token })).body).toMatchObject({
        statusCode: 403,
        errorCode: 'SUPPORT_ONLY',
      });
    }
    expect((await api.request('GET', '/api/support/users?q=a', { token: support.token })).body).toMatchObject({
      statusCode: 400,
      field: 'q',
    });
    const former = await api.signUp();
    await users('grant', former.user.email, 'support');
    await eventually(async () => (await me(former.token)).roles?.includes('support'), 'the grant');
    expect(await users('revoke', former.user.email, 'support')).toMatchObject({
      code: 0,
      output: `Revoked support from ${former.user.email} (user ${former.user.id})`,
    });
    await eventually(async () => (await me(former.token)).roles?.length === 1, 'the revocation');
    expect(
      (await api.request<ApiErrorBody>('GET', '/api/support/users?q=ada', { token: former.token })).body.errorCode,
    ).toBe('SUPPORT_ONLY');
  });
});
