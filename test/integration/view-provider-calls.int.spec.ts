import type { CampaignCreated as CampaignCreatedAnswer } from '@outflow/api-contract';
import { FixedClock } from '@outflow/domain';
import type { LinkedInProvider } from '@outflow/linkedin';
import { eventually, describeWithPostgres } from '@outflow/testing';
import type { Runner } from '../../apps/runner/src/runner';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { graphNode as node } from '../support/campaign-fixtures';
import { connectLinkedIn } from '../support/linkedin-test-flows';
import { startSandboxRunner } from '../support/sandbox-runner';

/** The sandbox's provider, with every profile read it is asked for written down (URL, notified or not). */
function countingProfileReads(provider: LinkedInProvider) {
  const reads: Array<{ url: string; notify: boolean }> = [];
  const counted: LinkedInProvider = Object.create(provider) as LinkedInProvider;
  counted.getProfile = (accountId, input) => {
    reads.push({ url: input.publicIdOrUrl, notify: input.notify ?? false });
    return provider.getProfile(accountId, input);
  };
  return { provider: counted, reads };
}

/**
 * A view's first touch (issue 19: provider calls per step): the reply check before the claim needs
 * the member's LinkedIn id. Known at import (a search's lead), the view itself is the one profile
 * read; unknown (a pasted URL), a silent read comes first.
 */
describeWithPostgres('a view reads the profile once when the member is known at import', () => {
  let api: ApiHarness;
  let runner: Runner | undefined;
  beforeAll(async () => {
    api = await startApiHarness({ linkedin: true, clock: new FixedClock(new Date('2026-11-23T09:00:00Z')) });
    await api.linkedin!.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
  });
  afterAll(async () => {
    await runner?.stop();
    await api.stop();
  });

  it('makes one notifying read for a known member, a silent one first for a pasted URL', async () => {
    const session = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: session.token });
    const workingHours = { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };
    await api.request('PUT', '/api/schedule/settings', {
      token: session.token,
      body: { timeZone: 'UTC', workingHours, warmUp: { enabled: false } },
    });
    const { accountId } = await connectLinkedIn(api, session.token);
    const { provider } = api.linkedin!;
    const url = 'https://www.linkedin.com/search/results/people/?keywords=engineer';
    const [known, pasted] = await provider.searchProfiles(accountId, url, { max: 2 });
    const { providerId } = await provider.getProfile(accountId, { publicIdOrUrl: known, notify: false });
    const created = await api.request<CampaignCreatedAnswer>('POST', '/api/campaigns', {
      token: session.token,
      body: {
        name: 'Views',
        leads: [known, pasted],
        leadIdentities: [{ profileUrl: known, providerId }],
        sequence: { nodes: [node('view', 'view-profile')], edges: [] },
      },
    });
    expect(created.status).toBe(201);

    const counting = countingProfileReads(provider);
    runner = await startSandboxRunner(api, { provider: counting.provider });
    const viewed = async () =>
      (
        await api.linkedin!.control<{ items: Array<{ kind: string; profileUrl: string }> }>(
          'GET',
          `/actions?accountId=${accountId}`,
        )
      ).body.items.filter((a) => a.kind === 'profile_view').length;
    await eventually(async () => (await viewed()) === 2, 'both views');
    const bare = (u: string) => u.replace(/\/$/, '');
    const readsOf = (lead: string) => counting.reads.filter((r) => bare(r.url) === bare(lead)).map((r) => r.notify);
    expect(readsOf(known)).toEqual([true]);
    expect(readsOf(pasted)).toEqual([false, true]);
  });
});
