import type {
  CampaignCreated,
  CampaignSnapshot,
  LeadList,
  LinkedInStatus,
  RateLimitSettings,
} from '@outflow/api-contract';
import { campaignTargetStream, localDay, memberKeyOf, quotaStream, type TargetSenderAssigned } from '@outflow/domain';
import { describeWithPostgres, eventually } from '@outflow/testing';
import { graphEdge as edge, graphNode as node } from '../support/campaign-fixtures';
import { connectLinkedIn } from '../support/linkedin-test-flows';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';

const DAY = 24 * 3_600_000;

describeWithPostgres('a campaign over two senders on the LinkedIn sandbox', () => {
  const { api, clock, startRunner, actions: sandboxActions } = useSandboxRunnerSuite();
  const actions = (accountId: string) => sandboxActions(accountId, 'profile_view');

  it('gives each lead a sender when its turn comes and acts through it alone, each within its own limit; a lost sender holds only its leads', async () => {
    const session = await api.signUp();
    const { token } = session;
    await api.request('POST', '/api/subscriptions/create-trial', { token });
    await api.request('PUT', '/api/schedule/settings', {
      token,
      body: {
        timeZone: 'UTC',
        workingHours: { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
        warmUp: { enabled: true },
      },
    });
    const limits = (await api.request<RateLimitSettings>('GET', '/api/rate-limits/settings', { token })).body;
    // Warm-up (day 1 of 14) makes the 10 views a day 2, for each sender on its own.
    await api.request('PUT', '/api/rate-limits/settings', { token, body: { ...limits, profileViews: 10 } });
    const a = (await connectLinkedIn(api, token)).accountId;
    const b = (await connectLinkedIn(api, token)).accountId;
    await api.linkedin!.registerWebhooks();
    const leads = await api.linkedin!.provider.searchProfiles(
      a,
      'https://www.linkedin.com/search/results/people/?keywords=architect',
      { max: 6 },
    );
    expect(leads).toHaveLength(6);
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token,
      body: {
        name: 'Two senders',
        leads,
        senders: [a, b],
        // A second view a minute after the first: due the next day on this test's still clock.
        sequence: {
          nodes: [node('view', 'view-profile'), node('again', 'view-profile')],
          edges: [edge('view', 'again', 60_000)],
        },
      },
    });
    expect(created.status).toBe(201);
    const campaignId = created.body.campaign._id;
    const runner = await startRunner();

    // Day one: each sender views two profiles (its own daily limit), no more.
    await eventually(
      async () => (await actions(a)).length === 2 && (await actions(b)).length === 2,
      'two views by each sender',
    );
    const day = localDay(clock.now(), 'UTC');
    for (const sender of [a, b]) {
      const quota = await api.eventStore.readStream(quotaStream(sender, day));
      expect(quota.filter((e) => e.type === 'QuotaReserved')).toHaveLength(2);
    }

    // A lead is given its sender when its turn comes (a sender free to start it), not before: the
    // four started have one each, two per sender; the two no sender had room for have none yet.
    const assignments = async () => {
      const out = new Map<string, string>();
      for (let i = 0; i < leads.length; i++) {
        const events = await api.eventStore.readStream(campaignTargetStream(`${campaignId}_${i}`));
        const given = events.filter((e): e is typeof e & TargetSenderAssigned => e.type === 'TargetSenderAssigned');
        expect(given.length).toBeLessThanOrEqual(1);
        if (given[0]) out.set(memberKeyOf(leads[i])!, given[0].data.accountId);
      }
      return out;
    };
    const assigned = await assignments();
    expect([...assigned.values()].filter((s) => s === a)).toHaveLength(2);
    expect([...assigned.values()].filter((s) => s === b)).toHaveLength(2);
    // Every view went out through the lead's own sender.
    for (const sender of [a, b])
      for (const action of await actions(sender)) expect(assigned.get(memberKeyOf(action.profileUrl)!)).toBe(sender);

    // The lead table says each started lead's sender (none yet for the others).
    const page = await eventually(async () => {
      const answer = await api.request<CampaignSnapshot>('GET', `/api/campaigns/${campaignId}/state`, { token });
      return answer.body.leads.rows.filter((r) => r.sender !== null).length === 4 && answer.body;
    }, 'the senders on the lead table');
    for (const row of page.leads.rows) expect(row.sender).toBe(assigned.get(memberKeyOf(row.profileUrl)!) ?? null);

    // The lead list names each lead's sender too.
    const listed = await api.request<LeadList>('GET', `/api/leads/campaign/${campaignId}`, { token });
    for (const lead of listed.body.data)
      expect(lead.sender?.accountId).toBe(assigned.get(memberKeyOf(lead.profileUrl)!));

    // One active sequence per member across the workspace's senders: a campaign through B alone
    // cannot take a member still waiting in this one.
    const open = leads.find((url) => !assigned.has(memberKeyOf(url)!))!;
    const again = await api.request('POST', '/api/campaigns', {
      token,
      body: {
        name: 'Through B',
        leads: [open],
        senders: [b],
        sequence: { nodes: [node('view', 'view-profile')], edges: [] },
      },
    });
    expect(again).toMatchObject({ status: 400, body: { errorCode: 'NO_LEADS_LEFT', field: 'leads' } });
    expect(JSON.stringify(again.body)).toContain('Already in the campaign \\"Two senders\\"');

    // B loses its session: the next day A views its own two leads again (its day's two); B's wait
    // for it, and the two leads not started get no sender (B may not act, A has no room left).
    await api.linkedin!.control('POST', '/faults', { disconnectAccountId: b });
    await eventually(async () => {
      const senders = (await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token })).body.senders;
      return senders.find((s) => s.accountId === b)?.status === 'disconnected';
    }, 'B to be seen disconnected');
    clock.advance(DAY);
    await eventually(async () => (await actions(a)).length === 4, "A's views of its own leads again");
    await runner.pollOnce();
    expect(await actions(b)).toHaveLength(2);
    const waiting = await eventually(async () => {
      const rows = await api.readDb
        .selectFrom('campaign_targets')
        .select(['account_id', 'state'])
        .where('campaign_id', '=', campaignId)
        .where('state', '!=', 'completed')
        .orderBy('account_id')
        .execute();
      return rows.length === 4 && rows;
    }, "A's leads to be projected done");
    expect(waiting).toEqual([
      { account_id: b, state: 'scheduled' },
      { account_id: b, state: 'scheduled' },
      { account_id: null, state: 'scheduled' },
      { account_id: null, state: 'scheduled' },
    ]);
    expect(await assignments()).toEqual(assigned);
    for (const sender of [a, b])
      for (const action of await actions(sender)) expect(assigned.get(memberKeyOf(action.profileUrl)!)).toBe(sender);
    // B's leads say why they wait: their own sender is disconnected (the campaign goes on through A).
    const held = await api.request<CampaignSnapshot>('GET', `/api/campaigns/${campaignId}/state`, { token });
    for (const row of held.body.leads.rows.filter((r) => r.sender === b))
      expect(row).toMatchObject({ state: 'scheduled', waiting: expect.stringMatching(/disconnected/i) });
  });
});
