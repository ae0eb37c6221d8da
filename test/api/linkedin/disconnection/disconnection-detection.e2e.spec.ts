import type { LinkedInStatus } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../../apps/api/src/common/api-error';
import { linkedInAccountStream } from '@outflow/domain';
import { findLinkedInAccountState } from '@outflow/read-models';
import { useApiHarness } from '../../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { connectLinkedIn, eventually, sandboxOf, userWithTrial } from '../../../support/linkedin-test-flows';

jest.setTimeout(60_000);

const SEARCH = { searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=manager' };
const MESSAGE = 'LinkedIn account disconnected. Please reconnect to continue.';

describeWithPostgres('LinkedIn disconnection detection over HTTP (sandbox)', () => {
  const api = useApiHarness({ linkedin: true });

  /** Recorded on the sender's own stream. */
  const disconnections = async (accountId: string) =>
    (await api.eventStore.readStream(linkedInAccountStream(accountId))).filter(
      (e) => e.type === 'LinkedInAccountDisconnected',
    );

  it('a session lost at the provider makes the next call answer 403 ACCOUNT_DISCONNECTED with the account, recorded once', async () => {
    const { token, user } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    expect((await api.request('POST', '/api/linkedin/search/count', { token, body: SEARCH })).status).toBe(200);

    await sandboxOf(api).control('POST', '/faults', { disconnectAccountId: accountId });
    const answer = await api.request('POST', '/api/linkedin/search/count', { token, body: SEARCH });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      statusCode: 403,
      success: false,
      errorCode: 'ACCOUNT_DISCONNECTED',
      message: MESSAGE,
      account: expect.objectContaining({
        accountId,
        status: 'disconnected',
        isActive: false,
        fullName: expect.any(String),
      }),
    });
    expect(await findLinkedInAccountState(api.readDb, user.id)).toMatchObject({
      connection: 'disconnected',
      accountId,
      disconnectReason: 'disconnected_account',
    });
    expect((await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token })).body.account).toEqual({
      accountId,
      status: 'disconnected',
      isActive: false,
    });

    // Known disconnected: answered the same way, without a provider call (a failing provider would answer 502).
    await sandboxOf(api).control('POST', '/faults', { errorRate: 1 });
    try {
      for (const path of ['/api/linkedin/search/count', '/api/linkedin/search/profiles']) {
        const again = await api.request<ApiErrorBody & { account?: { accountId: string } }>('POST', path, {
          token,
          body: { ...SEARCH, maxProfiles: 10, limit: 50 },
        });
        expect([again.status, again.body.errorCode, again.body.account?.accountId]).toEqual([
          403,
          'ACCOUNT_DISCONNECTED',
          accountId,
        ]);
      }
      const profile = await api.request<ApiErrorBody>(
        'GET',
        '/api/linkedin-accounts/ai-message-profile?url=https://www.linkedin.com/in/anyone/',
        { token },
      );
      expect([profile.status, profile.body.errorCode]).toEqual([403, 'ACCOUNT_DISCONNECTED']);
    } finally {
      await sandboxOf(api).control('POST', '/faults', { reset: true });
    }
    expect(await disconnections(accountId)).toHaveLength(1);
  });

  it('two calls failing on the lost session at once still record one disconnection', async () => {
    const { token } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    await sandboxOf(api).control('POST', '/faults', { disconnectAccountId: accountId });
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.request<ApiErrorBody>('POST', '/api/linkedin/search/count', { token, body: SEARCH })),
    );
    expect(answers.map((a) => [a.status, a.body.errorCode])).toEqual(
      [1, 2, 3].map(() => [403, 'ACCOUNT_DISCONNECTED']),
    );
    const recorded = await disconnections(accountId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0].data).toMatchObject({ accountId, reason: 'disconnected_account' });
  });

  it("the provider's account-status webhook records the disconnection before any call, and the reconnection after", async () => {
    await api.linkedin!.registerWebhooks();
    const { token, user } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);

    await sandboxOf(api).control('POST', '/faults', { disconnectAccountId: accountId });
    await eventually(async () => (await findLinkedInAccountState(api.readDb, user.id)).connection === 'disconnected');
    expect((await disconnections(accountId))[0].data).toMatchObject({ accountId, reason: 'CREDENTIALS' });
    expect(await api.request('POST', '/api/linkedin/search/count', { token, body: SEARCH })).toMatchObject({
      status: 403,
      body: { errorCode: 'ACCOUNT_DISCONNECTED', message: MESSAGE, account: { accountId, status: 'disconnected' } },
    });

    // Reconnecting through a reconnect link: the status webhook and the notify both report it; recorded once.
    const again = await connectLinkedIn(api, token);
    expect(again.hostedAuth.body.isReconnect).toBe(true);
    expect((await api.request('POST', '/api/linkedin/search/count', { token, body: SEARCH })).status).toBe(200);
    const connected = (await api.eventStore.readStream(linkedInAccountStream(accountId))).filter(
      (e) => e.type === 'LinkedInAccountConnected',
    );
    expect(connected.map((e) => (e.data as { reconnect: boolean }).reconnect)).toEqual([false, true]);
  });
});
