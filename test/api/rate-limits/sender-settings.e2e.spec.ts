import type { AccountUsage, RateLimitSettings } from '@outflow/api-contract';
import { FixedClock, linkedInAccountStream, type ScheduleSettings } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { useApiHarness } from '../../support/api-suite';
import { DAILY_LIMIT_DEFAULTS } from '../../support/rate-limit-settings';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { connectLinkedIn, userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const TOKYO: ScheduleSettings = {
  timeZone: 'Asia/Tokyo',
  workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
  warmUp: { enabled: false },
};

/**
 * Each sender's own limits, weekly cap and schedule (issue 20, item 3) through
 * `?accountId=` on the settings and usage routes: the workspace's settings stay every sender's
 * defaults until a sender saves its own.
 */
describeWithPostgres('a sender’s own settings over HTTP', () => {
  jest.setTimeout(120_000);
  const clock = new FixedClock(new Date('2026-11-23T03:00:00Z'));
  const api = useApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });

  /** A workspace (personal) with two senders and a trial. */
  async function twoSenders() {
    const session = await userWith(api, { trial: true, linkedIn: false });
    const [a, b] = [`sa-${session.user.id.slice(0, 8)}`, `sb-${session.user.id.slice(0, 8)}`];
    await connectLinkedIn(api, session.user.id, a);
    await connectLinkedIn(api, session.user.id, b);
    return { ...session, a, b };
  }

  it('reads the workspace’s settings for a sender that saved none, and its own once it saved them', async () => {
    const { token, a, b } = await twoSenders();
    await api.request('PUT', '/api/rate-limits/settings', {
      token,
      body: { ...DAILY_LIMIT_DEFAULTS, profileViews: 40 },
    });
    const own = { ...DAILY_LIMIT_DEFAULTS, profileViews: 3 };
    const put = await api.request<RateLimitSettings>('PUT', `/api/rate-limits/settings?accountId=${a}`, {
      token,
      body: own,
    });
    // The weekly cap left out keeps the workspace's.
    expect(put).toEqual({ status: 200, body: { ...own, weeklyConnections: 100 } });
    expect((await api.request('GET', `/api/rate-limits/settings?accountId=${a}`, { token })).body).toEqual({
      ...own,
      weeklyConnections: 100,
    });
    expect((await api.request('GET', `/api/rate-limits/settings?accountId=${b}`, { token })).body).toEqual({
      ...DAILY_LIMIT_DEFAULTS,
      profileViews: 40,
      weeklyConnections: 100,
    });
    expect((await api.request('GET', '/api/rate-limits/settings', { token })).body).toEqual({
      ...DAILY_LIMIT_DEFAULTS,
      profileViews: 40,
      weeklyConnections: 100,
    });
    const events = await api.eventStore.readStream(linkedInAccountStream(a));
    expect(events.filter((e) => e.type === 'SenderRateLimitsChanged').map((e) => e.data)).toEqual([
      { accountId: a, settings: { ...own, weeklyConnections: 100 }, occurredAt: clock.now().toISOString() },
    ]);
  });

  it('keeps a sender’s own schedule apart from the workspace’s, and its usage day in its own zone', async () => {
    const { token, user, a, b } = await twoSenders();
    const put = await api.request<ScheduleSettings>('PUT', `/api/schedule/settings?accountId=${a}`, {
      token,
      body: TOKYO,
    });
    expect(put).toEqual({ status: 200, body: TOKYO });
    expect((await api.request('GET', `/api/schedule/settings?accountId=${a}`, { token })).body).toEqual(TOKYO);
    const workspace = (await api.request<ScheduleSettings>('GET', '/api/schedule/settings', { token })).body;
    expect(workspace.timeZone).toBe('UTC');
    expect((await api.request('GET', `/api/schedule/settings?accountId=${b}`, { token })).body).toEqual(workspace);

    // 03:00 UTC is already noon of the 23rd in Tokyo; each sender counts only its own actions.
    await api.readDb
      .insertInto('activities')
      .values(
        [
          { id: `${a}-1`, account_id: a, occurred_at: '2026-11-22T16:00:00Z' },
          { id: `${a}-2`, account_id: a, occurred_at: '2026-11-22T14:00:00Z' },
          { id: `${b}-1`, account_id: b, occurred_at: '2026-11-22T16:00:00Z' },
        ].map((row) => ({
          ...row,
          user_id: user.id,
          action: 'view-profile',
          limit_key: 'profileViews',
          profile_url: 'https://www.linkedin.com/in/x/',
        })),
      )
      .execute();
    const usageA = await api.request<AccountUsage>('GET', `/api/rate-limits/usage?accountId=${a}`, { token });
    expect(usageA.body).toMatchObject({ day: '2026-11-23', timeZone: 'Asia/Tokyo', profileViews: 1 });
    const usageB = await api.request<AccountUsage>('GET', `/api/rate-limits/usage?accountId=${b}`, { token });
    expect(usageB.body).toMatchObject({ day: '2026-11-23', timeZone: 'UTC', profileViews: 0 });
    const all = await api.request<AccountUsage>('GET', '/api/rate-limits/usage', { token });
    expect(all.body).toMatchObject({ timeZone: 'UTC', profileViews: 0 });
  });

  it('refuses a malformed sender id naming accountId, and answers 404 for another workspace’s sender', async () => {
    const mine = await twoSenders();
    const theirs = await twoSenders();
    for (const path of ['/api/rate-limits/settings', '/api/schedule/settings', '/api/rate-limits/usage']) {
      const bad = await api.request<ApiErrorBody>('GET', `${path}?accountId=${encodeURIComponent('../x')}`, {
        token: mine.token,
      });
      expect([bad.status, bad.body.field]).toEqual([400, 'accountId']);
      const other = await api.request<ApiErrorBody>('GET', `${path}?accountId=${theirs.a}`, { token: mine.token });
      expect([other.status, other.body.field]).toEqual([404, 'accountId']);
    }
    const put = await api.request('PUT', `/api/schedule/settings?accountId=${theirs.a}`, {
      token: mine.token,
      body: TOKYO,
    });
    expect(put.status).toBe(404);
    const limits = await api.request('PUT', `/api/rate-limits/settings?accountId=${theirs.a}`, {
      token: mine.token,
      body: DAILY_LIMIT_DEFAULTS,
    });
    expect(limits.status).toBe(404);
    expect(await api.eventStore.readStream(linkedInAccountStream(theirs.a))).not.toContainEqual(
      expect.objectContaining({ type: expect.stringMatching(/^Sender/) as string }),
    );
  });

  it('names the bad field of a sender’s settings and stores nothing', async () => {
    const { token, a } = await twoSenders();
    const limits = await api.request<ApiErrorBody>('PUT', `/api/rate-limits/settings?accountId=${a}`, {
      token,
      body: { ...DAILY_LIMIT_DEFAULTS, likes: 999 },
    });
    expect([limits.status, limits.body.field]).toEqual([400, 'likes']);
    const schedule = await api.request<ApiErrorBody>('PUT', `/api/schedule/settings?accountId=${a}`, {
      token,
      body: { ...TOKYO, timeZone: 'Mars/Base' },
    });
    expect([schedule.status, schedule.body.field]).toEqual([400, 'timeZone']);
    const events = await api.eventStore.readStream(linkedInAccountStream(a));
    expect(events.map((e) => e.type).filter((t) => t.startsWith('Sender'))).toEqual([]);
  });

  it('lets only an admin or owner of the workspace set a sender’s settings', async () => {
    const { token, user, a } = await twoSenders();
    const joiner = await api.signUp();
    const invited = await api.request<{ link: string }>('POST', `/api/workspaces/${user.id}/invitations`, {
      token,
      body: { email: joiner.user.email, role: 'member' },
    });
    expect(invited.status).toBe(201);
    const accepted = await api.request(
      'POST',
      `/api/invitations/${invited.body.link.split('/invitations/')[1]}/accept`,
      {
        token: joiner.token,
      },
    );
    expect(accepted.status).toBe(200);
    const headers = { 'x-outflow-workspace': user.id };
    const asMember = { token: joiner.token, headers };
    expect((await api.request('GET', `/api/rate-limits/settings?accountId=${a}`, asMember)).status).toBe(200);
    expect(
      (
        await api.request('PUT', `/api/rate-limits/settings?accountId=${a}`, {
          ...asMember,
          body: DAILY_LIMIT_DEFAULTS,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request('PUT', `/api/schedule/settings?accountId=${a}`, { ...asMember, body: TOKYO })).status,
    ).toBe(403);
  });
});
