import type { HostedAuthLinkAnswer, LinkedInAccountAnswer, LinkedInStatus } from '@outflow/api-contract';
import { campaignTargetStream, linkedInAccountClaimStream, linkedInAccountStream, userStream } from '@outflow/domain';
import { useApiHarness } from '../../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import {
  completeHostedAuth,
  connectLinkedIn,
  eventually,
  sandboxApi,
  sandboxOf,
} from '../../../support/linkedin-test-flows';
import type { Items, OwnProfile, SandboxDelivery } from '../../../../libs/linkedin/src/testing/unipile-answer-types';

jest.setTimeout(60_000);

describeWithPostgres('LinkedIn account connection over HTTP (sandbox)', () => {
  const api = useApiHarness({ linkedin: true });

  const types = async (userId: string) => (await api.eventStore.readStream(userStream(userId))).map((e) => e.type);
  /** What a sender's own stream records. */
  const senderTypes = async (accountId: string) =>
    (await api.eventStore.readStream(linkedInAccountStream(accountId))).map((e) => e.type);

  it('connects through hosted auth: the link returns to /team with the account, and the callback answers the connected card with its profile', async () => {
    const { token, user } = await api.signUp();
    expect(await api.request('GET', '/api/linkedin-accounts', { token })).toEqual({
      status: 200,
      body: { success: true, account: null, senders: [] },
    });

    const { accountId, hostedAuth, callback, redirectUrl } = await connectLinkedIn(api, token);
    expect(hostedAuth.body).toMatchObject({
      success: true,
      isReconnect: false,
      authLink: expect.stringContaining(`${sandboxOf(api).sandboxUrl}/hosted-auth/`),
    });
    expect(`${redirectUrl?.origin}${redirectUrl?.pathname}`).toBe(`${api.config.PUBLIC_URL}/team`);
    expect(redirectUrl?.searchParams.get('status')).toBe('connected');

    const me = await sandboxApi<OwnProfile>(api, 'GET', `/users/me?account_id=${accountId}`);
    expect(callback.status).toBe(200);
    expect(callback.body).toEqual({
      success: true,
      message: 'LinkedIn account connected successfully',
      account: {
        status: 'connected',
        isActive: true,
        accountId,
        fullName: `${me.body.first_name} ${me.body.last_name}`,
        headline: me.body.headline,
        profilePictureUrl: expect.any(String),
        email: me.body.email,
        lastUpdated: expect.any(String),
      },
    });
    expect(await api.request('GET', '/api/linkedin-accounts', { token })).toEqual({
      status: 200,
      body: {
        success: true,
        account: { accountId, status: 'connected', isActive: true },
        senders: [
          {
            ...callback.body.account,
            restriction: null,
            today: {
              usage: expect.objectContaining({ total: 0, connections: 0 }),
              limits: expect.objectContaining({ connections: expect.any(Number) }),
              warmUp: { active: true, day: 1, of: 14 },
            },
          },
        ],
      },
    });
    expect((await api.request('GET', '/api/linkedin-accounts/with-profile', { token })).body).toEqual({
      ...callback.body,
      message: 'LinkedIn account connected',
      // Connected and not restricted by LinkedIn.
      restriction: null,
    });
    // The notify callback and the browser's callback reported the same account: recorded once, on the sender's stream.
    expect(await senderTypes(accountId)).toEqual(['LinkedInAccountConnected', 'LinkedInAccountProfileSynced']);
    expect(await types(user.id)).toEqual(['UserRegistered']);
    const [connected] = await api.eventStore.readStream(linkedInAccountStream(accountId));
    expect(connected.data).toMatchObject({ accountId, ownerId: user.id, reconnect: false });
  });

  it('records the connection from the notify callback alone, for the user the link was made for', async () => {
    const { token, user } = await api.signUp();
    const link = await api.request<HostedAuthLinkAnswer>('POST', '/api/linkedin-accounts/hosted-auth', {
      token,
      body: {},
    });
    const { accountId } = await completeHostedAuth(api, link.body.authLink);
    // No callback from the browser: the provider's notify alone records the account (the read model follows).
    // Wait for what is asserted: the account is projected before its profile (a second event).
    const account = await eventually(async () => {
      const { account } = (
        await api.request<LinkedInAccountAnswer>('GET', '/api/linkedin-accounts/with-profile', { token })
      ).body;
      return account?.fullName ? account : undefined;
    });
    expect(account).toMatchObject({ accountId, status: 'connected', isActive: true, fullName: expect.any(String) });
    const notified = (await sandboxOf(api).control<Items<SandboxDelivery>>('GET', '/deliveries')).body.items.find(
      (d) => d.kind === 'notify' && d.payload.account_id === accountId,
    );
    expect(notified).toMatchObject({
      status: 'delivered',
      attempts: 1,
      payload: { status: 'CREATION_SUCCESS', name: user.id },
    });
  });

  it('accepts a callback for an account the provider has and nobody holds (first sight), without a notify', async () => {
    const { token, user } = await api.signUp();
    const bare = await api.linkedin!.provider.createHostedAuthLink({ type: 'create', userId: 'someone-else-entirely' });
    const { accountId } = await completeHostedAuth(api, bare.url);
    const callback = await api.request('POST', '/api/linkedin-accounts/callback', { token, body: { accountId } });
    expect(callback).toMatchObject({
      status: 200,
      body: { success: true, account: { accountId, status: 'connected' } },
    });
    expect(await senderTypes(accountId)).toEqual(['LinkedInAccountConnected', 'LinkedInAccountProfileSynced']);
    expect(await types(user.id)).toEqual(['UserRegistered']);
  });

  it("refuses another user's account (409), an unknown account (404) and a missing id (400), recording nothing", async () => {
    const alice = await api.signUp();
    const { accountId } = await connectLinkedIn(api, alice.token);
    const bob = await api.signUp();
    expect(
      await api.request('POST', '/api/linkedin-accounts/callback', { token: bob.token, body: { accountId } }),
    ).toMatchObject({
      status: 409,
      body: { errorCode: 'ACCOUNT_OWNED_BY_ANOTHER_USER', field: 'accountId' },
    });
    expect(
      await api.request('POST', '/api/linkedin-accounts/callback', {
        token: bob.token,
        body: { accountId: 'no-such-account' },
      }),
    ).toMatchObject({
      status: 404,
      body: { errorCode: 'ACCOUNT_NOT_FOUND', field: 'accountId' },
    });
    expect(await api.request('POST', '/api/linkedin-accounts/callback', { token: bob.token, body: {} })).toMatchObject({
      status: 400,
      body: { field: 'accountId' },
    });
    expect(await types(bob.user.id)).toEqual(['UserRegistered']);
    expect(await senderTypes('no-such-account')).toEqual([]);
  });

  it('gives one LinkedIn account to one of two users racing for it (409 for the other, whatever the read model shows), and frees it on disconnect', async () => {
    const [alice, bob] = [await api.signUp(), await api.signUp()];
    const { accountId } = await completeHostedAuth(
      api,
      (await api.linkedin!.provider.createHostedAuthLink({ type: 'create', userId: 'nobody' })).url,
    );
    const answers = await Promise.all(
      [alice, bob].map((user) =>
        api.request('POST', '/api/linkedin-accounts/callback', { token: user.token, body: { accountId } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      errorCode: 'ACCOUNT_OWNED_BY_ANOTHER_USER',
      field: 'accountId',
    });
    const [winner, loser] = answers[0].status === 200 ? [alice, bob] : [bob, alice];
    expect(await types(loser.user.id)).toEqual(['UserRegistered']);
    expect((await api.eventStore.readStream(linkedInAccountStream(accountId))).map((e) => e.data)).toEqual([
      expect.objectContaining({ ownerId: winner.user.id }),
      expect.objectContaining({ accountId }),
    ]);
    const claims = async () =>
      (await api.eventStore.readStream(linkedInAccountClaimStream(accountId))).map((e) => [
        e.type,
        (e.data as { userId: string }).userId,
      ]);
    expect(await claims()).toEqual([['LinkedInAccountClaimed', winner.user.id]]);

    expect((await api.request('DELETE', '/api/linkedin-accounts/disconnect', { token: winner.token })).status).toBe(
      200,
    );
    expect(await claims()).toEqual([
      ['LinkedInAccountClaimed', winner.user.id],
      ['LinkedInAccountReleased', winner.user.id],
    ]);
  });

  it('makes a link for another sender while one works, refuses to reconnect a working one (409), and only redirects back into this app', async () => {
    const { token } = await api.signUp();
    const { accountId } = await connectLinkedIn(api, token);
    expect(await api.request('POST', '/api/linkedin-accounts/hosted-auth', { token, body: {} })).toMatchObject({
      status: 200,
      body: { success: true, isReconnect: false },
    });
    expect(
      await api.request('POST', '/api/linkedin-accounts/hosted-auth', { token, body: { accountId } }),
    ).toMatchObject({ status: 409, body: { errorCode: 'ALREADY_CONNECTED', field: 'accountId' } });
    expect(
      await api.request('POST', '/api/linkedin-accounts/hosted-auth', { token, body: { accountId: 'acc-not-ours' } }),
    ).toMatchObject({ status: 404, body: { errorCode: 'ACCOUNT_NOT_FOUND', field: 'accountId' } });

    const other = await api.signUp();
    const link = await api.request<HostedAuthLinkAnswer>('POST', '/api/linkedin-accounts/hosted-auth', {
      token: other.token,
      body: { redirectUrl: 'https://evil.example/steal' },
    });
    const { redirectUrl } = await completeHostedAuth(api, link.body.authLink);
    expect(`${redirectUrl?.origin}${redirectUrl?.pathname}`).toBe(`${api.config.PUBLIC_URL}/team`);
  });

  it('lists each sender with its own day (usage today, limits in force, warm-up day) and its own restriction', async () => {
    const { token, user } = await api.signUp();
    const first = await connectLinkedIn(api, token);
    const second = await connectLinkedIn(api, token);
    const metadata = { userId: user.id, actor: 'runner' as const, correlationId: 'senders-page-e2e' };
    const now = new Date().toISOString();
    // The second sender sent an invitation today; LinkedIn restricted the first.
    await api.eventStore.appendToStream(
      campaignTargetStream(`t-senders-${Date.now()}`),
      [
        {
          type: 'LinkedInActionPerformed',
          data: {
            campaignId: 'c-senders',
            targetId: 't-senders',
            accountId: second.accountId,
            stepId: 'invite',
            action: 'send-connection',
            limit: 'connections',
            day: null,
            profileUrl: 'https://www.linkedin.com/in/someone',
            campaignName: 'Senders',
            text: null,
            occurredAt: now,
          },
          metadata,
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await api.eventStore.appendToStream(
      userStream(user.id),
      [
        {
          type: 'AccountHoldStarted',
          data: {
            accountId: first.accountId,
            code: 'account-restricted',
            reason: 'LinkedIn restricted the account',
            until: null,
            occurredAt: now,
          },
          metadata,
        },
      ],
      { expectedVersion: 'any' },
    );
    const listed = await eventually(async () => {
      const { body } = await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token });
      return body.senders[1]?.today.usage.total === 1 && body.senders[0].restriction !== null && body.senders;
    });
    expect(listed.map((s) => [s.accountId, s.today.usage.connections, s.restriction?.reason ?? null])).toEqual([
      [first.accountId, 0, 'LinkedIn restricted the account'],
      [second.accountId, 1, null],
    ]);
    for (const sender of listed) {
      expect(sender.today.warmUp).toEqual({ active: true, day: 1, of: 14 });
      // Day 1 of the warm-up: a fifth of the limits set.
      expect(sender.today.limits.connections).toBeLessThan(25);
    }
  });

  it('connects two senders in one workspace, lists both, and disconnects one by its id while the other stays', async () => {
    const { token, user } = await api.signUp();
    const first = await connectLinkedIn(api, token);
    const second = await connectLinkedIn(api, token);
    expect(second.accountId).not.toBe(first.accountId);
    expect(second.hostedAuth.body).toMatchObject({ isReconnect: false });
    expect(second.callback.body.account).toMatchObject({ accountId: second.accountId, status: 'connected' });

    const listed = (await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token })).body;
    // The first sender stays the one the single-account answer names.
    expect(listed.account).toEqual({ accountId: first.accountId, status: 'connected', isActive: true });
    expect(listed.senders).toEqual([
      expect.objectContaining(first.callback.body.account),
      expect.objectContaining(second.callback.body.account),
    ]);
    expect(await senderTypes(first.accountId)).toEqual(['LinkedInAccountConnected', 'LinkedInAccountProfileSynced']);
    expect(await senderTypes(second.accountId)).toEqual(['LinkedInAccountConnected', 'LinkedInAccountProfileSynced']);

    // Which one goes must be said: the old route names none.
    expect(await api.request('DELETE', '/api/linkedin-accounts/disconnect', { token })).toMatchObject({
      status: 400,
      body: { errorCode: 'SENDER_REQUIRED', field: 'accountId' },
    });
    const stranger = await api.signUp();
    expect(
      await api.request('DELETE', `/api/linkedin-accounts/${first.accountId}`, { token: stranger.token }),
    ).toMatchObject({ status: 404, body: { errorCode: 'ACCOUNT_NOT_FOUND', field: 'accountId' } });

    expect(await api.request('DELETE', `/api/linkedin-accounts/${first.accountId}`, { token })).toEqual({
      status: 200,
      body: { success: true, message: 'LinkedIn account disconnected', accountId: first.accountId },
    });
    expect((await sandboxApi(api, 'GET', `/accounts/${first.accountId}`)).status).toBe(404);
    expect((await sandboxApi(api, 'GET', `/accounts/${second.accountId}`)).status).toBe(200);
    expect((await senderTypes(first.accountId)).at(-1)).toBe('LinkedInAccountRemoved');
    const after = (await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token })).body;
    expect(after.senders.map((s) => s.accountId)).toEqual([second.accountId]);
    expect(after.account).toMatchObject({ accountId: second.accountId, status: 'connected' });
    expect(await types(user.id)).toEqual(['UserRegistered']);
  });

  it('reconnects a lost account: a reconnect link for the same account, recorded as a reconnection', async () => {
    const { token } = await api.signUp();
    const { accountId } = await connectLinkedIn(api, token);
    await sandboxOf(api).control('POST', '/faults', { disconnectAccountId: accountId });
    expect((await api.request('GET', '/api/linkedin-accounts/validate-service', { token })).body).toEqual({
      connected: false,
      authenticated: false,
      message: 'LinkedIn account disconnected. Please reconnect to continue.',
      errorCode: 'ACCOUNT_DISCONNECTED',
      errorDetails: 'Provider status: CREDENTIALS',
    });
    expect((await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token })).body.account).toEqual({
      accountId,
      status: 'disconnected',
      isActive: false,
    });

    const again = await connectLinkedIn(api, token);
    expect(again.hostedAuth.body).toMatchObject({ success: true, isReconnect: true });
    expect(again.accountId).toBe(accountId);
    expect(again.callback.body.account).toMatchObject({ accountId, status: 'connected', isActive: true });
    const connections = (await api.eventStore.readStream(linkedInAccountStream(accountId))).filter(
      (e) => e.type === 'LinkedInAccountConnected',
    );
    expect(connections.map((e) => (e.data as { reconnect: boolean }).reconnect)).toEqual([false, true]);
    expect((await api.request('GET', '/api/linkedin-accounts/validate-service', { token })).body).toMatchObject({
      connected: true,
      authenticated: true,
      errorCode: null,
    });
  });

  it('disconnects: deletes the account at the provider, records LinkedInAccountRemoved, then answers 404 with nothing left', async () => {
    const { token, user } = await api.signUp();
    const { accountId } = await connectLinkedIn(api, token);
    expect(await api.request('DELETE', '/api/linkedin-accounts/disconnect', { token })).toEqual({
      status: 200,
      body: { success: true, message: 'LinkedIn account disconnected', accountId },
    });
    expect((await sandboxApi(api, 'GET', `/accounts/${accountId}`)).status).toBe(404);
    expect((await api.request('GET', '/api/linkedin-accounts', { token })).body).toEqual({
      success: true,
      account: null,
      senders: [],
    });
    expect((await senderTypes(accountId)).at(-1)).toBe('LinkedInAccountRemoved');
    expect(await types(user.id)).toEqual(['UserRegistered']);
    expect(await api.request('DELETE', '/api/linkedin-accounts/disconnect', { token })).toMatchObject({
      status: 404,
      body: { success: false, errorCode: 'ACCOUNT_NOT_FOUND', account: null },
    });
    expect((await api.request('GET', '/api/linkedin-accounts/validate-service', { token })).body).toMatchObject({
      connected: false,
      errorCode: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('answers 502 AUTH_LINK_ERROR when the provider cannot make a link', async () => {
    const { token } = await api.signUp();
    await sandboxOf(api).control('POST', '/faults', { errorRate: 1 });
    try {
      expect(await api.request('POST', '/api/linkedin-accounts/hosted-auth', { token, body: {} })).toEqual({
        status: 502,
        body: {
          statusCode: 502,
          success: false,
          errorCode: 'AUTH_LINK_ERROR',
          message: 'Failed to generate authentication link',
        },
      });
    } finally {
      await sandboxOf(api).control('POST', '/faults', { reset: true });
    }
  });

  it('needs a signed-in user, but neither a subscription nor a connected account', async () => {
    expect((await api.request('GET', '/api/linkedin-accounts')).status).toBe(401);
    const { token } = await api.signUp();
    expect((await api.request('GET', '/api/linkedin-accounts/with-profile', { token })).body).toEqual({
      success: true,
      account: null,
      message: 'No LinkedIn account connected',
      restriction: null,
    });
  });
});
