import type { CampaignCreated, LinkedInStatus, RateLimitSettings } from '@outflow/api-contract';
import { describeWithPostgres, eventually } from '@outflow/testing';
import { graphNode as node } from '../support/campaign-fixtures';
import { connectLinkedIn } from '../support/linkedin-test-flows';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';

const VIEW_ONLY = { nodes: [node('view', 'view-profile')], edges: [] };

/**
 * Each sender of a workspace has its own limits (issue 20), so each has its own holds: two senders
 * who both used up their day both say so, and two senders LinkedIn restricted both show it, on the
 * workspace's one stream (before, a second sender's hold replaced the first's).
 */
describeWithPostgres('holds of each sender of a workspace (sandbox)', () => {
  jest.setTimeout(180_000);
  const { api, startRunner, stopRunners, trialUserWithSender, membersFound, actions } = useSandboxRunnerSuite();

  /** A workspace on a trial with two senders, no working hours, no warm-up. */
  const twoSenders = async () => {
    const { token, accountId: a } = await trialUserWithSender({ warmUp: false });
    const b = (await connectLinkedIn(api, token)).accountId;
    return { token, a, b };
  };
  const holdsOf = async (accountIds: string[]) =>
    (
      await api.readDb
        .selectFrom('account_holds')
        .select(['account_id', 'code'])
        .where('account_id', 'in', accountIds)
        .execute()
    )
      .map((h) => `${h.account_id === accountIds[0] ? 'a' : 'b'} ${h.code}`)
      .sort();

  it('records the used-up day of each of two senders, each by its own limit', async () => {
    const { token, a, b } = await twoSenders();
    const limits = (await api.request<RateLimitSettings>('GET', '/api/rate-limits/settings', { token })).body;
    for (const [accountId, profileViews] of [
      [a, 2],
      [b, 3],
    ] as const) {
      const put = await api.request('PUT', `/api/rate-limits/settings?accountId=${accountId}`, {
        token,
        body: { ...limits, profileViews },
      });
      expect(put.status).toBe(200);
    }
    const leads = await membersFound(a, 'engineer', 10);
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token,
      body: { name: 'Both senders', leads, senders: [a, b], sequence: VIEW_ONLY },
    });
    expect(created.status).toBe(201);

    const runner = await startRunner();
    const views = async (accountId: string) => (await actions(accountId, 'profile_view')).length;
    await eventually(async () => (await views(a)) === 2 && (await views(b)) === 3, 'each sender’s day');
    // Both wait for their own next day, and both say so.
    expect(
      await eventually(async () => {
        const holds = await holdsOf([a, b]);
        return holds.length === 2 && holds;
      }, 'both senders’ daily-limit holds'),
    ).toEqual(['a daily-limit', 'b daily-limit']);
    await runner.pollOnce();
    expect([await views(a), await views(b)]).toEqual([2, 3]);
    await stopRunners();
  });

  it('shows every restricted sender restricted, each on its own row', async () => {
    await api.linkedin!.registerWebhooks();
    const { token, a, b } = await twoSenders();
    // LinkedIn restricts both (its account-status webhook says ERROR for each).
    for (const accountId of [a, b])
      expect((await api.linkedin!.control('POST', '/faults', { restrictAccountId: accountId })).status).toBe(200);
    const senders = await eventually(async () => {
      const listed = (await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token })).body.senders;
      return listed.length === 2 && listed.every((s) => s.restriction !== null) && listed;
    }, 'both senders shown restricted');
    expect(senders.map((s) => s.accountId).sort()).toEqual([a, b].sort());
    expect(await holdsOf([a, b])).toEqual(['a account-restricted', 'b account-restricted']);
    await api.linkedin!.control('POST', '/faults', { reset: true });
  });
});
