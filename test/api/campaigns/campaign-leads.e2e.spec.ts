import type {
  CampaignAnswer,
  CampaignLeadsAdded,
  CampaignLeadsRemoved,
  CampaignSnapshot,
  LeadList,
} from '@outflow/api-contract';
import { campaignTargetStream, type LinkedInActionPerformed } from '@outflow/domain';
import { useApiHarness } from '../../support/api-suite';
import { VIEW_ONLY_GRAPH } from '../../support/campaign-fixtures';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const sequence = VIEW_ONLY_GRAPH;
const url = (handle: string) => `https://www.linkedin.com/in/${handle}/`;

describeWithPostgres('lead operations in bulk: add to a campaign, remove the leads it has not reached', () => {
  const api = useApiHarness();

  const campaign = async (token: string, name: string, handles: string[], status = 'paused') => {
    const created = await api.request<CampaignAnswer>('POST', '/api/campaigns', {
      token,
      body: { name, leads: handles.map(url), sequence },
    });
    const id = created.body.campaign._id;
    // Paused, so no runner of the harness touches them while the test looks.
    await api.request('PATCH', `/api/campaigns/${id}/status`, { token, body: { status } });
    return id;
  };
  const leadsOf = async (token: string, id: string) =>
    (await api.request<LeadList>('GET', `/api/leads?campaignId=${id}`, { token })).body.data.map((l) => l.profileUrl);

  it('adds selected leads of another campaign, profile URLs, and all matching a filter; people already in it are counted apart', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    // A has ended: its members are free for another campaign (one active sequence per member).
    const a = await campaign(token, 'A', ['ada', 'grace', 'alan'], 'completed');
    const b = await campaign(token, 'B', ['ada']);
    const aLeads = (await api.request<LeadList>('GET', `/api/leads?campaignId=${a}`, { token })).body.data;
    const grace = aLeads.find((l) => l.profileUrl === url('grace'))!;
    const ada = aLeads.find((l) => l.profileUrl === url('ada'))!;

    const byId = await api.request<CampaignLeadsAdded>('POST', `/api/campaigns/${b}/leads`, {
      token,
      body: { leadIds: [grace._id, ada._id], profileUrls: ['https://www.linkedin.com/in/edsger'] },
    });
    expect(byId).toMatchObject({ status: 200, body: { success: true, added: 2, alreadyInCampaign: 1 } });
    expect((await leadsOf(token, b)).sort()).toEqual([url('ada'), url('edsger'), url('grace')]);

    const matching = await api.request<CampaignLeadsAdded>('POST', `/api/campaigns/${b}/leads`, {
      token,
      body: { matching: { campaignId: a, search: 'ALAN' } },
    });
    expect(matching.body).toMatchObject({ added: 1, alreadyInCampaign: 0 });
    const listed = await api.request<CampaignAnswer>('GET', `/api/campaigns/${b}`, { token });
    expect(listed.body.campaign).toMatchObject({ targetCount: 4 });
    const page = await api.request<CampaignSnapshot>('GET', `/api/campaigns/${b}/state`, { token });
    expect(page.body.leads.total).toBe(4);

    // A member another campaign holds (paused still holds them) is left out and named.
    const d = await campaign(token, 'D', ['kurt']);
    const held = await api.request<CampaignLeadsAdded>('POST', `/api/campaigns/${b}/leads`, {
      token,
      body: { profileUrls: [url('kurt')] },
    });
    expect(held.body).toMatchObject({
      added: 0,
      skipped: [{ profileUrl: url('kurt'), code: 'IN_ACTIVE_CAMPAIGN', campaignId: d, campaignName: 'D' }],
    });
  });

  it('removes the leads the campaign has not reached and keeps the reached ones; the timeline says so', async () => {
    const { token, user } = await userWith(api, { trial: true, linkedIn: true });
    const c = await campaign(token, 'C', ['ada', 'grace', 'alan']);
    const leads = (await api.request<LeadList>('GET', `/api/leads?campaignId=${c}`, { token })).body.data;
    const reached = leads.find((l) => l.profileUrl === url('grace'))!;
    const action: LinkedInActionPerformed = {
      type: 'LinkedInActionPerformed',
      data: {
        campaignId: c,
        targetId: reached._id,
        accountId: 'acc',
        stepId: 'view-1',
        action: 'view-profile',
        limit: 'profileViews',
        profileUrl: reached.profileUrl,
        campaignName: 'C',
        text: null,
        occurredAt: new Date().toISOString(),
      },
    };
    await api.eventStore.appendToStream(
      campaignTargetStream(reached._id),
      [{ ...action, metadata: { userId: user.id, actor: 'runner', correlationId: 'x' } }],
      { expectedVersion: 'no_stream' },
    );
    const removed = await api.request<CampaignLeadsRemoved>('POST', `/api/campaigns/${c}/leads/remove`, {
      token,
      body: { leadIds: leads.map((l) => l._id) },
    });
    expect(removed.body).toEqual({ success: true, removed: 2, kept: 1, keptIds: [reached._id] });
    expect(await leadsOf(token, c)).toEqual([url('grace')]);
    const listed = await api.request<CampaignAnswer>('GET', `/api/campaigns/${c}`, { token });
    expect(listed.body.campaign.targetCount).toBe(1);
    const history = await api.request<{ entries: Array<{ summary: string }> }>(
      'GET',
      `/api/campaigns/${c}/history?type=CampaignLeadsRemoved`,
      { token },
    );
    expect(history.body.entries.map((e) => e.summary)).toEqual([
      '2 leads removed from the campaign before it reached them',
    ]);
  });

  it('refuses a selection naming nothing, and a bad URL naming the field', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const c = await campaign(token, 'D', ['ada']);
    expect(await api.request('POST', `/api/campaigns/${c}/leads`, { token, body: {} })).toMatchObject({
      status: 400,
      body: { field: 'profileUrls' },
    });
    expect(
      await api.request('POST', `/api/campaigns/${c}/leads`, {
        token,
        body: { profileUrls: ['https://example.com/x'] },
      }),
    ).toMatchObject({ status: 400, body: { field: 'profileUrls' } });
    expect(await api.request('POST', `/api/campaigns/${c}/leads/remove`, { token, body: {} })).toMatchObject({
      status: 400,
      body: { field: 'leadIds' },
    });
  });

  it("exports leads as CSV (all, or those a filter takes) and a campaign's results, streamed", async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const e = await campaign(token, 'Export "E"', ['ada', 'grace']);
    // A campaign name a spreadsheet would run as a formula: exported as text.
    await campaign(token, '=cmd', ['edsger']);
    const csv = async (path: string) => {
      const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    };
    const all = await csv('/api/leads/export');
    expect(all.status).toBe(200);
    expect(all.type).toMatch(/^text\/csv/);
    const lines = all.text.trim().split('\n');
    expect(lines[0]).toMatch(
      /^leadId,firstName,lastName,profileUrl,headline,jobTitle,companyName,location,country,website,enriched,campaignId,campaignName,state,step,sender,/,
    );
    expect(lines).toHaveLength(4);
    expect(all.text).toContain(`${e}_0,,,${url('ada')},,,,,,,no,${e},"Export ""E""",scheduled,view-1,`);

    const filtered = await csv(`/api/leads/export?search=grace`);
    expect(filtered.text.trim().split('\n')).toHaveLength(2);
    const results = await csv(`/api/campaigns/${e}/leads/export`);
    expect(
      results.text
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual([`${e}_0`, `${e}_1`]);
    expect((await csv('/api/campaigns/nope/leads/export')).status).toBe(404);
  });
});
