import type { AccountUsage } from '@outflow/api-contract';
import { FixedClock } from '@outflow/domain';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const ZERO = {
  connections: 0,
  messages: 0,
  profileViews: 0,
  inmails: 0,
  likes: 0,
  endorsements: 0,
  followings: 0,
  emails: 0,
  total: 0,
};

describeWithPostgres('daily usage and recent activities', () => {
  const clock = new FixedClock(new Date('2026-11-22T15:00:00Z'));
  const api = useApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });

  const featureUser = () => userWith(api, { trial: true, linkedIn: true });
  let activity = 0;
  /** `count` actions counted against `limit` at `at`, as the projector logs them. */
  const acted = (userId: string, limit: string, at: string, count: number) =>
    api.readDb
      .insertInto('activities')
      .values(
        Array.from({ length: count }, () => ({
          id: `usage-${++activity}`,
          user_id: userId,
          action: 'some-action',
          limit_key: limit,
          profile_url: 'https://www.linkedin.com/in/someone/',
          occurred_at: at,
        })),
      )
      .execute();

  it("answers today's usage per limit and in total, from the user's rows of today only", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    expect(await api.request('GET', '/api/rate-limits/usage', { token: alice.token })).toMatchObject({
      status: 200,
      body: ZERO,
    });
    await acted(alice.user.id, 'connections', '2026-11-22T09:00:00Z', 7);
    await acted(alice.user.id, 'profileViews', '2026-11-22T10:00:00Z', 30);
    await acted(alice.user.id, 'messages', '2026-11-21T10:00:00Z', 9);
    await acted(bob.user.id, 'messages', '2026-11-22T10:00:00Z', 4);
    const { body } = await api.request('GET', '/api/rate-limits/usage', { token: alice.token });
    expect(body).toMatchObject({
      ...ZERO,
      connections: 7,
      profileViews: 30,
      total: 37,
      day: '2026-11-22',
      timeZone: 'UTC',
    });
  });

  it("counts the account's local day: at 05:00 UTC it is still yesterday evening in Los Angeles", async () => {
    const carol = await featureUser();
    await api.request('PUT', '/api/schedule/settings', {
      token: carol.token,
      body: {
        timeZone: 'America/Los_Angeles',
        workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
        warmUp: { enabled: true },
      },
    });
    // The 21st and the 22nd in Los Angeles (08:00 UTC is midnight there).
    await acted(carol.user.id, 'messages', '2026-11-22T01:00:00Z', 3);
    await acted(carol.user.id, 'messages', '2026-11-22T20:00:00Z', 5);
    const saved = clock.now();
    clock.set(new Date('2026-11-23T05:00:00Z'));
    try {
      const { body } = await api.request('GET', '/api/rate-limits/usage', { token: carol.token });
      expect(body).toMatchObject({ messages: 5, total: 5, day: '2026-11-22', timeZone: 'America/Los_Angeles' });
    } finally {
      clock.set(saved);
    }
  });

  it('answers the limits set and those in force (a new account warms up), and the rolling week of invitations against the cap', async () => {
    const dave = await featureUser();
    const { body } = await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token: dave.token });
    // Connected today: day 1 of the warm-up, 20% of each limit, rounded down.
    expect(body.warmUp).toEqual({ active: true, day: 1, of: 14 });
    expect(body.limits.set).toMatchObject({ connections: 20, profileViews: 100, weeklyConnections: 100 });
    expect(body.limits.effective).toMatchObject({
      connections: 4,
      profileViews: 20,
      total: 30,
      weeklyConnections: 100,
    });
    await api.readDb
      .insertInto('activities')
      .values([
        {
          id: `w1-${dave.user.id}`,
          user_id: dave.user.id,
          action: 'send-connection',
          profile_url: 'https://www.linkedin.com/in/w1/',
          campaign_name: null,
          occurred_at: '2026-11-20T09:00:00Z',
        },
        {
          id: `w2-${dave.user.id}`,
          user_id: dave.user.id,
          action: 'send-connection',
          profile_url: 'https://www.linkedin.com/in/w2/',
          campaign_name: null,
          occurred_at: '2026-11-14T09:00:00Z',
        },
      ])
      .execute();
    const after = await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token: dave.token });
    expect(after.body.week).toMatchObject({ connections: 1, cap: 100 });
  });

  it("lists the user's recent activities, newest first, each with its lead's name and picture when the lead is known", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    const activity = (
      id: string,
      userId: string,
      action: string,
      slug: string,
      occurredAt: string,
      targetId: string | null,
    ) => ({
      id,
      user_id: userId,
      action,
      profile_url: `https://www.linkedin.com/in/${slug}/`,
      campaign_name: 'Q4',
      occurred_at: occurredAt,
      target_id: targetId,
      text: null,
    });
    await api.readDb
      .insertInto('activities')
      .values([
        activity('a1', alice.user.id, 'view-profile', 'one', '2026-11-22T09:00:00Z', null),
        activity('a2', alice.user.id, 'send-connection', 'two', '2026-11-22T10:00:00Z', 'camp_0'),
        activity('b1', bob.user.id, 'send-message', 'three', '2026-11-22T11:00:00Z', 'camp_0'),
      ])
      .execute();
    const lead = {
      id: 'camp_0',
      campaign_id: 'camp',
      campaign_name: 'Q4',
      position: 0,
      profile_url: 'https://www.linkedin.com/in/two/',
      first_name: 'Tess',
      last_name: 'Two',
      headline: null,
      location: null,
      country: null,
      company_name: null,
      job_title: null,
      picture_url: 'https://example.com/tess.png',
      website: null,
      profile_data: null,
      profile_data_fetched: true,
      status: 'awaiting',
      added_at: '2026-11-22T08:00:00Z',
      updated_at: '2026-11-22T10:00:00Z',
    };
    await api.readDb
      .insertInto('leads')
      .values({ ...lead, user_id: alice.user.id })
      .execute();
    const { body } = await api.request('GET', '/api/rate-limits/recent-activities', { token: alice.token });
    expect(body).toEqual([
      {
        action: 'send-connection',
        profileUrl: 'https://www.linkedin.com/in/two/',
        timestamp: '2026-11-22T10:00:00.000Z',
        campaignName: 'Q4',
        leadId: 'camp_0',
        firstName: 'Tess',
        lastName: 'Two',
        pictureUrl: 'https://example.com/tess.png',
      },
      {
        action: 'view-profile',
        profileUrl: 'https://www.linkedin.com/in/one/',
        timestamp: '2026-11-22T09:00:00.000Z',
        campaignName: 'Q4',
        leadId: null,
        firstName: null,
        lastName: null,
        pictureUrl: null,
      },
    ]);
  });

  it('are features: gated by the subscription', async () => {
    const { token } = await api.signUp();
    expect((await api.request('GET', '/api/rate-limits/usage', { token })).status).toBe(402);
    expect((await api.request('GET', '/api/rate-limits/recent-activities', { token })).status).toBe(402);
  });
});
