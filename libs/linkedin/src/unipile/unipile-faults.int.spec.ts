import { describeWithPostgres } from '@outflow/testing';
import { ProviderRequestError, ProviderUnavailableError } from '../errors';
import type { LinkedInProfile } from '../linkedin-models';
import {
  FAST_RETRY,
  startCountingRelay,
  type RecordedRequest,
  expectNoAnswerDrift,
} from '../../../../test/support/linkedin-sandbox-fixture';
import { useSandboxFixture } from '../../../../test/support/linkedin-sandbox-suite';
import type { UnipileLinkedInProvider } from './unipile-linkedin-provider';

jest.setTimeout(120_000);

const PEOPLE = 'https://www.linkedin.com/search/results/people/?keywords=account%20executive';

describeWithPostgres('Unipile adapter against the LinkedIn sandbox: faults and retries', () => {
  const sandbox = useSandboxFixture({ quietLeads: true });
  let relay: Awaited<ReturnType<typeof startCountingRelay>>;
  /** The adapter as production runs it, but through a relay that counts what goes over the wire. */
  let provider: UnipileLinkedInProvider;
  let accountId: string;
  let connected: LinkedInProfile;
  let stranger: LinkedInProfile;
  let chatId: string;

  const sent = (method: string, path: string): RecordedRequest[] =>
    relay.requests.filter((r) => r.method === method && r.path.split('?')[0] === `/api/v1${path}`);
  const failAll = () => sandbox.control('POST', '/faults', { errorRate: 1 });

  beforeAll(async () => {
    relay = await startCountingRelay(sandbox.server.url);
    provider = sandbox.adapter(relay.url, { retry: FAST_RETRY });
    accountId = await sandbox.connectAccount('user-faults');
    const urls = await provider.searchProfiles(accountId, PEOPLE, { max: 10 });
    const profiles = await Promise.all(urls.map((url) => provider.getProfile(accountId, { publicIdOrUrl: url })));
    const strangers = profiles.filter((p) => !p.isConnected);
    [connected, stranger] = strangers;
    await provider.sendInvitation(accountId, connected.providerId);
    await sandbox.control('POST', '/accept', { accountId, profileUrl: connected.profileUrl });
    chatId = (await provider.startChat(accountId, [connected.providerId], 'Hello')).chatId;
  });
  afterEach(async () => {
    await sandbox.control('POST', '/faults', { reset: true });
    relay.requests.length = 0;
  });
  afterAll(() => relay?.close());

  describe('when every call fails with 503', () => {
    it.each([
      ['the own profile', 'GET', '/users/me', () => provider.getOwnProfile(accountId)],
      [
        'a profile',
        'GET',
        `/users/${'{id}'}`,
        () => provider.getProfile(accountId, { publicIdOrUrl: stranger.providerId }),
      ],
      ['the chat list', 'GET', '/chats', () => provider.listChats(accountId)],
      ['the sent invitations', 'GET', '/users/invite/sent', () => provider.listSentInvitations(accountId)],
      ['a search', 'POST', '/linkedin/search', () => provider.searchCount(accountId, PEOPLE)],
    ])('retries reading %s, then answers ProviderUnavailableError', async (_label, method, path, call) => {
      await failAll();
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      expect(error).toMatchObject({ type: 'service_unavailable', status: 503 });
      const concrete = path.replace('{id}', stranger.providerId);
      expect(sent(method, concrete)).toHaveLength(1 + FAST_RETRY.retries!);
    });

    it.each([
      ['an invitation', 'POST', '/users/invite', () => provider.sendInvitation(accountId, stranger.providerId, 'Hi')],
      ['a message', 'POST', '/chats/{chat}/messages', () => provider.sendMessage(chatId, 'Hi again')],
      ['a new chat', 'POST', '/chats', () => provider.startChat(accountId, [connected.providerId], 'Hi')],
      ['a follow', 'POST', '/users/follow', () => provider.follow(accountId, stranger.providerId)],
      [
        'an endorsement',
        'POST',
        '/linkedin/profile/endorse',
        () => provider.endorseSkill(accountId, connected.providerId, '1'),
      ],
      ['a like', 'POST', '/posts/reaction', () => provider.likePost(accountId, 'urn:li:activity:1')],
    ])('sends %s exactly once and answers ProviderUnavailableError', async (_label, method, path, call) => {
      await failAll();
      await expect(call()).rejects.toBeInstanceOf(ProviderUnavailableError);
      expect(sent(method, path.replace('{chat}', chatId))).toHaveLength(1);
    });

    it('nothing was carried out: the action log holds no invitation to the lead', async () => {
      await failAll();
      await expect(provider.sendInvitation(accountId, stranger.providerId)).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
      expect((await sandbox.actions(accountId, 'invite')).filter((a) => a.providerId === stranger.providerId)).toEqual(
        [],
      );
    });
  });

  it('a restricted account is refused actions as account_restricted and reports an error status', async () => {
    await sandbox.control('POST', '/faults', { restrictAccountId: accountId });
    const error = await provider.sendInvitation(accountId, stranger.providerId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error).toMatchObject({ type: 'account_restricted', status: 403 });
    expect(sent('POST', '/users/invite')).toHaveLength(1);
    expect(await provider.getAccount(accountId)).toMatchObject({ status: 'error', providerStatus: 'ERROR' });
  });

  it('a read that does not answer in time becomes ProviderUnavailableError; an action is never cut short', async () => {
    const impatient = sandbox.adapter(relay.url, { retry: { retries: 0, timeoutMs: 50 } });
    await sandbox.control('POST', '/faults', { latencyMs: 400 });
    await expect(impatient.getAccount(accountId)).rejects.toMatchObject({
      constructor: ProviderUnavailableError,
      type: 'request_timeout',
    });
    await expect(impatient.follow(accountId, stranger.providerId)).resolves.toBeUndefined();
    expect((await sandbox.actions(accountId, 'follow')).map((a) => a.providerId)).toContain(stranger.providerId);
  });

  it('an unreachable provider is ProviderUnavailableError after the retries', async () => {
    const closed = await startCountingRelay('http://127.0.0.1:9');
    await closed.close();
    const nowhere = sandbox.adapter(closed.url, { retry: FAST_RETRY });
    await expect(nowhere.getAccount(accountId)).rejects.toMatchObject({
      constructor: ProviderUnavailableError,
      type: 'network_down',
    });
  });

  it("logged no answer drift: every sandbox answer matched Unipile's SDK schemas (validation at warn)", () =>
    expectNoAnswerDrift(sandbox));
});
