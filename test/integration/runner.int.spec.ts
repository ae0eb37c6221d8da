import type { AccountUsage, CampaignAnswer, CampaignCreated, CampaignList, LeadList } from '@outflow/api-contract';
import {
  campaignTargetStream,
  contactDecider,
  contactStream,
  identityOfUrl,
  localDay,
  memberKeyOf,
  quotaKey,
  quotaStream,
  type QuotaReserved,
  userStream,
  type CampaignSnapshot,
  type RateLimitSettings,
} from '@outflow/domain';
import { handleCommand } from '@outflow/event-store';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { Runner } from '../../apps/runner/src/runner';
import { StepExecutor } from '../../apps/runner/src/step-executor';
import { OfflineAiWriter } from '@outflow/ai';
import { ANY_HOUR, useSandboxRunnerSuite } from '../support/sandbox-runner-suite';
import { graphEdge as edge, graphNode as node } from '../support/campaign-fixtures';
import { INVITE_THEN_THANK, outreachSequence } from '../support/outreach-sequence';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const outreach = outreachSequence(INVITE_THEN_THANK);

describeWithPostgres('the campaign runner on the LinkedIn sandbox', () => {
  // Leads behave only when told to, so every count below is exact.
  const { api, clock, startRunner, trialUserWithSender, membersFound, actions } = useSandboxRunnerSuite();

  /**
   * A user on a trial with a sandbox account, and `count` real sandbox members as leads. The tests
   * move the clock across days and weekends: working hours are off unless a test sets them.
   */
  const userWithLeads = async (count: number, keywords: string, workingHours = ANY_HOUR) => {
    const user = await trialUserWithSender({ warmUp: true, workingHours });
    return { ...user, leads: await membersFound(user.accountId, keywords, count) };
  };

  const targetTypes = async (targetId: string) =>
    (await api.eventStore.readStream(campaignTargetStream(targetId))).map((e) => e.type);
  const launch = async (token: string, leads: string[], sequence = outreach) => {
    const { status, body } = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token,
      body: { name: 'Runner test', leads, sequence },
    });
    expect(status).toBe(201);
    return body.campaign._id;
  };

  /** The slot a runner reserved for the lead's invitation before it died (its job never settled); answers the day. */
  const reservedByCrashedRunner = async (user: { accountId: string; user: { id: string } }, campaignId: string) => {
    const targetId = `${campaignId}_0`;
    const day = localDay(clock.now(), 'UTC');
    const reserved: QuotaReserved = {
      type: 'QuotaReserved',
      data: {
        accountId: user.accountId,
        day,
        key: quotaKey(targetId, 'invite'),
        limit: 'connections',
        campaignId,
        targetId,
        stepId: 'invite',
        jobId: 'crashed-job',
        occurredAt: clock.now().toISOString(),
      },
    };
    const metadata = { userId: user.user.id, actor: 'runner' as const, correlationId: 'crashed' };
    await api.eventStore.appendToStream(quotaStream(user.accountId, day), [{ ...reserved, metadata }], {
      expectedVersion: 'no_stream',
    });
    return day;
  };

  it('enriches each lead when its sequence first touches it, then views, invites with the filled note, waits, and messages who accepted', async () => {
    const user = await userWithLeads(3, 'engineer');
    const campaignId = await launch(user.token, user.leads);
    await startRunner();

    // First touch: the profile is fetched (enrichment) and viewed, once per lead.
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 3, 'line 79');
    const leads = await eventually(async () => {
      const answer = await api.request<LeadList>('GET', `/api/leads?campaignId=${campaignId}`, { token: user.token });
      return answer.body.data?.every((l: { profileDataFetched: boolean }) => l.profileDataFetched) && answer.body.data;
    }, 'the leads to be enriched');
    expect(leads).toHaveLength(3);
    expect(leads[0].firstName).toEqual(expect.any(String));
    const first = `${campaignId}_0`;
    // One event records the view, the enrichment and the next step; its reservation is on the quota stream.
    expect(await targetTypes(first)).toEqual(['LinkedInActionPerformed']);
    const [viewed] = await api.eventStore.readStream(campaignTargetStream(first));
    expect(viewed.data).toMatchObject({
      action: 'view-profile',
      limit: 'profileViews',
      profile: { providerId: expect.any(String) },
      next: { stepId: 'invite' },
    });

    // The edge's hour passes: one invitation each, the note filled with the lead's first name.
    clock.advance(HOUR);
    await eventually(async () => (await actions(user.accountId, 'invite')).length === 3, 'line 91');
    const invites = await actions(user.accountId, 'invite');
    for (const invite of invites) expect(invite.text).toMatch(/^Hi [^{}]+, glad to connect$/);

    // One lead accepts; the next acceptance check (every 4 h) sends that lead the message, and only that lead.
    const accept = await api.linkedin!.control('POST', '/accept', {
      accountId: user.accountId,
      profileUrl: user.leads[0],
    });
    expect(accept.status).toBeLessThan(300);
    clock.advance(4 * HOUR);
    await eventually(
      async () => (await targetTypes(first)).includes('ConnectionAccepted'),
      'the acceptance to be seen',
    );
    clock.advance(HOUR);
    const sent = await eventually(async () => {
      const messages = [
        ...(await actions(user.accountId, 'chat_start')),
        ...(await actions(user.accountId, 'message')),
      ];
      return messages.length === 1 && messages;
    }, 'the thank-you message');
    expect(sent[0].text).toMatch(/^Thanks for connecting, [^{}]+!$/);

    // Today's usage counts every action against its limit (check-connection counts against none).
    await eventually(
      async () =>
        (await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token: user.token })).body.total === 7,
      'usage',
    );
    expect(
      (await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token: user.token })).body,
    ).toMatchObject({ profileViews: 3, connections: 3, messages: 1 });

    // The wait period ends for the other two: their sequences end as not accepted.
    clock.advance(2 * DAY);
    const campaign = await eventually(async () => {
      const { body } = await api.request<CampaignAnswer>('GET', `/api/campaigns/${campaignId}`, { token: user.token });
      return body.campaign.targetStats.completed === 3 && body.campaign;
    }, 'every lead to complete');
    expect(campaign).toMatchObject({
      progressStatus: 'Completed',
      connectionAcceptRate: 33.3,
      targetStats: { completed: 3, failed: 0, total: 3 },
    });
    // Every lead done: the runner marks the campaign completed.
    await eventually(
      async () =>
        (await api.request<CampaignAnswer>('GET', `/api/campaigns/${campaignId}`, { token: user.token })).body.campaign
          .status === 'completed',
      'the campaign to be completed',
    );
    // Nothing went out twice.
    expect(await actions(user.accountId, 'invite')).toHaveLength(3);
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(3);
  });

  it('never passes the daily limit, however many runners race: the rest waits for the next day', async () => {
    const user = await userWithLeads(5, 'designer');
    const limits = (await api.request<RateLimitSettings>('GET', '/api/rate-limits/settings', { token: user.token }))
      .body;
    await api.request('PUT', '/api/rate-limits/settings', { token: user.token, body: { ...limits, profileViews: 10 } });
    // Warm-up (day 1 of 14) makes the 10 views a day 2.
    expect(
      (await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token: user.token })).body.limits.effective
        .profileViews,
    ).toBe(2);
    const campaignId = await launch(user.token, user.leads, { nodes: [node('view', 'view-profile')], edges: [] });
    // Three runners with schedulers of their own (no leader lock): they race for the account's quota.
    await Promise.all([startRunner(), startRunner(), startRunner()]);

    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 2, 'the first day');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(2);
    const quota = await api.eventStore.readStream(quotaStream(user.accountId, localDay(clock.now(), 'UTC')));
    expect(quota.filter((e) => e.type === 'QuotaReserved')).toHaveLength(2);

    // Why the others wait, and until when: said once as the account's hold, and on each lead (issue 17).
    const nextDay = new Date(Date.parse(clock.now().toISOString().slice(0, 10)) + DAY).toISOString();
    const listed = await eventually(async () => {
      const list = await api.request<CampaignList>('GET', '/api/campaigns', { token: user.token });
      return list.body.campaigns[0]?.statusReason ?? null;
    }, 'the daily-limit hold on the list');
    expect(listed).toEqual({ code: 'daily-limit', message: 'Daily limit reached: 2/2 profile views', until: nextDay });
    const page = await api.request<CampaignSnapshot>('GET', `/api/campaigns/${campaignId}/state`, {
      token: user.token,
    });
    const waiting = page.body.leads.rows.filter((r) => r.state === 'scheduled');
    expect(waiting).toHaveLength(3);
    for (const row of waiting)
      expect(row).toMatchObject({
        waitReason: 'daily-limit',
        waiting: '2/2 profile views today, warm-up day 1',
        waitUntil: nextDay,
      });
    const holds = (await api.eventStore.readStream(userStream(user.user.id))).filter(
      (e) => e.type === 'AccountHoldStarted',
    );
    expect(holds).toHaveLength(1);

    // Two more the next day, the last one the day after.
    clock.advance(DAY);
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 4, 'the second day');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(4);
    clock.advance(DAY);
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 5, 'the third day');
  });

  it("acts only inside working hours, in the account's own zone: a step due at night waits for the morning", async () => {
    // Tokyo, Monday to Friday 09:00–17:00. The clock is set to 20:00 in Tokyo on a weekday.
    const user = await userWithLeads(1, 'consultant', {
      enabled: true,
      days: [1, 2, 3, 4, 5],
      start: '09:00',
      end: '17:00',
    });
    await api.request('PUT', '/api/schedule/settings', {
      token: user.token,
      body: {
        timeZone: 'Asia/Tokyo',
        workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
        warmUp: { enabled: true },
      },
    });
    const evening = new Date(clock.now().getTime());
    const tokyoEvening = new Date(
      Date.UTC(evening.getUTCFullYear(), evening.getUTCMonth(), evening.getUTCDate(), 11, 0, 0),
    );
    while (tokyoEvening <= evening || ![1, 2, 3, 4].includes(tokyoEvening.getUTCDay()))
      tokyoEvening.setUTCDate(tokyoEvening.getUTCDate() + 1);
    clock.set(tokyoEvening);
    await launch(user.token, user.leads, { nodes: [node('view', 'view-profile')], edges: [] });
    const runner = await startRunner();
    await runner.pollOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(0);
    // 09:00:30 the next morning in Tokyo: open, but inside the minute's margin after the opening; 09:01: it goes.
    clock.set(new Date(tokyoEvening.getTime() + 13 * HOUR + 30_000));
    await runner.pollOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(0);
    clock.advance(30_000);
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 1, 'the morning view');
  });

  it('a paused campaign does nothing until it is started again', async () => {
    const user = await userWithLeads(2, 'founder');
    const campaignId = await launch(user.token, user.leads, { nodes: [node('view', 'view-profile')], edges: [] });
    await api.request('PATCH', `/api/campaigns/${campaignId}/status`, {
      token: user.token,
      body: { status: 'paused' },
    });
    const runner = await startRunner();
    await runner.pollOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(0);
    await api.request('PATCH', `/api/campaigns/${campaignId}/status`, {
      token: user.token,
      body: { status: 'active' },
    });
    await eventually(async () => (await actions(user.accountId, 'profile_view')).length === 2, 'line 149');
  });

  it('a step a crashed runner left open is reconciled: the invitation that went out is not sent again, and it is counted', async () => {
    const user = await userWithLeads(1, 'manager');
    const campaignId = await launch(user.token, user.leads, {
      nodes: [node('invite', 'send-connection', { note: 'Hello', waitPeriod: 1 })],
      edges: [],
    });
    const targetId = `${campaignId}_0`;
    // The crashed runner reserved the step's slot and sent the invitation, then died.
    const day = await reservedByCrashedRunner(user, campaignId);
    const profile = await api.linkedin!.provider.getProfile(user.accountId, { publicIdOrUrl: user.leads[0] });
    await api.linkedin!.provider.sendInvitation(user.accountId, profile.providerId, 'Hello');

    // The runner comes back (one process, its own bus): what it left open is reconciled at once.
    await startRunner({ singleProcess: true });
    const performed = await eventually(
      async () =>
        (await api.eventStore.readStream(campaignTargetStream(targetId))).find(
          (e) => e.type === 'LinkedInActionPerformed',
        ),
      'the reconciliation',
    );
    expect(performed.data).toMatchObject({
      reconciled: true,
      limit: 'connections',
      day,
      next: { phase: 'await-acceptance' },
    });
    expect(await actions(user.accountId, 'invite')).toHaveLength(1);
    // Counted once, against the reservation it held.
    await eventually(
      async () =>
        (await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token: user.token })).body.connections ===
        1,
      'usage',
    );
    expect(
      (await api.eventStore.readStream(quotaStream(user.accountId, day))).filter((e) => e.type === 'QuotaReserved'),
    ).toHaveLength(1);
  });

  it('a crashed step whose member wrote meanwhile is counted when the lead stops: its invitation went out', async () => {
    const user = await userWithLeads(1, 'architect');
    const campaignId = await launch(user.token, user.leads, {
      nodes: [node('invite', 'send-connection', { note: 'Hello', waitPeriod: 1 })],
      edges: [],
    });
    const targetId = `${campaignId}_0`;
    const [profileUrl] = user.leads;
    const owner = user.user.id;
    const contact = contactStream(owner, memberKeyOf(profileUrl)!);
    const about = { ownerId: owner, member: identityOfUrl(profileUrl)!, now: clock.now() };
    const by = { userId: owner, actor: 'runner' as const, correlationId: 'crashed' };
    // The crashed runner enrolled the member, reserved the step's slot and sent the invitation, then died.
    await handleCommand(
      api.eventStore,
      contact,
      contactDecider,
      {
        type: 'EnrolContact',
        data: { ...about, campaignId, targetId, allowPreviouslyContacted: false, holderEnded: false },
      },
      by,
    );
    const day = await reservedByCrashedRunner(user, campaignId);
    const profile = await api.linkedin!.provider.getProfile(user.accountId, { publicIdOrUrl: profileUrl });
    await api.linkedin!.provider.sendInvitation(user.accountId, profile.providerId, 'Hello');
    // Their reply reached the contact before the lead heard of it.
    await handleCommand(
      api.eventStore,
      contact,
      contactDecider,
      {
        type: 'RecordReply',
        data: {
          ...about,
          chatId: 'chat-1',
          messageId: 'm-1',
          repliedAt: clock.now().toISOString(),
          text: 'Hi',
          asksToStop: false,
        },
      },
      by,
    );

    // The step's job is taken over (as a restarted runner hands out what its previous life left
    // open), before anything else told the lead of the reply: the lead stops for the reply, and the
    // invitation that went out is counted.
    const executor = new StepExecutor({
      store: api.eventStore,
      db: api.readDb,
      provider: api.linkedin!.provider,
      ai: new OfflineAiWriter(),
      clock,
      wallClock: clock,
      minActionGapMs: 0,
      maxJitterMs: 0,
    });
    const dueAt = clock.now().toISOString();
    const job = { userId: owner, campaignId, targetId, stepId: 'invite', phase: 'act' as const, dueAt, orphan: true };
    expect(await executor.execute(job)).toBe('stopped');
    const events = await api.eventStore.readStream(campaignTargetStream(targetId));
    expect(events.find((e) => e.type === 'TargetCompleted')?.data).toMatchObject({ reason: 'replied' });
    expect(events.find((e) => e.type === 'LinkedInActionPerformed')?.data).toMatchObject({
      reconciled: true,
      limit: 'connections',
      day,
    });
    expect(await actions(user.accountId, 'invite')).toHaveLength(1);
    await eventually(
      async () =>
        (await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token: user.token })).body.connections ===
        1,
      'usage',
    );
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
    await eventually(
      async () =>
        (
          await api.readDb
            .selectFrom('campaign_targets')
            .select('state')
            .where('target_id', '=', targetId)
            .executeTakeFirst()
        )?.state === 'awaiting',
      'the waiting step to be projected',
    );

    // Accepted on LinkedIn: the new-relation webhook moves the sequence on without waiting for the 4-hourly check.
    await api.linkedin!.control('POST', '/accept', { accountId: user.accountId, profileUrl: user.leads[0] });
    await eventually(async () => (await targetTypes(targetId)).includes('ConnectionAccepted'), 'the relation webhook');
    await eventually(
      async () =>
        [...(await actions(user.accountId, 'chat_start')), ...(await actions(user.accountId, 'message'))].length === 1,
      'the first message',
    );

    // The lead answers: the messaging webhook records the reply and the follow-up never goes out.
    await api.linkedin!.control('POST', '/reply', {
      accountId: user.accountId,
      profileUrl: user.leads[0],
      text: 'Sounds good!',
    });
    await eventually(
      async () => (await targetTypes(targetId)).includes('TargetCompleted'),
      'the reply to end the sequence',
    );
    const completed = (await api.eventStore.readStream(campaignTargetStream(targetId))).find(
      (e) => e.type === 'TargetCompleted',
    );
    expect(completed?.data).toMatchObject({ reason: 'replied' });
    clock.advance(2 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([
      ...(await actions(user.accountId, 'chat_start')),
      ...(await actions(user.accountId, 'message')),
    ]).toHaveLength(1);
    // The campaign's figures are projected after the reply's events: waited for, not slept on.
    await eventually(async () => {
      const { body } = await api.request<CampaignAnswer>('GET', `/api/campaigns/${campaignId}`, { token: user.token });
      return body.campaign.progressStatus === 'Completed';
    }, 'the campaign to be projected completed');
    const { body } = await api.request<CampaignAnswer>('GET', `/api/campaigns/${campaignId}`, { token: user.token });
    expect(body.campaign).toMatchObject({ responseRate: 100, connectionAcceptRate: 100, progressStatus: 'Completed' });
  });

  it("performs the builder's other LinkedIn actions, each counted against its own daily limit: like, follow, endorse, InMail", async () => {
    const user = await userWithLeads(2, 'marketing');
    const campaignId = await launch(user.token, user.leads, {
      nodes: [
        node('like', 'like-post'),
        node('follow', 'follow-profile'),
        node('invite', 'send-connection', { note: '', waitPeriod: 5 }),
        node('endorse', 'endorse-skill'),
        node('inmail', 'send-inmail', { message: 'Hello {{firstName}}, a quick question for you' }),
      ],
      edges: [
        edge('like', 'follow', 0),
        edge('follow', 'invite', 0),
        edge('invite', 'endorse', 0, 'true'),
        edge('endorse', 'inmail', 0),
      ],
    });
    const runner = await startRunner();
    await eventually(async () => (await actions(user.accountId, 'invite')).length === 2, 'the invitations');
    // The sweep finds the leads waiting for acceptance in the read model: wait until both are there.
    await eventually(async () => {
      const awaiting = await api.readDb
        .selectFrom('campaign_targets')
        .select('target_id')
        .where('campaign_id', '=', campaignId)
        .where('state', '=', 'awaiting')
        .execute();
      return awaiting.length === 2;
    }, 'both invitations to be waited for');
    // Both accept: the sweep of new relations (every 4 hours) moves them on to the endorsement.
    for (const lead of user.leads)
      await api.linkedin!.control('POST', '/accept', { accountId: user.accountId, profileUrl: lead });
    clock.advance(5 * HOUR);
    await runner.pollOnce();
    const targets = user.leads.map((_, i) => `${campaignId}_${i}`);
    await eventually(
      async () =>
        (await Promise.all(targets.map(targetTypes))).every(
          (types) => types.includes('TargetCompleted') || types.includes('TargetFailed'),
        ),
      'every lead to finish',
      60_000,
    );

    const log = async (kind: string) => (await actions(user.accountId, kind)).length;
    const [reactions, follows, endorsements, inmails] = [
      await log('reaction'),
      await log('follow'),
      await log('endorse'),
      await log('inmail'),
    ];
    expect(follows).toBe(2);
    expect(endorsements).toBeGreaterThan(0);
    // Each action is counted against its own limit, exactly as LinkedIn saw it.
    await eventually(async () => {
      const usage = (await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token: user.token })).body;
      return (
        usage.followings === follows &&
        usage.likes === reactions &&
        usage.endorsements === endorsements &&
        usage.inmails === inmails
      );
    }, 'usage per limit');
    // An InMail LinkedIn refuses (the member takes none) fails that lead, and says why.
    for (const target of targets) {
      const events = await api.eventStore.readStream(campaignTargetStream(target));
      const sent = events.some(
        (e) => e.type === 'LinkedInActionPerformed' && (e.data as { action: string }).action === 'send-inmail',
      );
      const refused = events.some(
        (e) => e.type === 'TargetFailed' && /InMail|inmail/i.test((e.data as { reason: string }).reason),
      );
      expect([target, sent || refused]).toEqual([target, true]);
    }
  }, 90_000);

  it("writes AI-mode notes per lead with the AI writer, within the step's character limit", async () => {
    const user = await userWithLeads(2, 'analyst');
    const campaignId = await launch(user.token, user.leads, {
      nodes: [
        node('invite', 'send-connection', {
          isAI: true,
          aiPrompt: 'Invite them to talk about data tooling',
          aiCharLimit: 150,
          waitForAcceptance: false,
        }),
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
    const runner = new Runner({
      store: api.eventStore,
      bus: api.bus,
      db: api.readDb,
      provider: api.linkedin!.provider,
      clock,
      minActionGapMs: 0,
      maxJitterMs: 0,
    });
    const job = {
      userId: user.user.id,
      campaignId,
      targetId: `${campaignId}_0`,
      stepId: 'view',
      phase: 'act' as const,
      dueAt: clock.now().toISOString(),
    };
    const results = await Promise.all([
      runner.executor.execute(job),
      runner.executor.execute(job),
      runner.executor.execute(job),
    ]);
    expect(results.filter((r) => r === 'ran')).toHaveLength(1);
    expect(await actions(user.accountId, 'profile_view')).toHaveLength(1);
  });
});
