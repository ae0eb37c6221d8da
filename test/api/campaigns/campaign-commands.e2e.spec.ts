import type { CampaignAnswer, CampaignHistoryPage, CampaignList } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { campaignStream } from '@outflow/domain';
import { useApiHarness } from '../../support/api-suite';
import { graphNode as node } from '../../support/campaign-fixtures';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const sequence = {
  nodes: [
    node('view-profile-1', 'view-profile'),
    node('send-message-2', 'send-message', { message: 'Hi {{firstName}}' }),
  ],
  edges: [{ id: 'e1', source: 'view-profile-1', target: 'send-message-2', type: 'custom', data: { delay: 3_600_000 } }],
};
const leads = [
  'https://www.linkedin.com/in/ada-lovelace',
  'https://www.linkedin.com/in/grace-hopper/',
  'https://www.linkedin.com/in/ada-lovelace/',
];

describeWithPostgres('campaign commands: POST, PATCH status, DELETE /api/campaigns', () => {
  const api = useApiHarness();

  const featureUser = () => userWith(api, { trial: true, linkedIn: true });
  /** Creates a campaign; these tests' campaigns are projected in time, so the answer carries the whole campaign. */
  const create = <T = CampaignAnswer>(token: string, body: Record<string, unknown>) =>
    api.request<T>('POST', '/api/campaigns', { token, body });

  it('creates a campaign: stored as one event, listed at once with its leads counted and status active', async () => {
    const { token } = await featureUser();
    const { status, body } = await create(token, {
      name: ' Founders ',
      description: 'Founders - created via sequence builder',
      leads,
      sequence,
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.campaign).toMatchObject({
      name: 'Founders',
      status: 'active',
      progressStatus: 'Ready',
      targetCount: 2,
      targetsBySourceCount: 1,
    });
    expect(body.campaign.targetStats).toEqual({ completed: 0, running: 0, paused: 0, failed: 0, total: 2 });
    expect(body.campaign.sequence.nodes).toHaveLength(2);

    const events = await api.eventStore.readStream(campaignStream(body.campaign._id));
    expect(events.map((e) => e.type)).toEqual(['CampaignCreated']);
    expect((events[0].data as { leads: unknown[] }).leads).toHaveLength(2);

    const listed = await api.request<CampaignList>('GET', '/api/campaigns', { token });
    expect(listed.body.campaigns.map((c: { _id: string }) => c._id)).toEqual([body.campaign._id]);
    expect(
      (await api.request<CampaignAnswer>('GET', `/api/campaigns/${body.campaign._id}`, { token })).body.campaign.name,
    ).toBe('Founders');
  });

  it.each([
    [{ name: '  ', leads, sequence }, 'name', 'Please enter a campaign name'],
    [{ name: 'x', leads: [], sequence }, 'leads', 'Please add at least one LinkedIn profile URL'],
    [
      { name: 'x', leads: ['https://example.com/in/nope'], sequence },
      'leads',
      'The lead on line 1 is not a LinkedIn profile address (https://www.linkedin.com/in/…): https://example.com/in/nope.',
    ],
    [{ name: 'x', leads: 'nope', sequence }, 'leads', undefined],
    [
      { name: 'x', leads, sequence: { nodes: [], edges: [] } },
      'sequence',
      'Invalid sequence: Sequence must have at least one node',
    ],
    [
      { name: 'x', leads, sequence: { nodes: sequence.nodes, edges: [] } },
      'sequence',
      'Invalid sequence: Nodes must be connected with edges',
    ],
    [
      { name: 'x', leads, sequence: { nodes: [{ id: 'a', data: { type: 'teleport' } }], edges: [] } },
      'sequence.nodes[0].type',
      undefined,
    ],
    [{ name: 'x', leads, sequence, extra: 1 }, 'extra', undefined],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, field, message) => {
    const { token } = await featureUser();
    const answer = await create<ApiErrorBody>(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    if (message) expect(answer.body.message).toBe(message);
    expect((await api.request<CampaignList>('GET', '/api/campaigns', { token })).body.campaigns).toEqual([]);
  });

  it('pauses and restarts a campaign; an unknown status is refused', async () => {
    const { token } = await featureUser();
    const { body } = await create(token, { name: 'Toggle', leads, sequence });
    const id = body.campaign._id;
    const paused = await api.request<CampaignAnswer>('PATCH', `/api/campaigns/${id}/status`, {
      token,
      body: { status: 'paused' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.campaign).toMatchObject({
      status: 'paused',
      progressStatus: 'Paused',
      targetStats: { paused: 2, total: 2 },
    });
    const active = await api.request<CampaignAnswer>('PATCH', `/api/campaigns/${id}/status`, {
      token,
      body: { status: 'active' },
    });
    expect(active.body.campaign).toMatchObject({ status: 'active', progressStatus: 'Ready' });
    const bad = await api.request<ApiErrorBody>('PATCH', `/api/campaigns/${id}/status`, {
      token,
      body: { status: 'running' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
  });

  it("deletes a campaign; another user's campaign answers 404 and stays", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    const { body } = await create(alice.token, { name: 'Mine', leads, sequence });
    const id = body.campaign._id;
    for (const [method, path, payload] of [
      ['DELETE', `/api/campaigns/${id}`, undefined],
      ['PATCH', `/api/campaigns/${id}/status`, { status: 'paused' }],
      ['GET', `/api/campaigns/${id}`, undefined],
    ] as const) {
      const answer = await api.request<ApiErrorBody>(method, path, { token: bob.token, body: payload });
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe('CAMPAIGN_NOT_FOUND');
    }
    expect((await api.request('DELETE', `/api/campaigns/${id}`, { token: alice.token })).body).toEqual({
      success: true,
    });
    expect((await api.request<CampaignList>('GET', '/api/campaigns', { token: alice.token })).body.campaigns).toEqual(
      [],
    );
    expect((await api.request('DELETE', `/api/campaigns/${id}`, { token: alice.token })).status).toBe(404);
  });

  it('a user without a connected LinkedIn account cannot create one', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: false });
    const answer = await create(token, { name: 'x', leads, sequence });
    expect(answer.status).toBe(403);
  });

  it("replays a campaign's history to its owner only: every event with who caused it", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    const { body } = await create(alice.token, { name: 'Audited', leads, sequence });
    const id = body.campaign._id;
    await api.request('PATCH', `/api/campaigns/${id}/status`, { token: alice.token, body: { status: 'paused' } });
    const history = await api.request<CampaignHistoryPage>('GET', `/api/campaigns/${id}/history`, {
      token: alice.token,
    });
    expect(history.status).toBe(200);
    expect(
      history.body.entries.map((e: { type: string; actor: string; summary: string }) => [e.type, e.actor, e.summary]),
    ).toEqual([
      ['CampaignCreated', 'user', 'Campaign "Audited" created with 2 leads and 2 steps'],
      ['CampaignStatusChanged', 'user', 'Campaign paused'],
    ]);
    expect((await api.request('GET', `/api/campaigns/${id}/history`, { token: bob.token })).status).toBe(404);
    expect(
      (await api.request('GET', `/api/campaigns/${id}/history?targetId=nope`, { token: alice.token })).status,
    ).toBe(404);
    const lead = await api.request('GET', `/api/campaigns/${id}/history?targetId=${id}_0`, { token: alice.token });
    expect(lead.body).toEqual({ entries: [], total: 0, page: 1, perPage: 100 });
  });
});
