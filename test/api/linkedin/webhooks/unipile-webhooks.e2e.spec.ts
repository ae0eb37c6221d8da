import type { HostedAuthLinkAnswer } from '@outflow/api-contract';
import { FixedClock, HOSTED_AUTH_LINK_TTL_MS, linkedInAccountStream, userStream } from '@outflow/domain';
import { DEFAULT_WEBHOOK_SECRET_HEADER } from '@outflow/linkedin';
import { findLinkedInAccountState } from '@outflow/read-models';
import { useApiHarness } from '../../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import {
  completeHostedAuth,
  connectLinkedIn,
  eventually,
  sandboxApi,
  sandboxOf,
  userWithTrial,
} from '../../../support/linkedin-test-flows';
import type { Items, SandboxDelivery, SearchPage } from '../../../../libs/linkedin/src/testing/unipile-answer-types';
import { Client } from 'pg';

jest.setTimeout(60_000);

const MESSAGE_BODY = {
  account_id: 'acc-x',
  account_type: 'LINKEDIN',
  event: 'message_received',
  chat_id: 'chat-1',
  message_id: 'msg-1',
  message: 'Hello',
  sender: {
    attendee_id: 'a1',
    attendee_name: 'Lead',
    attendee_provider_id: 'ACoLead',
    attendee_profile_url: 'https://www.linkedin.com/in/lead',
  },
  attendees: [],
  attachments: {},
};
const RELATION_BODY = {
  event: 'new_relation',
  account_id: 'acc-x',
  user_full_name: 'Lead',
  user_provider_id: 'ACoLead',
  user_public_identifier: 'lead',
};
const status = (accountId: string, message: string) => ({
  AccountStatus: { account_id: accountId, account_type: 'LINKEDIN', message },
});

