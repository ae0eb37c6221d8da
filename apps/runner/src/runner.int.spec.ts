import { campaignTargetStream, FixedClock, quotaStream, quotaDay, type CampaignTargetEvent } from '@outflow/domain';
import { connectLinkedIn } from '../../api/src/linkedin/testing/linkedin-test-flows';
import { startApiHarness, type ApiHarness } from '../../../test/support/api-harness';
import { describeWithPostgres } from '../../../test/support/services';
import { Runner } from './runner';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data: { type, label: type, params } });
const edge = (source: string, target: string, delay: number, sourceHandle?: string) => ({ id: `${source}-${target}`, source, target, sourceHandle, type: 'custom', data: { delay } });

/** view profile → (1 h) invite with a note, wait 2 days → accepted: (1 h) message; not accepted: end. */
const outreach = {
  nodes: [
    node('view', 'view-profile'),
    node('invite', 'send-connection', { note: 'Hi {{firstName}}, glad to connect', waitForAcceptance: true, waitPeriod: 2 }),
    node('msg', 'send-message', { message: 'Thanks for connecting, {{firstName}}!' }),
  ],
  edges: [edge('view', 'invite', HOUR), edge('invite', 'msg', HOUR, 'true')],
};

/** Polls until the check passes; fails naming what never happened (and what the check last saw). */
async function eventually<T>(check: () => Promise<T | undefined | null | false>, what = 'condition', timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeWithPostgres('the campaign runner on the LinkedIn sandbox', () => {
  let api: ApiHarness;
  let clock: FixedClock;
  const runners: Runner[] = [];
  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-11-23T09:00:00Z'));
    api = await startApiHarness({ linkedin: true, clock });
    // Leads behave only when told to, so every count below is exact.
    await api.linkedin!.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
  });
  afterAll(() => api.stop());

  const startRunner = async (overrides: Partial<ConstructorParameters<typeof Runner>[0]> = {}) => {
    const runner = new Runner({ store: api.eventStore, bus: api.bus, db: api.readDb, provider: api.linkedin!.provider, clock, minActionGapMs: 0, maxJitterMs: 0, pollIntervalMs: 50, log: process.env.RUNNER_TEST_LOG ? (l, m, e) => console.log(l, m, JSON.stringify(e)) : undefined, ...overrides });
    await runner.start();
    runners.push(runner);
    return runner;
  };

  /** A user on a trial with a sandbox account, and `count` real sandbox members as leads. */
  const userWithLeads = async (count: number, keywords: string) => {
    const session = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: session.token });
    const { accountId } = await connectLinkedIn(api, session.token);
    const leads = await api.linkedin!.provider.searchProfiles(accountId, `https://www.linkedin.com/search/results/people/?keywords=${keywords}`, { max: count });
    return { ...session, accountId, leads };
  };

  const actions = async (accountId: string, kind: string) =>
    (await api.linkedin!.control<{ items: Array<{ kind: string; profileUrl: string; text: string | null }> }>('GET', `/actions?accountId=${accountId}&kind=${kind}`)).body.items;
  const targetTypes = async (targetId: string) => (await api.eventStore.readStream(campaignTargetStream(targetId))).map((e) => e.type);
  const launch = async (token: string, leads: string[], sequence = outreach) => {
    const { status, body } = await api.request('POST', '/api/campaigns', { token, body: { name: 'Runner test', leads, sequence } });
    expect(status).toBe(201);
    return body.campaign._id as string;
  };

  it('enriches each lead when its sequence first touches it, then views, invites with the filled note, waits, and messages who accepted', async () => {
    const user = await userWithLeads(3, 'engineer');
    const campaignId = await launch(user.token, user.leads);
    await startRunner();

    // First touch: the profile is fetched (enrichment) and viewed, once per lead.
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 3, 'line 79');
    const leads = await eventually(async () => {
      const answer = await api.request('GET', `/api/leads?campaignId=${campaignId}`, { token: user.token });
      return answer.body.data?.every((l: { profileDataFetched: boolean }) => l.profileDataFetched) && answer.body.data;
    });
    expect(leads).toHaveLength(3);
    expect(leads[0].firstName).toEqual(expect.any(String));
    const first = `${campaignId}_0`;
    expect((await targetTypes(first)).slice(0, 5)).toEqual(['StepStarted', 'TargetProfileFetched', 'LinkedInActionPerformed', 'StepSucceeded', 'StepScheduled']);

    // The edge's hour passes: one invitation each, the note filled with the lead's first name.
    clock.advance(HOUR);
    await eventually(async () => (await actions(user.accountId, 'invite')).length === 3, 'line 91');
    const invites = await actions(user.accountId, 'invite');
    for (const invite of invites) expect(invite.text).toMatch(/^Hi [^{}]+, glad to connect$/);

    // One lead accepts; the next acceptance check (every 4 h) sends that lead the message, and only that lead.
    const accept = await api.linkedin!.control('POST', '/accept', { accountId: user.accountId, profileUrl: user.leads[0] });
    expect(accept.status).toBeLessThan(300);
    clock.advance(4 * HOUR);
    await eventually(async () => (await targetTypes(first)).includes('ConnectionAccepted'), 'the acceptance to be seen');
    clock.advance(HOUR);
    const sent = await eventually(async () => {
      const messages = [...(await actions(user.accountId, 'chat_start')), ...(await actions(user.accountId, 'message'))];
      return messages.length === 1 && messages;
    });
    expect(sent[0].text).toMatch(/^Thanks for connecting, [^{}]+!$/);

    // Today's usage counts every action against its limit (check-connection counts against none).
    await eventually(async () => (await api.request('GET', '/api/rate-limits/usage', { token: user.token })).body.total === 7, 'usage');
    expect((await api.request('GET', '/api/rate-limits/usage', { token: user.token })).body).toMatchObject({ profileViews: 3, connections: 3, messages: 1 });

    // The wait period ends for the other two: their sequences end as not accepted.
    clock.advance(2 * DAY);
    const campaign = await eventually(async () => {
      const { body } = await api.request('GET', `/api/campaigns/${campaignId}`, { token: user.token });
      return body.campaign.targetStats.completed === 3 && body.campaign;
    });
    expect(campaign).toMatchObject({ progressStatus: 'Completed', connectionAcceptRate: 33.3, targetStats: { completed: 3, failed: 0, total: 3 } });
    // Every lead done: the runner marks the campaign completed.
    await eventually(async () => (await api.request('GET', `/api/campaigns/${campaignId}`, { token: user.token })).body.campaign.status === 'completed', 'the campaign to be completed');
    // Nothing went out twice.
    expect(await actions(user.accountId, 'invite')).toHaveLength(3);
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(3);
  });

  it('never passes the daily limit, however many runners race: the rest waits for the next day', async () => {
    const user = await userWithLeads(5, 'designer');
    const limits = (await api.request('GET', '/api/rate-limits/settings', { token: user.token })).body;
    await api.request('PUT', '/api/rate-limits/settings', { token: user.token, body: { ...limits, profileViews: 2 } });
    const campaignId = await launch(user.token, user.leads, { nodes: [node('view', 'view-profile')], edges: [] });
    await Promise.all([startRunner(), startRunner(), startRunner()]);

    await eventually(async () => {
      const deferred = await Promise.all(user.leads.map((_, i) => targetTypes(`${campaignId}_${i}`)));
      return deferred.filter((types) => types.includes('StepDeferred')).length === 3;
    });
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(2);
    const quota = await api.eventStore.readStream(quotaStream(user.accountId, quotaDay(clock.now())));
    expect(quota).toHaveLength(2);

    // Two more the next day, the last one the day after.
    clock.advance(DAY);
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 4, 'the second day');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(4);
    clock.advance(DAY);
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 5, 'the third day');
  });

  it('a paused campaign does nothing until it is started again', async () => {
    const user = await userWithLeads(2, 'founder');
    const campaignId = await launch(user.token, user.leads, { nodes: [node('view', 'view-profile')], edges: [] });
    await api.request('PATCH', `/api/campaigns/${campaignId}/status`, { token: user.token, body: { status: 'paused' } });
    const runner = await startRunner();
    await runner.pollOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(0);
    await api.request('PATCH', `/api/campaigns/${campaignId}/status`, { token: user.token, body: { status: 'active' } });
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 2, 'line 149');
  });

  it('a step a crashed runner left open is reconciled: the invitation that went out is not sent again', async () => {
    const user = await userWithLeads(1, 'manager');
    const campaignId = await launch(user.token, user.leads, {
      nodes: [node('invite', 'send-connection', { note: 'Hello', waitPeriod: 1 })],
      edges: [],
    });
    const targetId = `${campaignId}_0`;
    // The crashed runner claimed the step, fetched the profile and sent the invitation, then died.
    const profile = await api.linkedin!.provider.getProfile(user.accountId, { publicIdOrUrl: user.leads[0] });
    await api.linkedin!.provider.sendInvitation(user.accountId, profile.providerId, 'Hello');
    const started: CampaignTargetEvent = { type: 'StepStarted', data: { campaignId, targetId, stepId: 'invite', action: 'send-connection', phase: 'act', attempt: 1, startedAt: clock.now().toISOString() } };
    await api.eventStore.appendToStream(campaignTargetStream(targetId), [{ ...started, metadata: { userId: user.user.id, actor: 'runner', correlationId: 'crashed' } }], { expectedVersion: 'no_stream' });

    await startRunner();
    // The scheduler hands out a step left running for 10 minutes.
    clock.advance(11 * 60_000);
    await eventually(async () => (await targetTypes(targetId)).includes('StepAwaiting'), 'line 168');
    expect(await actions(user.accountId, 'invite')).toHaveLength(1);
  });

  it("LinkedIn's webhooks drive the sequence: an acceptance moves it on at once, a reply ends it", async () => {
    const user = await userWithLeads(1, 'director');
    await api.linkedin!.registerWebhooks();
    const campaignId = await launch(user.token, user.leads, {
      nodes: [
        node('invite', 'send-connection', { note: '', waitPeriod: 5 }),
        node('hello', 'send-message', { message: 'Hello {{firstName}}' }),
        node('follow-up', 'send-message', { message: 'Any thoughts, {{firstName}}?' }),
      ],
      edges: [edge('invite', 'hello', 0, 'true'), edge('hello', 'follow-up', DAY)],
    });
    const targetId = `${campaignId}_0`;
    await startRunner();
    await eventually(async () => (await actions(user.accountId, 'invite')).length === 1, 'the invitation');
    // Webhooks find the lead through the read model: let it catch up with the enrichment first.
    await eventually(async () => (await api.readDb.selectFrom('campaign_targets').select('state').where('target_id', '=', targetId).executeTakeFirst())?.state === 'awaiting', 'the waiting step to be projected');

    // Accepted on LinkedIn: the new-relation webhook moves the sequence on without waiting for the 4-hourly check.
    await api.linkedin!.control('POST', '/accept', { accountId: user.accountId, profileUrl: user.leads[0] });
    await eventually(async () => (await targetTypes(targetId)).includes('ConnectionAccepted'), 'the relation webhook');
    await eventually(async () => [...(await actions(user.accountId, 'chat_start')), ...(await actions(user.accountId, 'message'))].length === 1, 'the first message');

    // The lead answers: the messaging webhook records the reply and the follow-up never goes out.
    await api.linkedin!.control('POST', '/reply', { accountId: user.accountId, profileUrl: user.leads[0], text: 'Sounds good!' });
    await eventually(async () => (await targetTypes(targetId)).includes('TargetCompleted'), 'the reply to end the sequence');
    const completed = (await api.eventStore.readStream(campaignTargetStream(targetId))).find((e) => e.type === 'TargetCompleted');
    expect(completed?.data).toMatchObject({ reason: 'replied' });
    clock.advance(2 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...(await actions(user.accountId, 'chat_start')), ...(await actions(user.accountId, 'message'))]).toHaveLength(1);
    const { body } = await api.request('GET', `/api/campaigns/${campaignId}`, { token: user.token });
    expect(body.campaign).toMatchObject({ responseRate: 100, connectionAcceptRate: 100, progressStatus: 'Completed' });
  });

  it('writes AI-mode notes per lead with the AI writer, within the step\'s character limit', async () => {
    const user = await userWithLeads(2, 'analyst');
    const campaignId = await launch(user.token, user.leads, {
      nodes: [
        node('invite', 'send-connection', { isAI: true, aiPrompt: 'Invite them to talk about data tooling', aiCharLimit: 150, waitForAcceptance: false }),
        node('check', 'check-connection'),
      ],
      edges: [edge('invite', 'check', 0)],
    });
    await startRunner();
    await eventually(async () => (await actions(user.accountId, 'invite')).length === 2, 'two AI-written invitations');
    for (const invite of await actions(user.accountId, 'invite')) {
      expect(invite.text!.length).toBeGreaterThan(20);
      expect(invite.text!.length).toBeLessThanOrEqual(150);
      expect(invite.text).not.toMatch(/[{}]/);
    }
    expect(campaignId).toBeTruthy();
  });

  it('the same job delivered to two runners at once acts once: the second finds the step in progress', async () => {
    const user = await userWithLeads(1, 'architect');
    const campaignId = await launch(user.token, user.leads, { nodes: [node('view', 'view-profile')], edges: [] });
    const runner = new Runner({ store: api.eventStore, bus: api.bus, db: api.readDb, provider: api.linkedin!.provider, clock, minActionGapMs: 0, maxJitterMs: 0 });
    const job = { userId: user.user.id, campaignId, targetId: `${campaignId}_0`, stepId: 'view', phase: 'act' as const, dueAt: clock.now().toISOString() };
    const results = await Promise.all([runner.executor.execute(job), runner.executor.execute(job), runner.executor.execute(job)]);
    expect(results.filter((r) => r === 'ran')).toHaveLength(1);
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(1);
  });
});
