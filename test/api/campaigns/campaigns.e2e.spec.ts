import type { CampaignList } from '@outflow/api-contract';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

describeWithPostgres('GET /api/campaigns', () => {
  const api = useApiHarness();

  const featureUser = () => userWith(api, { trial: true, linkedIn: true });

  const row = (id: string, userId: string, name: string, createdAt: string) => ({
    id,
    user_id: userId,
    name,
    status: 'active',
    progress_status: 'Running',
    sequence: JSON.stringify({ nodes: [], edges: [] }),
    target_count: 0,
    targets_by_source_count: 0,
    connection_accept_rate: 0,
    response_rate: 0,
    created_at: createdAt,
  });

  it('answers an empty list for a user with no campaigns', async () => {
    const { token } = await featureUser();
    await expect(api.request('GET', '/api/campaigns', { token })).resolves.toEqual({
      status: 200,
      body: { campaigns: [] },
    });
  });

  it("lists the user's own campaigns, newest first, in the spec's list shape, and never another user's", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    // Working hours off: the answer must not depend on the hour the suite runs at.
    await api.request('PUT', '/api/schedule/settings', {
      token: alice.token,
      body: {
        timeZone: 'UTC',
        workingHours: { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
        warmUp: { enabled: true },
      },
    });
    await api.readDb
      .insertInto('campaigns')
      .values([
        row('c-1', alice.user.id, 'Older', '2026-11-01T10:00:00Z'),
        row('c-2', alice.user.id, 'Newer', '2026-11-20T10:00:00Z'),
        row('c-3', bob.user.id, "Bob's", '2026-11-21T10:00:00Z'),
      ])
      .execute();
    const { body } = await api.request<CampaignList>('GET', '/api/campaigns', { token: alice.token });
    expect(body.campaigns.map((c) => c.name)).toEqual(['Newer', 'Older']);
    expect(body.campaigns[0]).toEqual({
      _id: 'c-2',
      name: 'Newer',
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 'active',
      progressStatus: 'Running',
      sequence: { nodes: [], edges: [] },
      targetCount: 0,
      targetsBySourceCount: 0,
      connectionAcceptRate: 0,
      responseRate: 0,
      targetStats: { completed: 0, running: 0, paused: 0, failed: 0, total: 0 },
      statusReason: null,
      senders: [],
    });
  });

  it('is readable without a subscription (it says why nothing runs); creating one is gated', async () => {
    const { token } = await api.signUp();
    expect(await api.request('GET', '/api/campaigns', { token })).toEqual({ status: 200, body: { campaigns: [] } });
    expect((await api.request('POST', '/api/campaigns', { token, body: {} })).status).toBe(402);
  });
});