describeWithPostgres('Unipile webhooks over HTTP', () => {
  const logLines: string[] = [];
  const api = useApiHarness({ linkedin: true, env: { LOG_LEVEL: 'info' }, logLines });

  const deliver = (path: string, body: unknown, secret?: string) =>
    api.request<{ received: boolean; outcome?: string }>('POST', `/api/webhooks/unipile/${path}`, {
      body,
      headers: secret === undefined ? {} : { [DEFAULT_WEBHOOK_SECRET_HEADER]: secret },
    });
  const secret = () => api.linkedin!.webhookSecret;

  it.each([
    ['messaging', MESSAGE_BODY],
    ['relations', RELATION_BODY],
    ['account-status', status('acc-x', 'OK')],
  ])('%s: 401 without the secret or with a wrong one, 200 with it', async (path, body) => {
    expect(await deliver(path, body)).toMatchObject({ status: 401, body: { errorCode: 'INVALID_WEBHOOK_SECRET' } });
    expect((await deliver(path, body, 'wrong-secret')).status).toBe(401);
    expect((await deliver(path, body, `${secret()}x`)).status).toBe(401);
    expect((await deliver(path, body, secret())).status).toBe(200);
  });

  it('acknowledges deliveries it cannot read (200), so the provider does not retry them', async () => {
    expect(await deliver('messaging', { nothing: true }, secret())).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
    expect(await deliver('account-status', { AccountStatus: {} }, secret())).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
    expect(await deliver('account-status', status('nobody-has-this', 'CREDENTIALS'), secret())).toEqual({
      status: 200,
      body: { received: true, outcome: 'unknown-account' },
    });
  });

  it('account status ERROR (LinkedIn restricted the account) records a restriction hold once; OK lifts it, and the account stays connected throughout', async () => {
    const { token, user } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    expect(await deliver('account-status', status(accountId, 'ERROR'), secret())).toEqual({
      status: 200,
      body: { received: true, outcome: 'restricted' },
    });
    expect((await deliver('account-status', status(accountId, 'ERROR'), secret())).body.outcome).toBe('unchanged');
    const events = await api.eventStore.readStream(userStream(user.id));
    expect(events.filter((e) => e.type === 'AccountHoldStarted').map((e) => e.data)).toEqual([
      expect.objectContaining({ accountId, code: 'account-restricted', until: null }),
    ]);
    expect(events.some((e) => e.type === 'LinkedInAccountDisconnected')).toBe(false);
    expect((await deliver('account-status', status(accountId, 'OK'), secret())).body.outcome).toBe('lifted');
    const after = await api.eventStore.readStream(userStream(user.id));
    expect(after.at(-1)).toMatchObject({ type: 'AccountHoldEnded', data: { accountId, code: 'account-restricted' } });
  });

  it.each(['CREDENTIALS', 'STOPPED', 'DELETED'])(
    'account status %s records the disconnection once; OK brings the account back',
    async (word) => {
      const { token, user } = await userWithTrial(api);
      const { accountId } = await connectLinkedIn(api, token);
      expect(await deliver('account-status', status(accountId, word), secret())).toEqual({
        status: 200,
        body: { received: true, outcome: 'disconnected' },
      });
      expect((await deliver('account-status', status(accountId, word), secret())).body.outcome).toBe('unchanged');
      const events = await api.eventStore.readStream(linkedInAccountStream(accountId));
      expect(events.filter((e) => e.type === 'LinkedInAccountDisconnected').map((e) => e.data)).toEqual([
        expect.objectContaining({ accountId, reason: word }),
      ]);
      expect(events.at(-1)!.metadata).toMatchObject({ userId: user.id, actor: 'webhook' });

      expect((await deliver('account-status', status(accountId, 'OK'), secret())).body.outcome).toBe('reconnected');
      await eventually(async () => (await findLinkedInAccountState(api.readDb, user.id)).connection === 'connected');
    },
  );

  describe('the hosted-auth notify URL', () => {
    const deliveries = async () =>
      (await sandboxOf(api).control<Items<SandboxDelivery>>('GET', '/deliveries?limit=1000')).body.items;
    const notifyFor = (accountId: string) =>
      eventually(async () =>
        (await deliveries()).find(
          (d) => d.kind === 'notify' && d.payload.account_id === accountId && d.status !== 'pending',
        ),
      );
    /** Path and query of a notify URL, to post again as whoever captured it would. */
    const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
    const eventCount = async () => (await api.eventStore.readAll()).length;
    /** The notify_url the sandbox keeps for a link nobody completed yet. */
    async function notifyUrlOf(authLink: string): Promise<string> {
      const db = new Client({ connectionString: api.config.DATABASE_URL });
      await db.connect();
      try {
        const token = new URL(authLink).pathname.split('/').pop();
        return (await db.query('SELECT notify_url FROM linkedin_sandbox.hosted_links WHERE token = $1', [token]))
          .rows[0].notify_url;
      } finally {
        await db.end();
      }
    }

    it('connects once; the same URL again is refused (401) and changes nothing, even naming another account', async () => {
      const alice = await api.signUp();
      const link = await api.request<HostedAuthLinkAnswer>('POST', '/api/linkedin-accounts/hosted-auth', {
        token: alice.token,
        body: {},
      });
      const { accountId } = await completeHostedAuth(api, link.body.authLink);
      const first = await notifyFor(accountId);
      expect(first).toMatchObject({
        status: 'delivered',
        attempts: 1,
        url: expect.stringContaining('/api/webhooks/unipile/hosted-auth?link='),
      });
      await eventually(async () => (await findLinkedInAccountState(api.readDb, alice.user.id)).accountId === accountId);

      const attackers = await completeHostedAuth(
        api,
        (await api.linkedin!.provider.createHostedAuthLink({ type: 'create', userId: 'attacker' })).url,
      );
      const before = await eventCount();
      const replay = await api.request('POST', pathOf(first.url), { body: first.payload });
      expect(replay).toMatchObject({
        status: 401,
        body: { errorCode: 'INVALID_NOTIFY_TOKEN', reason: 'NOTIFY_TOKEN_USED' },
      });
      const takeover = await api.request('POST', pathOf(first.url), {
        body: { ...first.payload, account_id: attackers.accountId },
      });
      expect(takeover).toMatchObject({ status: 401, body: { reason: 'NOTIFY_TOKEN_USED' } });
      expect(await eventCount()).toBe(before);
      expect((await findLinkedInAccountState(api.readDb, alice.user.id)).accountId).toBe(accountId);
    });

    it("cannot switch Bob's account with the URL of Alice's link, which then still works for Alice", async () => {
      const alice = await api.signUp();
      const bob = await api.signUp();
      const link = await api.request<HostedAuthLinkAnswer>('POST', '/api/linkedin-accounts/hosted-auth', {
        token: alice.token,
        body: {},
      });
      const notifyUrl = await notifyUrlOf(link.body.authLink);
      const attackers = await completeHostedAuth(
        api,
        (await api.linkedin!.provider.createHostedAuthLink({ type: 'create', userId: 'attacker' })).url,
      );
      const before = await eventCount();
      const asBob = await api.request('POST', pathOf(notifyUrl), {
        body: { status: 'CREATION_SUCCESS', account_id: attackers.accountId, name: bob.user.id },
      });
      expect(asBob).toMatchObject({
        status: 401,
        body: { errorCode: 'INVALID_NOTIFY_TOKEN', reason: 'NOTIFY_TOKEN_UNKNOWN' },
      });
      const forged = `${pathOf(notifyUrl).replace(/token=[^&]+/, 'token=forged')}`;
      expect(
        (
          await api.request('POST', forged, {
            body: { status: 'CREATION_SUCCESS', account_id: attackers.accountId, name: alice.user.id },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await api.request('POST', '/api/webhooks/unipile/hosted-auth', {
            body: { status: 'CREATION_SUCCESS', account_id: attackers.accountId, name: alice.user.id },
          })
        ).status,
      ).toBe(401);
      expect(await eventCount()).toBe(before);
      expect((await findLinkedInAccountState(api.readDb, bob.user.id)).connection).toBe('none');

      const { accountId } = await completeHostedAuth(api, link.body.authLink);
      expect(await notifyFor(accountId)).toMatchObject({ status: 'delivered' });
      await eventually(async () => (await findLinkedInAccountState(api.readDb, alice.user.id)).accountId === accountId);
    });

    it('keeps the token out of the access log', async () => {
      const alice = await api.signUp();
      const link = await api.request<HostedAuthLinkAnswer>('POST', '/api/linkedin-accounts/hosted-auth', {
        token: alice.token,
        body: {},
      });
      const notifyUrl = await notifyUrlOf(link.body.authLink);
      const token = new URL(notifyUrl).searchParams.get('token')!;
      const { accountId } = await completeHostedAuth(api, link.body.authLink);
      await notifyFor(accountId);
      await eventually(async () => logLines.some((line) => line.includes('/api/webhooks/unipile/hosted-auth?link=')));
      expect(logLines.filter((line) => line.includes('/api/webhooks/unipile/hosted-auth'))).toEqual(
        expect.arrayContaining([expect.stringContaining('&token=[Redacted]')]),
      );
      expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    });
  });

  it("acknowledges the sandbox's own deliveries once registered: account status, new message, new relation", async () => {
    await api.linkedin!.registerWebhooks();
    const { token } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    const [member] = (
      await sandboxApi<SearchPage>(api, 'POST', `/linkedin/search?account_id=${accountId}&limit=1`, {
        url: 'https://www.linkedin.com/search/results/people/',
      })
    ).body.items;
    expect(
      (await sandboxOf(api).control('POST', '/reply', { accountId, profileUrl: member.id, text: 'Hi there' })).status,
    ).toBe(200);
    await api.linkedin!.provider.sendInvitation(accountId, member.id);
    expect((await sandboxOf(api).control('POST', '/accept', { accountId, profileUrl: member.id })).status).toBe(200);

    const delivered = (path: string) =>
      eventually(async () =>
        (await sandboxOf(api).control<Items<SandboxDelivery>>('GET', '/deliveries?limit=1000')).body.items.find(
          (d) =>
            d.url.endsWith(`/api/webhooks/unipile/${path}`) &&
            JSON.stringify(d.payload).includes(accountId) &&
            d.status !== 'pending',
        ),
      );
    for (const path of ['account-status', 'messaging', 'relations']) {
      expect([path, (await delivered(path)).status]).toEqual([path, 'delivered']);
    }
  });
});

describeWithPostgres('the hosted-auth notify URL after its link expired', () => {
  const clock = new FixedClock(new Date());
  const api = useApiHarness({ linkedin: true, clock });

  it('is refused (401) and changes nothing', async () => {
    const alice = await api.signUp();
    const link = await api.request<HostedAuthLinkAnswer>('POST', '/api/linkedin-accounts/hosted-auth', {
      token: alice.token,
      body: {},
    });
    clock.advance(HOSTED_AUTH_LINK_TTL_MS + 1000);
    const before = (await api.eventStore.readAll()).length;
    // The provider still takes the sign-in (its own clock), and calls back: too late for this API.
    const { accountId } = await completeHostedAuth(api, link.body.authLink);
    const notify = await eventually(async () =>
      (await sandboxOf(api).control<Items<SandboxDelivery>>('GET', '/deliveries')).body.items.find(
        (d) => d.kind === 'notify' && d.payload.account_id === accountId,
      ),
    );
    expect(notify.last_error).toBe('HTTP 401');
    expect((await api.eventStore.readAll()).length).toBe(before);
    expect((await findLinkedInAccountState(api.readDb, alice.user.id)).connection).toBe('none');
  });
});
