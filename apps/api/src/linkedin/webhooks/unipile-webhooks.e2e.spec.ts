import { userStream } from '@outflow/domain';
import { DEFAULT_WEBHOOK_SECRET_HEADER } from '@outflow/linkedin';
import { findLinkedInAccountState } from '@outflow/read-models';
import { startApiHarness, type ApiHarness } from '../../../../../test/support/api-harness';
import { describeWithPostgres } from '../../../../../test/support/services';
import { completeHostedAuth, connectLinkedIn, eventually, sandboxApi, sandboxOf, userWithTrial } from '../testing/linkedin-test-flows';
import { notifyToken } from './notify-token';

jest.setTimeout(60_000);

const MESSAGE_BODY = {
  account_id: 'acc-x',
  account_type: 'LINKEDIN',
  event: 'message_received',
  chat_id: 'chat-1',
  message_id: 'msg-1',
  message: 'Hello',
  sender: { attendee_id: 'a1', attendee_name: 'Lead', attendee_provider_id: 'ACoLead', attendee_profile_url: 'https://www.linkedin.com/in/lead' },
  attendees: [],
  attachments: {},
};
const RELATION_BODY = { event: 'new_relation', account_id: 'acc-x', user_full_name: 'Lead', user_provider_id: 'ACoLead', user_public_identifier: 'lead' };
const status = (accountId: string, message: string) => ({ AccountStatus: { account_id: accountId, account_type: 'LINKEDIN', message } });

describeWithPostgres('Unipile webhooks over HTTP', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ linkedin: true });
  });
  afterAll(() => api?.stop());

  const deliver = (path: string, body: unknown, secret?: string) =>
    api.request('POST', `/api/webhooks/unipile/${path}`, { body, headers: secret === undefined ? {} : { [DEFAULT_WEBHOOK_SECRET_HEADER]: secret } });
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
    expect(await deliver('messaging', { nothing: true }, secret())).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await deliver('account-status', { AccountStatus: {} }, secret())).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await deliver('account-status', status('nobody-has-this', 'CREDENTIALS'), secret())).toEqual({
      status: 200,
      body: { received: true, outcome: 'unknown-account' },
    });
  });

  it('account status ERROR (LinkedIn restricted the account) records a restriction hold once; OK lifts it, and the account stays connected throughout', async () => {
    const { token, user } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    expect(await deliver('account-status', status(accountId, 'ERROR'), secret())).toEqual({ status: 200, body: { received: true, outcome: 'restricted' } });
    expect((await deliver('account-status', status(accountId, 'ERROR'), secret())).body.outcome).toBe('unchanged');
    const events = await api.eventStore.readStream(userStream(user.id));
    expect(events.filter((e) => e.type === 'AccountHoldStarted').map((e) => e.data)).toEqual([expect.objectContaining({ accountId, code: 'account-restricted', until: null })]);
    expect(events.some((e) => e.type === 'LinkedInAccountDisconnected')).toBe(false);
    expect((await deliver('account-status', status(accountId, 'OK'), secret())).body.outcome).toBe('lifted');
    const after = await api.eventStore.readStream(userStream(user.id));
    expect(after.at(-1)).toMatchObject({ type: 'AccountHoldEnded', data: { accountId, code: 'account-restricted' } });
  });

  it.each(['CREDENTIALS', 'STOPPED', 'DELETED'])('account status %s records the disconnection once; OK brings the account back', async (word) => {
    const { token, user } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    expect(await deliver('account-status', status(accountId, word), secret())).toEqual({ status: 200, body: { received: true, outcome: 'disconnected' } });
    expect((await deliver('account-status', status(accountId, word), secret())).body.outcome).toBe('unchanged');
    const events = await api.eventStore.readStream(userStream(user.id));
    expect(events.filter((e) => e.type === 'LinkedInAccountDisconnected').map((e) => e.data)).toEqual([expect.objectContaining({ accountId, reason: word })]);
    expect(events.at(-1)!.metadata).toMatchObject({ userId: user.id, actor: 'webhook' });

    expect((await deliver('account-status', status(accountId, 'OK'), secret())).body.outcome).toBe('reconnected');
    await eventually(async () => (await findLinkedInAccountState(api.readDb, user.id)).connection === 'connected');
  });

  it("the notify callback needs the token made for the user it names", async () => {
    const alice = await api.signUp();
    const bob = await api.signUp();
    const { accountId } = await completeHostedAuth(api, (await api.linkedin!.provider.createHostedAuthLink({ type: 'create', userId: 'nobody' })).url);
    const body = { status: 'CREATION_SUCCESS', account_id: accountId, name: alice.user.id };
    const notify = (token?: string) => api.request('POST', `/api/webhooks/unipile/hosted-auth${token === undefined ? '' : `?token=${token}`}`, { body });

    expect((await notify()).status).toBe(401);
    expect((await notify('forged')).status).toBe(401);
    expect((await notify(notifyToken(secret(), bob.user.id))).status).toBe(401);
    expect(await notify(notifyToken(secret(), alice.user.id))).toEqual({ status: 200, body: { received: true, outcome: 'created' } });
    await eventually(async () => (await findLinkedInAccountState(api.readDb, alice.user.id)).accountId === accountId);
    // Bob cannot take it over by naming himself with his own token: the account is Alice's.
    const takeover = await api.request('POST', `/api/webhooks/unipile/hosted-auth?token=${notifyToken(secret(), bob.user.id)}`, {
      body: { ...body, name: bob.user.id },
    });
    expect(takeover).toEqual({ status: 200, body: { received: true, outcome: 'refused' } });
    expect((await findLinkedInAccountState(api.readDb, bob.user.id)).connection).toBe('none');
  });

  it("acknowledges the sandbox's own deliveries once registered: account status, new message, new relation", async () => {
    await api.linkedin!.registerWebhooks();
    const { token } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    const [member] = (await sandboxApi(api, 'POST', `/linkedin/search?account_id=${accountId}&limit=1`, { url: 'https://www.linkedin.com/search/results/people/' })).body.items;
    expect((await sandboxOf(api).control('POST', '/reply', { accountId, profileUrl: member.id, text: 'Hi there' })).status).toBe(200);
    await api.linkedin!.provider.sendInvitation(accountId, member.id);
    expect((await sandboxOf(api).control('POST', '/accept', { accountId, profileUrl: member.id })).status).toBe(200);

    type Delivery = { url: string; status: string; attempts: number; payload: Record<string, any> };
    const delivered = (path: string) =>
      eventually(async () =>
        ((await sandboxOf(api).control('GET', '/deliveries?limit=1000')).body.items as Delivery[]).find(
          (d) => d.url.endsWith(`/api/webhooks/unipile/${path}`) && JSON.stringify(d.payload).includes(accountId) && d.status !== 'pending',
        ),
      );
    for (const path of ['account-status', 'messaging', 'relations']) {
      expect([path, (await delivered(path)).status]).toEqual([path, 'delivered']);
    }
  });
});
