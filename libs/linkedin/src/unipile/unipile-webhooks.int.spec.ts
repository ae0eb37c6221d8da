import { describeWithPostgres } from '@outflow/testing';
import { DEFAULT_WEBHOOK_SECRET_HEADER } from './webhook-registrar';
import { isOwnMessage, isValidWebhookSecret, parseLinkedInWebhook, type LinkedInMessageEvent } from '../webhooks';
import {
  expectNoAnswerDrift,
  SANDBOX_API_KEY,
  startWebhookReceiver,
} from '../../../../test/support/linkedin-sandbox-fixture';
import { useSandboxFixture } from '../../../../test/support/linkedin-sandbox-suite';

jest.setTimeout(120_000);

const SECRET = 'whsec-adapter-test';
const PEOPLE = 'https://www.linkedin.com/search/results/people/?keywords=recruiter';

describeWithPostgres('Unipile adapter against the LinkedIn sandbox: webhooks', () => {
  const sandbox = useSandboxFixture({ quietLeads: true });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let accountId: string;
  let ownProviderId: string;

  const webhooksAtSandbox = async () => {
    const response = await fetch(`${sandbox.server.url}/api/v1/webhooks`, {
      headers: { 'x-api-key': SANDBOX_API_KEY },
    });
    return ((await response.json()) as { items: Array<{ id: string; source: string; name: string }> }).items;
  };
  const delivered = (path: string, match: (body: Record<string, unknown>) => boolean) =>
    receiver.waitFor((r) => r.path === path && match(r.body as Record<string, unknown>));

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.close());

  it('registers the three webhooks once, however often it is asked', async () => {
    const registration = {
      messagesUrl: `${receiver.url}/messages`,
      relationsUrl: `${receiver.url}/relations`,
      accountStatusUrl: `${receiver.url}/status`,
      secret: SECRET,
    };
    const ids = await sandbox.provider.registerWebhooks(registration);
    expect(new Set([ids.messaging, ids.relations, ids.accountStatus]).size).toBe(3);
    expect(await sandbox.provider.registerWebhooks(registration)).toEqual(ids);
    const hooks = await webhooksAtSandbox();
    expect(hooks.map((h) => [h.source, h.name]).sort()).toEqual([
      ['account_status', 'outflow-account-status'],
      ['messaging', 'outflow-messages'],
      ['users', 'outflow-relations'],
    ]);
  });

  it('the hosted auth notify_url callback names the account and our user', async () => {
    const link = await sandbox.provider.createHostedAuthLink({
      type: 'create',
      userId: 'user-webhooks',
      notifyUrl: `${receiver.url}/notify`,
    });
    const done = await sandbox.control<{ accountId: string }>('POST', '/hosted-auth/complete', { url: link.url });
    accountId = done.accountId;
    ownProviderId = (await sandbox.provider.getOwnProfile(accountId)).providerId;
    const notice = await delivered('/notify', (b) => b.account_id === accountId);
    expect(parseLinkedInWebhook(notice.body)).toEqual({
      kind: 'hosted_auth',
      outcome: 'created',
      providerStatus: 'CREATION_SUCCESS',
      accountId,
      userId: 'user-webhooks',
    });
  });

  it('delivers new relations and messages (theirs and ours) with our secret header', async () => {
    const [url] = await sandbox.provider.searchProfiles(accountId, PEOPLE, { max: 1 });
    const lead = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: url });
    await sandbox.provider.sendInvitation(accountId, lead.providerId);
    await sandbox.control('POST', '/accept', { accountId, profileUrl: lead.profileUrl });

    const relation = await delivered('/relations', (b) => b.user_provider_id === lead.providerId);
    expect(isValidWebhookSecret(relation.headers[DEFAULT_WEBHOOK_SECRET_HEADER], SECRET)).toBe(true);
    expect(isValidWebhookSecret(relation.headers[DEFAULT_WEBHOOK_SECRET_HEADER], 'another-secret')).toBe(false);
    expect(parseLinkedInWebhook(relation.body)).toEqual({
      kind: 'relation',
      accountId,
      fullName: lead.fullName,
      providerId: lead.providerId,
      publicId: lead.publicId,
      profileUrl: lead.profileUrl,
      pictureUrl: expect.any(String),
    });

    await sandbox.control('POST', '/reply', { accountId, profileUrl: lead.profileUrl, text: 'Nice to meet you' });
    const theirs = await delivered('/messages', (b) => b.message === 'Nice to meet you');
    const reply = parseLinkedInWebhook(theirs.body) as LinkedInMessageEvent;
    expect(reply).toMatchObject({
      kind: 'message',
      event: 'message_received',
      accountId,
      text: 'Nice to meet you',
      sender: { providerId: lead.providerId },
    });
    expect(isOwnMessage(reply, ownProviderId)).toBe(false);

    await sandbox.provider.sendMessage(reply.chatId, 'Likewise');
    const ours = parseLinkedInWebhook(
      (await delivered('/messages', (b) => b.message === 'Likewise')).body,
    ) as LinkedInMessageEvent;
    expect(ours.chatId).toBe(reply.chatId);
    expect(isOwnMessage(ours, ownProviderId)).toBe(true);
  });

  it('reports a lost session on the account status webhook', async () => {
    await sandbox.control('POST', '/faults', { disconnectAccountId: accountId });
    const status = await delivered('/status', (b) => {
      const body = b.AccountStatus as { account_id?: string; message?: string } | undefined;
      return body?.account_id === accountId && body.message !== 'CREATION_SUCCESS';
    });
    expect(parseLinkedInWebhook(status.body)).toEqual({
      kind: 'account_status',
      accountId,
      accountType: 'LINKEDIN',
      providerStatus: 'CREDENTIALS',
      status: 'disconnected',
    });
  });

  it("logged no answer drift: every sandbox answer matched Unipile's SDK schemas (validation at warn)", () =>
    expectNoAnswerDrift(sandbox));
});
