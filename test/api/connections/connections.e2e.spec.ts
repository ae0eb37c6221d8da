import type { ConnectionStats, LinkedInStatus } from '@outflow/api-contract';
import { campaignTargetStream, FixedClock, type CampaignTargetEvent } from '@outflow/domain';
import { io } from 'socket.io-client';
import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';
import { connectLinkedIn, eventually, sandboxOf, userWithTrial, type Session } from '../../support/linkedin-test-flows';
import { countRelations } from '../../../apps/api/src/connections/connection-stats';
import { CONNECTION_STATS_TTL_MS } from '../../../apps/api/src/connections/connection-stats-cache';

jest.setTimeout(90_000);

const PEOPLE = 'https://www.linkedin.com/search/results/people/?keywords=engineer';

describeWithPostgres('GET /api/connections/stats over HTTP (sandbox)', () => {
  const clock = new FixedClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  let api: ApiHarness;
  let session: Session;
  let accountId: string;
  /** Sandbox members this account has not touched yet, handed out one at a time. */
  let strangers: Array<{ providerId: string; profileUrl: string }>;

  beforeAll(async () => {
    api = await startApiHarness({ linkedin: true, clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
    // Invitations stay pending until a test accepts one.
    await sandboxOf(api).control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
    session = await userWithTrial(api);
    ({ accountId } = await connectLinkedIn(api, session.token));
    const provider = api.linkedin!.provider;
    const urls = await provider.searchProfiles(accountId, PEOPLE, { max: 10 });
    const profiles = await Promise.all(urls.map((url) => provider.getProfile(accountId, { publicIdOrUrl: url })));
    strangers = profiles
      .filter((p) => !p.isConnected && !p.invitationPending)
      .map((p) => ({ providerId: p.providerId, profileUrl: p.profileUrl! }));
  });
  afterAll(() => api?.stop());

  const stats = (token = session.token) => api.request<ConnectionStats>('GET', '/api/connections/stats', { token });
  const nextPeriod = () => clock.advance(CONNECTION_STATS_TTL_MS);
  const invite = async (count: number) => {
    const invited = strangers.splice(0, count);
    for (const lead of invited) await api.linkedin!.provider.sendInvitation(accountId, lead.providerId);
    return invited;
  };

  it('counts pending invitations and connections, read from LinkedIn at most once per 5 minutes', async () => {
    const first = await stats();
    expect(first).toEqual({
      status: 200,
      body: { pendingInvitations: 0, totalConnections: 0, lastSyncTime: clock.now().toISOString() },
    });

    const [accepted] = await invite(3);
    await sandboxOf(api).control('POST', '/accept', { accountId, profileUrl: accepted.profileUrl });

    // Within the period the figures read before are answered again, LinkedIn is not asked.
    clock.advance(CONNECTION_STATS_TTL_MS - 1000);
    expect(await stats()).toEqual(first);

    clock.advance(1000);
    expect(await stats()).toEqual({
      status: 200,
      body: { pendingInvitations: 2, totalConnections: 1, lastSyncTime: clock.now().toISOString() },
    });
  });

  it('forgets a failed read: LinkedIn unreachable answers 502, and the next request reads again', async () => {
    nextPeriod();
    await invite(1);
    await sandboxOf(api).control('POST', '/faults', { errorRate: 1 });
    try {
      expect(await stats()).toMatchObject({ status: 502, body: { success: false, errorCode: 'LINKEDIN_UNAVAILABLE' } });
    } finally {
      await sandboxOf(api).control('POST', '/faults', { reset: true });
    }
    expect(await stats()).toMatchObject({
      status: 200,
      body: { pendingInvitations: 3, totalConnections: 1, lastSyncTime: clock.now().toISOString() },
    });
  });

  it('keeps each user to their own account', async () => {
    const other = await userWithTrial(api);
    await connectLinkedIn(api, other.token);
    expect((await stats(other.token)).body).toMatchObject({ pendingInvitations: 0, totalConnections: 0 });
    expect((await stats()).body).toMatchObject({ pendingInvitations: 3, totalConnections: 1 });
  });

  it('counts relations page after page, and stops at the cap', async () => {
    for (const lead of await invite(2))
      await sandboxOf(api).control('POST', '/accept', { accountId, profileUrl: lead.profileUrl });
    const provider = api.linkedin!.provider;
    expect(await countRelations(provider, accountId)).toBe(3);
    expect(await countRelations(provider, accountId, { pageSize: 1 })).toBe(3);
    expect(await countRelations(provider, accountId, { cap: 2, pageSize: 1 })).toBe(2);
    nextPeriod();
    expect((await stats()).body).toMatchObject({ pendingInvitations: 3, totalConnections: 3 });
  });

  it("is refreshed by what the runner and LinkedIn's webhooks record, not only every 5 minutes, and tells the page over the socket", async () => {
    nextPeriod();
    const before = (await stats()).body;
    const socket = io(api.url, {
      auth: { token: session.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise((resolve) => socket.once('connected', resolve));
      const told: unknown[] = [];
      socket.on('connections:update', (payload) => told.push(payload));
      const target = { campaignId: 'c-live', targetId: `c-live_${Date.now()}` };
      const record = async (event: CampaignTargetEvent) =>
        api.eventStore.appendToStream(
          campaignTargetStream(target.targetId),
          [{ ...event, metadata: { userId: session.user.id, actor: 'runner', correlationId: 'connections-e2e' } }],
          {
            expectedVersion: 'any',
          },
        );
      const at = clock.now().toISOString();

      // A profile view changes nothing: no new read, no push.
      const [lead] = strangers.splice(0, 1);
      await record({
        type: 'LinkedInActionPerformed',
        data: {
          ...target,
          accountId,
          stepId: 'view',
          action: 'view-profile',
          limit: 'profileViews',
          profileUrl: lead.profileUrl,
          campaignName: 'Live',
          text: null,
          occurredAt: at,
        },
      });
      // The runner sends an invitation: within the same 5 minutes, the figures count it.
      await api.linkedin!.provider.sendInvitation(accountId, lead.providerId);
      await record({
        type: 'LinkedInActionPerformed',
        data: {
          ...target,
          accountId,
          stepId: 'invite',
          action: 'send-connection',
          limit: 'connections',
          profileUrl: lead.profileUrl,
          campaignName: 'Live',
          text: 'Hi',
          occurredAt: at,
        },
      });
      await eventually(async () => told.length === 1);
      expect(told).toEqual([{}]);
      expect((await stats()).body).toEqual({ ...before, pendingInvitations: before.pendingInvitations + 1 });

      // The lead accepts; LinkedIn's webhook is recorded as ConnectionAccepted: counted at once too.
      await sandboxOf(api).control('POST', '/accept', { accountId, profileUrl: lead.profileUrl });
      await record({ type: 'ConnectionAccepted', data: { ...target, profileUrl: lead.profileUrl, occurredAt: at } });
      await eventually(async () => told.length === 2);
      expect((await stats()).body).toEqual({ ...before, totalConnections: before.totalConnections + 1 });
      // Two pushes, none for the profile view, nothing trailing.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(told).toHaveLength(2);
    } finally {
      socket.close();
    }
  });

  it('is a feature route: needs a subscription and a connected account', async () => {
    const { token } = await api.signUp();
    expect((await stats(token)).status).toBe(402);
    const trialOnly = await userWithTrial(api);
    expect((await stats(trialOnly.token)).body).toMatchObject({ errorCode: 'LINKEDIN_NOT_CONNECTED' });
  });

  it('a session lost at LinkedIn answers 403 ACCOUNT_DISCONNECTED with the account, as the other LinkedIn routes do', async () => {
    const user = await userWithTrial(api);
    const connected = await connectLinkedIn(api, user.token);
    await sandboxOf(api).control('POST', '/faults', { disconnectAccountId: connected.accountId });
    const answer = await stats(user.token);
    expect(answer).toMatchObject({
      status: 403,
      body: {
        success: false,
        errorCode: 'ACCOUNT_DISCONNECTED',
        account: expect.objectContaining({ accountId: connected.accountId, status: 'disconnected' }),
      },
    });
    expect(
      (await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token: user.token })).body.account,
    ).toMatchObject({ status: 'disconnected' });
  });
});
