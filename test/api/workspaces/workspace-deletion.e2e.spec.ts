import type { HostedAuthLinkAnswer, LinkedInAccountAnswer, WorkspaceSummary } from '@outflow/api-contract';
import { linkedInAccountStream } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { useApiHarness } from '../../support/api-suite';
import { completeHostedAuth, sandboxApi, userWithTrial } from '../../support/linkedin-test-flows';

/**
 * Deleting a team workspace removes its senders at the provider too: an account left connected
 * there keeps costing the provider's per-account fee and keeps syncing a workspace nobody can open.
 */
describeWithPostgres('deleting a workspace with senders', () => {
  const api = useApiHarness({ linkedin: true });
  const as = (token: string, workspace: string) => ({ token, headers: { 'x-outflow-workspace': workspace } });

  const connectSender = async (token: string, workspace: string): Promise<string> => {
    const link = await api.request<HostedAuthLinkAnswer>('POST', '/api/linkedin-accounts/hosted-auth', {
      ...as(token, workspace),
      body: {},
    });
    expect(link.status).toBe(200);
    const { accountId } = await completeHostedAuth(api, link.body.authLink);
    const callback = await api.request<LinkedInAccountAnswer>('POST', '/api/linkedin-accounts/callback', {
      ...as(token, workspace),
      body: { accountId },
    });
    expect(callback.status).toBe(200);
    return accountId;
  };

  it("removes each of its senders at the provider, and leaves the owner's personal sender alone", async () => {
    const owner = await userWithTrial(api);
    const made = await api.request<WorkspaceSummary>('POST', '/api/workspaces', {
      token: owner.token,
      body: { name: 'Client A' },
    });
    expect(made.status).toBe(201);
    const team = made.body.id;
    expect((await api.request('POST', '/api/subscriptions/create-trial', as(owner.token, team))).status).toBe(200);
    const first = await connectSender(owner.token, team);
    const second = await connectSender(owner.token, team);
    const personal = await connectSender(owner.token, owner.user.id);
    for (const id of [first, second, personal])
      expect((await sandboxApi(api, 'GET', `/accounts/${id}`)).status).toBe(200);

    const deleted = await api.request('DELETE', `/api/workspaces/${team}`, { token: owner.token });
    expect([deleted.status, deleted.body]).toEqual([200, { success: true }]);

    for (const id of [first, second]) {
      expect((await sandboxApi(api, 'GET', `/accounts/${id}`)).status).toBe(404);
      const stream = await api.eventStore.readStream(linkedInAccountStream(id));
      expect(stream.map((e) => e.type)).toContain('LinkedInAccountRemoved');
    }
    expect((await sandboxApi(api, 'GET', `/accounts/${personal}`)).status).toBe(200);
  });
});
