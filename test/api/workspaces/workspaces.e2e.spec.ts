import type {
  CampaignList,
  CreatedApiKey,
  DoNotContactPage,
  InvitationPreview,
  IssuedInvitation,
  WorkspaceList,
  WorkspaceMemberList,
  WorkspaceSummary,
} from '@outflow/api-contract';
import { campaignStream, DAY_MS, FixedClock } from '@outflow/domain';
import { useMailingApiHarness } from '../../support/api-suite';
import { describeWithPostgres, eventually } from '@outflow/testing';
import { concretePath, controllerRoutes } from '../../../apps/api/src/access/testing/route-inventory';
import { startRealApp, type RunningTestApp } from '../../../apps/api/src/access/testing/test-app';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { connectLinkedIn } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);

/** The routes only an admin (or owner) may call, and those only an owner may: a product decision each. */
const ADMIN_ROUTES = [
  'DELETE /api/api-keys/:id',
  'DELETE /api/do-not-contact/:id',
  'DELETE /api/linkedin-accounts/:accountId',
  'DELETE /api/linkedin-accounts/disconnect',
  'DELETE /api/webhook-subscriptions/:id',
  'GET /api/api-keys',
  'GET /api/webhook-subscriptions',
  'GET /api/webhook-subscriptions/:id/deliveries',
  'PATCH /api/webhook-subscriptions/:id',
  'POST /api/api-keys',
  'POST /api/campaigns/:id/leads/move',
  'POST /api/linkedin-accounts/callback',
  'POST /api/linkedin-accounts/hosted-auth',
  'POST /api/webhook-subscriptions',
  'POST /api/webhook-subscriptions/:id/deliveries/:deliveryId/retry',
  'PUT /api/rate-limits/settings',
  'PUT /api/schedule/settings',
];
const OWNER_ROUTES = [
  'POST /api/subscriptions/create-checkout-session',
  'POST /api/subscriptions/create-portal-session',
  'POST /api/subscriptions/create-trial',
];

/**
 * Workspaces (issue 20) through the API: a team workspace with an owner, an admin and a member;
 * single-use invitations by e-mail (used twice, expired, for another address); every route that
 * needs more than a member refuses one; and no request reaches a workspace its caller is not in.
 */
