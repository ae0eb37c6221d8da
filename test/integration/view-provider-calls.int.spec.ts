import type { CampaignCreated as CampaignCreatedAnswer } from '@outflow/api-contract';
import type { LinkedInProvider } from '@outflow/linkedin';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { graphNode as node } from '../support/campaign-fixtures';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';

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
  const { api, startRunner, trialUserWithSender, membersFound, actions } = useSandboxRunnerSuite();

  it('makes one notifying read for a known member, a silent one first for a pasted URL', async () => {
    const session = await trialUserWithSender({ warmUp: false });
    const { accountId } = session;
    const { provider } = api.linkedin!;
    const [known, pasted] = await membersFound(accountId, 'engineer', 2);
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
    await startRunner({ provider: counting.provider });
    const viewed = async () => (await actions(accountId, 'profile_view')).length;
    await eventually(async () => (await viewed()) === 2, 'both views');
    const bare = (u: string) => u.replace(/\/$/, '');
    const readsOf = (lead: string) => counting.reads.filter((r) => bare(r.url) === bare(lead)).map((r) => r.notify);
    expect(readsOf(known)).toEqual([true]);
    expect(readsOf(pasted)).toEqual([false, true]);
  });
});
