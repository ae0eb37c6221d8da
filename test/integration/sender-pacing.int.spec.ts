import type { CampaignCreated, RateLimitSettings } from '@outflow/api-contract';
import { FixedClock, userStream, type AccountHoldStarted } from '@outflow/domain';
import { eventually, describeWithPostgres } from '@outflow/testing';
import type { Runner } from '../../apps/runner/src/runner';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { graphNode as node } from '../support/campaign-fixtures';
import { connectLinkedIn } from '../support/linkedin-test-flows';
import { startSandboxRunner } from '../support/sandbox-runner';

const HOUR = 3_600_000;
const VIEW_ONLY = { nodes: [node('view', 'view-profile')], edges: [] };
const ALWAYS = { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };

/**
 * A campaign of one sender that is not the workspace's first (issue 20): the runner acts through
 * the campaign's own sender, so the scheduler paces its leads by that sender too: its working
 * hours, its limits and the hold saying they are used up, whatever the first sender may do.
 */
describeWithPostgres('a one-sender campaign on a second sender is paced by that sender (sandbox)', () => {
  jest.setTimeout(180_000);
  // Monday 09:00 UTC.
  const T0 = new Date('2026-11-23T09:00:00Z');
  let api: ApiHarness;
  let clock: FixedClock;
  let runner: Runner | undefined;
  beforeAll(async () => {
    clock = new FixedClock(T0);
    api = await startApiHarness({ linkedin: true, clock });
    await api.linkedin!.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
  });
  afterAll(async () => {
    await runner?.stop();
    await api.stop();
  });

  const views = async (accountId: string) =>
    (await api.linkedin!.control<{ items: unknown[] }>('GET', `/actions?accountId=${accountId}&kind=profile_view`)).body
      .items.length;

  it('acts through B within B’s hours and limit while the first sender A is outside its hours, and holds B', async () => {
    const { token } = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token });
    await api.request('PUT', '/api/schedule/settings', {
      token,
      body: { timeZone: 'UTC', workingHours: ALWAYS, warmUp: { enabled: false } },
    });
    // A is connected first (the workspace's first sender), B an hour later.
    clock.set(new Date(T0.getTime() - HOUR));
    const a = (await connectLinkedIn(api, token)).accountId;
    clock.set(T0);
    const b = (await connectLinkedIn(api, token)).accountId;
    const owner = (
      await api.readDb
        .selectFrom('linkedin_accounts')
        .select('user_id')
        .where('account_id', '=', b)
        .executeTakeFirstOrThrow()
    ).user_id;

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

    const leads = await api.linkedin!.provider.searchProfiles(
      b,
      'https://www.linkedin.com/search/results/people/?keywords=designer',
      { max: 5 },
    );
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

    runner = await startSandboxRunner(api, {});
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
