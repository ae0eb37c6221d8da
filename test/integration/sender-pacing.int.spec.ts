import type { CampaignCreated, RateLimitSettings } from '@outflow/api-contract';
import { userStream, type AccountHoldStarted } from '@outflow/domain';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { graphNode as node } from '../support/campaign-fixtures';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';

const VIEW_ONLY = { nodes: [node('view', 'view-profile')], edges: [] };

/**
 * A campaign of one sender that is not the workspace's first (issue 20): the runner acts through
 * the campaign's own sender, so the scheduler paces its leads by that sender too: its working
 * hours, its limits and the hold saying they are used up, whatever the first sender may do.
 */
describeWithPostgres('a one-sender campaign on a second sender is paced by that sender (sandbox)', () => {
  jest.setTimeout(180_000);
  const suite = useSandboxRunnerSuite();

  it('acts through B within B’s hours and limit while the first sender A is outside its hours, and holds B', async () => {
    const { api } = suite;
    // A is connected first (the workspace's first sender), B an hour later.
    const { token, user, a, b } = await suite.trialUserWithTwoSenders();
    const owner = user.id;
    const views = async (accountId: string) => (await suite.actions(accountId, 'profile_view')).length;

    // A works 20:00–22:00 UTC only (outside its hours now); B always, with 3 profile views a day.
    const put = await api.request('PUT', `/api/schedule/settings?accountId=${a}`, {
      token,
      body: {
        timeZone: 'UTC',
        workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '20:00', end: '22:00' },
        warmUp: { enabled: false },
      },
    });
    expect(put.status).toBe(200);
    const limits = (await api.request<RateLimitSettings>('GET', '/api/rate-limits/settings', { token })).body;
    const limited = await api.request('PUT', `/api/rate-limits/settings?accountId=${b}`, {
      token,
      body: { ...limits, profileViews: 3 },
    });
    expect(limited.status).toBe(200);

    const leads = await suite.membersFound(b, 'designer', 5);
    expect(leads).toHaveLength(5);
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token,
      body: { name: 'Through B', leads, senders: [b], sequence: VIEW_ONLY },
    });
    expect(created.status).toBe(201);
    const campaign = await api.readDb
      .selectFrom('campaigns')
      .select('account_id')
      .where('id', '=', created.body.campaign._id)
      .executeTakeFirstOrThrow();
    expect(campaign.account_id).toBe(b);

    const runner = await suite.startRunner();
    // B's leads go out through B, up to B's own limit, though A may not act now.
    await eventually(async () => (await views(b)) === 3, 'three views through B');
    // The two left wait for B's used-up limit: the hold is B's, until B's next day.
    const holds = await eventually(async () => {
      const events = await api.eventStore.readStream(userStream(owner));
      const started = events.filter((e): e is typeof e & AccountHoldStarted => e.type === 'AccountHoldStarted');
      return started.length > 0 && started;
    }, 'the daily-limit hold');
    await runner.pollOnce();
    expect([await views(b), await views(a)]).toEqual([3, 0]);
    expect(holds.map((e) => ({ accountId: e.data.accountId, code: e.data.code }))).toEqual([
      { accountId: b, code: 'daily-limit' },
    ]);
    expect(holds[0].data.until).toBe('2026-11-24T00:00:00.000Z');
  });
});
