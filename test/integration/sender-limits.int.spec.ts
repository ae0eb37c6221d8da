import type { CampaignCreated, RateLimitSettings } from '@outflow/api-contract';
import { FixedClock, localDay, quotaStream, type CampaignSnapshot } from '@outflow/domain';
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
 * Two senders of one workspace, each with its own daily limit and time zone (issue 20, item 3):
 * each performs no more than its own limit in its own local day, whatever the other does, and
 * each campaign's leads are paced by its own sender (the hold for its used-up limit is that sender's).
 */
describeWithPostgres('each sender within its own limits, in its own local day (sandbox)', () => {
  jest.setTimeout(180_000);
  // Monday 09:00 UTC: 18:00 in Tokyo, 04:00 in New York.
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
  const reserved = async (accountId: string, timeZone: string) =>
    (await api.eventStore.readStream(quotaStream(accountId, localDay(clock.now(), timeZone)))).filter(
      (e) => e.type === 'QuotaReserved',
    ).length;

  it('views no more than 3 a Tokyo day through one sender and 5 a New York day through the other', async () => {
    const { token } = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token });
    // The workspace's schedule (every sender's default): no working hours, no warm-up, so the counts are exact.
    await api.request('PUT', '/api/schedule/settings', {
      token,
      body: { timeZone: 'UTC', workingHours: ALWAYS, warmUp: { enabled: false } },
    });
    const launch = async (keywords: string) => {
      const leads = await api.linkedin!.provider.searchProfiles(
        (await api.readDb.selectFrom('linkedin_accounts').select('account_id').executeTakeFirstOrThrow()).account_id,
        `https://www.linkedin.com/search/results/people/?keywords=${keywords}`,
        { max: 8 },
      );
      const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
        token,
        body: { name: `Views ${keywords}`, leads, sequence: VIEW_ONLY },
      });
      expect(created.status).toBe(201);
      return created.body.campaign._id;
    };

    // A campaign goes through the workspace's first sender (the one connected first): connect New
    // York's and launch its campaign, then Tokyo's an hour "earlier" and launch the other.
    const newYork = (await connectLinkedIn(api, token)).accountId;
    const newYorkCampaign = await launch('designer');
    clock.set(new Date(T0.getTime() - HOUR));
    const tokyo = (await connectLinkedIn(api, token)).accountId;
    clock.set(T0);
    await eventually(
      async () =>
        (await api.readDb.selectFrom('campaigns').select('account_id').execute()).some((c) => c.account_id === newYork),
      'the New York campaign',
    );
    const tokyoCampaign = await launch('engineer');
    const campaigns = await api.readDb.selectFrom('campaigns').select('account_id').execute();
    expect(campaigns.map((c) => c.account_id).sort()).toEqual([newYork, tokyo].sort());

    const limits = (await api.request<RateLimitSettings>('GET', '/api/rate-limits/settings', { token })).body;
    for (const [accountId, profileViews, timeZone] of [
      [tokyo, 3, 'Asia/Tokyo'],
      [newYork, 5, 'America/New_York'],
    ] as const) {
      const put = await api.request('PUT', `/api/rate-limits/settings?accountId=${accountId}`, {
        token,
        body: { ...limits, profileViews },
      });
      expect(put.status).toBe(200);
      const schedule = await api.request('PUT', `/api/schedule/settings?accountId=${accountId}`, {
        token,
        body: { timeZone, workingHours: ALWAYS, warmUp: { enabled: false } },
      });
      expect(schedule.status).toBe(200);
    }

    runner = await startSandboxRunner(api, {});
    await eventually(async () => (await views(tokyo)) === 3 && (await views(newYork)) === 5, 'each sender’s day');
    // Every lead left has been tried and refused by its sender's own quota, not another's.
    await eventually(async () => (await reserved(tokyo, 'Asia/Tokyo')) === 3, 'Tokyo’s quota');
    await eventually(async () => (await reserved(newYork, 'America/New_York')) === 5, 'New York’s quota');
    await runner.pollOnce();
    expect([await views(tokyo), await views(newYork)]).toEqual([3, 5]);
    // Each campaign's waiting leads say why in their sender's numbers, until its sender's next local day.
    for (const [campaignId, waiting, waitUntil] of [
      [tokyoCampaign, '3/3 profile views today', '2026-11-23T15:00:00.000Z'],
      [newYorkCampaign, '5/5 profile views today', '2026-11-24T05:00:00.000Z'],
    ] as const) {
      // The page reads the activities once projected: wait for the day's count to reach it.
      const rows = await eventually(async () => {
        const page = await api.request<CampaignSnapshot>('GET', `/api/campaigns/${campaignId}/state`, { token });
        const scheduled = page.body.leads.rows.filter((r) => r.state === 'scheduled');
        return scheduled.length > 0 && scheduled.every((r) => r.waitReason === 'daily-limit') ? scheduled : null;
      }, `the daily-limit reason of ${waiting}`);
      for (const row of rows) expect(row).toMatchObject({ waitReason: 'daily-limit', waiting, waitUntil });
    }

    // 16:00 UTC: a new day in Tokyo (01:00 on the 24th), still the 23rd in New York (11:00).
    clock.set(new Date(T0.getTime() + 7 * HOUR));
    await eventually(async () => (await views(tokyo)) === 6, 'Tokyo’s second day');
    await runner.pollOnce();
    expect(await views(newYork)).toBe(5);
    expect(await reserved(newYork, 'America/New_York')).toBe(5);
  });
});