describeWithPostgres('workspaces: members, roles and invitations', () => {
  // Each test signs up several people (argon2 each) and waits for the projector: minutes on a loaded machine.
  jest.setTimeout(120_000);
  const clock = new FixedClock(T0);
  const { api, inbox } = useMailingApiHarness({ clock });
  beforeEach(() => clock.set(T0));

  const as = (token: string, workspace?: string) => ({
    token,
    headers: (workspace ? { 'x-outflow-workspace': workspace } : {}) as Record<string, string>,
  });
  /** A trial and a sender for the workspace, and a view-only campaign of one lead in it, made by `token`; answers its id. */
  const campaignIn = async (workspace: string, token: string, name: string, lead: string) => {
    await api.request('POST', '/api/subscriptions/create-trial', as(token, workspace));
    await connectLinkedIn(api, workspace);
    const sequence = {
      nodes: [{ id: 'v', type: 'view-profile', position: { x: 0, y: 0 }, data: { type: 'view-profile', params: {} } }],
      edges: [],
    };
    const made = await api.request<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      ...as(token, workspace),
      body: { name, leads: [lead], sequence },
    });
    expect(made.status).toBe(201);
    return made.body.campaign._id;
  };
  const linkIn = async (email: string) => {
    const mail = await eventually(
      async () => inbox.mails.find((m) => m.to.includes(email)),
      `an invitation mailed to ${email}`,
    );
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/.exec(body)![0];
  };
  const tokenOf = (link: string) => link.split('/invitations/')[1];

  /** An owner with a team workspace, and `who` joined to it with `role` through an e-mailed invitation. */
  async function team(role: 'admin' | 'member') {
    const owner = await api.signUp();
    const created = await api.request<WorkspaceSummary>('POST', '/api/workspaces', {
      ...as(owner.token),
      body: { name: '  Growth team ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Growth team', personal: false, role: 'owner' });
    const id = created.body.id;
    const joiner = await api.signUp();
    const invited = await api.request<IssuedInvitation>('POST', `/api/workspaces/${id}/invitations`, {
      ...as(owner.token),
      body: { email: joiner.user.email.toUpperCase(), role },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: joiner.user.email, role, emailed: true });
    const link = await linkIn(joiner.user.email);
    expect(link).toBe(invited.body.link);
    // The link's page shows the invitation first (as a browser opening the mail's link would).
    await eventually(async () => {
      const preview = await api.request<InvitationPreview>('GET', `/api/invitations/${tokenOf(link)}`);
      return preview.body.state === 'open';
    }, 'the invitation readable by its link');
    const accepted = await api.request<WorkspaceSummary>('POST', `/api/invitations/${tokenOf(link)}/accept`, {
      token: joiner.token,
    });
    expect([accepted.status, accepted.body]).toEqual([200, { id, name: 'Growth team', personal: false, role }]);
    return { id, owner, joiner, link };
  }

  it('gives every user a personal workspace, and an owner a team workspace they can rename', async () => {
    const owner = await api.signUp({ name: 'Olga Owner' });
    const mine = await api.request<WorkspaceList>('GET', '/api/workspaces', as(owner.token));
    expect(mine.body.data).toEqual([{ id: owner.user.id, name: 'Olga Owner', personal: true, role: 'owner' }]);

    const blank = await api.request<ApiErrorBody>('POST', '/api/workspaces', {
      ...as(owner.token),
      body: { name: ' ' },
    });
    expect([blank.status, blank.body.field]).toEqual([400, 'name']);
    const long = await api.request<ApiErrorBody>('POST', '/api/workspaces', {
      ...as(owner.token),
      body: { name: 'x'.repeat(200) },
    });
    expect([long.status, long.body.field]).toEqual([400, 'name']);
    expect((await api.request<WorkspaceList>('GET', '/api/workspaces', as(owner.token))).body.data).toHaveLength(1);

    const created = await api.request<WorkspaceSummary>('POST', '/api/workspaces', {
      ...as(owner.token),
      body: { name: 'Sales' },
    });
    const renamed = await api.request<WorkspaceSummary>('PATCH', `/api/workspaces/${created.body.id}`, {
      ...as(owner.token),
      body: { name: 'Sales EMEA' },
    });
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Sales EMEA', personal: false, role: 'owner' });
    const listed = await api.request<WorkspaceList>('GET', '/api/workspaces', as(owner.token));
    expect(listed.body.data.map((w) => [w.name, w.personal])).toEqual([
      ['Olga Owner', true],
      ['Sales EMEA', false],
    ]);
  });

  it('joins by an e-mailed single-use link: previewed without sign-in, refused used twice, for another address, or expired', async () => {
    const { id, owner, joiner, link } = await team('member');
    const token = tokenOf(link);
    const preview = await api.request<InvitationPreview>('GET', `/api/invitations/${token}`);
    expect(preview.body).toMatchObject({ workspaceName: 'Growth team', role: 'member', state: 'accepted' });
    const again = await api.request<ApiErrorBody>('POST', `/api/invitations/${token}/accept`, { token: joiner.token });
    expect([again.status, again.body.errorCode]).toEqual([409, 'INVITATION_USED']);

    const members = await api.request<WorkspaceMemberList>('GET', `/api/workspaces/${id}/members`, as(owner.token));
    expect(members.body.data.map((m) => [m.email, m.role]).sort()).toEqual(
      [
        [owner.user.email, 'owner'],
        [joiner.user.email, 'member'],
      ].sort(),
    );

    // Meant for someone else: another signed-in user cannot take it.
    const stranger = await api.signUp();
    await api.request('POST', `/api/workspaces/${id}/invitations`, {
      ...as(owner.token),
      body: { email: 'carol@example.com', role: 'admin' },
    });
    const carolsToken = tokenOf(await linkIn('carol@example.com'));
    const wrong = await api.request<ApiErrorBody>('POST', `/api/invitations/${carolsToken}/accept`, {
      token: stranger.token,
    });
    expect([wrong.status, wrong.body.errorCode]).toEqual([403, 'INVITATION_FOR_ANOTHER_EMAIL']);

    // Seven days later it has expired, for its own addressee too.
    clock.advance(7 * DAY_MS + 1000);
    const carol = await api.signUp({ email: 'carol@example.com' });
    expect((await api.request<InvitationPreview>('GET', `/api/invitations/${carolsToken}`)).body.state).toBe('expired');
    const late = await api.request<ApiErrorBody>('POST', `/api/invitations/${carolsToken}/accept`, {
      token: carol.token,
    });
    expect([late.status, late.body.errorCode]).toEqual([410, 'INVITATION_EXPIRED']);

    const bogus = await api.request<ApiErrorBody>('GET', '/api/invitations/not-a-token-at-all-0000000');
    expect([bogus.status, bogus.body.errorCode]).toEqual([404, 'INVITATION_NOT_FOUND']);
    const history = await api.request<{ data: Array<{ type: string }> }>(
      'GET',
      `/api/workspaces/${id}/history`,
      as(owner.token),
    );
    expect(history.body.data.map((e) => e.type)).toEqual(
      expect.arrayContaining(['WorkspaceCreated', 'InvitationIssued', 'InvitationAccepted']),
    );
  });

  it('refuses a member every route that needs an admin or an owner, and an admin those of an owner', async () => {
    let app: RunningTestApp | undefined;
    try {
      app = await startRealApp(api);
      const routes = controllerRoutes(app.app);
      expect(routes.filter((r) => r.requiredRole === 'admin').map((r) => r.key)).toEqual(ADMIN_ROUTES);
      expect(routes.filter((r) => r.requiredRole === 'owner').map((r) => r.key)).toEqual(OWNER_ROUTES);

      const member = await team('member');
      const admin = await team('admin');
      const call = async (method: string, path: string, token: string, workspace: string) => {
        const res = await fetch(`${app!.url}${concretePath(path)}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'x-outflow-workspace': workspace,
          },
          body: method === 'GET' ? undefined : '{}',
        });
        const text = await res.text();
        return [res.status, text.startsWith('{') ? JSON.parse(text).errorCode : undefined];
      };
      const refused = [403, 'WORKSPACE_ROLE_REQUIRED'];
      for (const route of routes.filter((r) => r.requiredRole)) {
        expect([route.key, await call(route.method, route.path, member.joiner.token, member.id)]).toEqual([
          route.key,
          refused,
        ]);
      }
      for (const route of routes.filter((r) => r.requiredRole === 'owner')) {
        expect([route.key, await call(route.method, route.path, admin.joiner.token, admin.id)]).toEqual([
          route.key,
          refused,
        ]);
      }
      // Not refused for the role: an admin reaches the admin routes (and an owner the owner's).
      const settings = await call('PUT', '/api/schedule/settings', admin.joiner.token, admin.id);
      expect(settings).not.toEqual(refused);
      const trial = await call('POST', '/api/subscriptions/create-trial', admin.owner.token, admin.id);
      expect(trial[0]).toBe(200);

      // The workspace's own routes: a member neither invites nor changes roles.
      const invite = await api.request<ApiErrorBody>('POST', `/api/workspaces/${member.id}/invitations`, {
        ...as(member.joiner.token),
        body: { email: 'x@example.com', role: 'member' },
      });
      expect([invite.status, invite.body.errorCode]).toEqual([403, 'WORKSPACE_ROLE_REQUIRED']);
      const promote = await api.request<ApiErrorBody>(
        'PATCH',
        `/api/workspaces/${member.id}/members/${member.joiner.user.id}`,
        { ...as(member.joiner.token), body: { role: 'owner' } },
      );
      expect([promote.status, promote.body.errorCode]).toEqual([403, 'WORKSPACE_ROLE_REQUIRED']);
    } finally {
      await app?.close();
    }
  });

  it('keeps a workspace with an owner: the last one can neither leave nor step down', async () => {
    const { id, owner, joiner } = await team('admin');
    const leave = await api.request<ApiErrorBody>('DELETE', `/api/workspaces/${id}/members/${owner.user.id}`, {
      ...as(owner.token),
    });
    expect([leave.status, leave.body.errorCode]).toEqual([409, 'LAST_OWNER']);
    const down = await api.request<ApiErrorBody>('PATCH', `/api/workspaces/${id}/members/${owner.user.id}`, {
      ...as(owner.token),
      body: { role: 'member' },
    });
    expect([down.status, down.body.errorCode]).toEqual([409, 'LAST_OWNER']);
    const bad = await api.request<ApiErrorBody>('PATCH', `/api/workspaces/${id}/members/${joiner.user.id}`, {
      ...as(owner.token),
      body: { role: 'emperor' },
    });
    expect([bad.status, bad.body.field]).toEqual([400, 'role']);
    // With a second owner, the first may go.
    await api.request('PATCH', `/api/workspaces/${id}/members/${joiner.user.id}`, {
      ...as(owner.token),
      body: { role: 'owner' },
    });
    const left = await api.request('DELETE', `/api/workspaces/${id}/members/${owner.user.id}`, as(owner.token));
    expect(left.status).toBe(200);
    const gone = await api.request<ApiErrorBody>('GET', `/api/workspaces/${id}/members`, as(owner.token));
    expect([gone.status, gone.body.errorCode]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
  });

  it('acts in the workspace the header names, and never in one its caller is not in', async () => {
    const { id, owner, joiner } = await team('member');
    await api.request('POST', '/api/subscriptions/create-trial', as(owner.token, id));
    await connectLinkedIn(api, id);
    const sequence = {
      nodes: [{ id: 'v', type: 'view-profile', position: { x: 0, y: 0 }, data: { type: 'view-profile', params: {} } }],
      edges: [],
    };
    const made = await api.request('POST', '/api/campaigns', {
      ...as(owner.token, id),
      body: { name: 'Team campaign', leads: ['https://www.linkedin.com/in/team-lead-one/'], sequence },
    });
    expect(made.status).toBe(201);

    // The member sees the team's campaign in the team, and nothing of it in their own workspace.
    const inTeam = await eventually(async () => {
      const res = await api.request<CampaignList>('GET', '/api/campaigns', as(joiner.token, id));
      return res.body.campaigns?.length === 1 ? res.body.campaigns : undefined;
    }, "the team's campaign");
    expect(inTeam.map((c) => c.name)).toEqual(['Team campaign']);
    const own = await api.request<CampaignList>('GET', '/api/campaigns', as(joiner.token));
    expect(own.body.campaigns ?? []).toEqual([]);

    // Anyone else: the workspace does not exist for them, whatever route or header they try.
    const stranger = await api.signUp();
    for (const [method, path] of [
      ['GET', '/api/campaigns'],
      ['GET', '/api/leads'],
      ['GET', '/api/subscriptions/current'],
      ['GET', '/api/do-not-contact'],
    ]) {
      const res = await api.request<ApiErrorBody>(method, path, as(stranger.token, id));
      expect([path, res.status, res.body.errorCode]).toEqual([path, 404, 'WORKSPACE_NOT_FOUND']);
    }
    for (const path of [
      `/api/workspaces/${id}/members`,
      `/api/workspaces/${id}/invitations`,
      `/api/workspaces/${id}/history`,
    ]) {
      const res = await api.request<ApiErrorBody>('GET', path, as(stranger.token));
      expect([path, res.status, res.body.errorCode]).toEqual([path, 404, 'WORKSPACE_NOT_FOUND']);
    }
    const odd = await api.request<ApiErrorBody>('GET', '/api/campaigns', as(stranger.token, '../x'));
    expect([odd.status, odd.body.errorCode]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
  });

  it('binds an API key to the workspace it was made in: another workspace of its maker answers 404', async () => {
    const { id, owner } = await team('admin');
    const teamCampaign = await campaignIn(
      id,
      owner.token,
      'Team campaign',
      'https://www.linkedin.com/in/team-lead-two/',
    );
    await api.request('POST', '/api/subscriptions/create-trial', as(owner.token));
    await connectLinkedIn(api, owner.user.id);
    // The owner's personal workspace has a Do-Not-Contact entry the team's does not.
    const listed = await api.request('POST', '/api/do-not-contact', {
      ...as(owner.token),
      body: { profileUrls: ['https://www.linkedin.com/in/personal-only/'] },
    });
    expect(listed.status).toBe(200);
    const scopes = ['campaigns:read', 'contacts:read'];
    const keyIn = async (workspace?: string) => {
      const created = await api.request<CreatedApiKey>('POST', '/api/api-keys', {
        ...as(owner.token, workspace),
        body: { name: workspace ? 'team key' : 'personal key', scopes },
      });
      expect([created.status, created.body]).toEqual([201, expect.anything()]);
      return created.body.key;
    };
    const teamKey = await keyIn(id);
    const personalKey = await keyIn();

    // The team's key reads the team: its campaign, none of the personal list.
    expect((await api.request('GET', `/api/campaigns/${teamCampaign}`, as(teamKey))).status).toBe(200);
    const teamList = await api.request<DoNotContactPage>('GET', '/api/do-not-contact', as(teamKey));
    expect(teamList.body.total).toBe(0);
    const wrongHeader = await api.request<ApiErrorBody>('GET', '/api/campaigns', as(teamKey, owner.user.id));
    expect([wrongHeader.status, wrongHeader.body.errorCode]).toEqual([404, 'WORKSPACE_NOT_FOUND']);

    // The personal key, made by the team's owner: the team's campaign is as another user's, 404.
    const foreign = await api.request<ApiErrorBody>('GET', `/api/campaigns/${teamCampaign}`, as(personalKey));
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'CAMPAIGN_NOT_FOUND']);
    const intoTeam = await api.request<ApiErrorBody>('GET', '/api/campaigns', as(personalKey, id));
    expect([intoTeam.status, intoTeam.body.errorCode]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
    const personalList = await api.request<DoNotContactPage>('GET', '/api/do-not-contact', as(personalKey));
    expect(personalList.body.items.map((i) => i.id)).toEqual(['personal-only']);
  });

  it('is deleted by an owner with its campaigns, never by an admin, and a personal one never', async () => {
    const { id, owner, joiner } = await team('admin');
    const doomed = await campaignIn(id, owner.token, 'Doomed campaign', 'https://www.linkedin.com/in/doomed-lead/');

    const byAdmin = await api.request<ApiErrorBody>('DELETE', `/api/workspaces/${id}`, as(joiner.token));
    expect([byAdmin.status, byAdmin.body.errorCode]).toEqual([403, 'WORKSPACE_ROLE_REQUIRED']);
    const personal = await api.request<ApiErrorBody>('DELETE', `/api/workspaces/${owner.user.id}`, as(owner.token));
    expect([personal.status, personal.body.errorCode, personal.body.field]).toEqual([400, 'PERSONAL_WORKSPACE', 'id']);

    const deleted = await api.request('DELETE', `/api/workspaces/${id}`, as(owner.token));
    expect([deleted.status, deleted.body]).toEqual([200, { success: true }]);
    // Its campaign went first (nothing more reaches LinkedIn from it), recorded on its own stream.
    const streams = await api.eventStore.readStream(campaignStream(doomed));
    expect(streams.map((e) => e.type)).toContain('CampaignDeleted');
    // Gone for both: not listed, and its routes answer as for a stranger.
    for (const who of [owner, joiner]) {
      const list = await api.request<WorkspaceList>('GET', '/api/workspaces', as(who.token));
      expect(list.body.data.map((w) => w.id)).not.toContain(id);
      const campaigns = await api.request<ApiErrorBody>('GET', '/api/campaigns', as(who.token, id));
      expect([campaigns.status, campaigns.body.errorCode]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
    }
    const again = await api.request<ApiErrorBody>('DELETE', `/api/workspaces/${id}`, as(owner.token));
    expect(again.status).toBe(404);
  });
});
