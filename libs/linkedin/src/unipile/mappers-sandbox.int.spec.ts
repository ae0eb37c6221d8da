/**
 * The mapping checks of mappers.unit.spec.ts (recorded answers) run over the LinkedIn sandbox's
 * live answers, fetched raw: if the sandbox changes an answer's shape, or the mappers stop reading
 * it, a test breaks here; if Unipile's documented shape changes, the recorded ones break there.
 */
import { describeWithPostgres } from '@outflow/testing';
import { expectNoAnswerDrift, SANDBOX_API_KEY } from '../../../../test/support/linkedin-sandbox-fixture';
import { useSandboxFixture } from '../../../../test/support/linkedin-sandbox-suite';
import { answerChecks, checkErrorBody, expectSdkAccepts, type AnswerKind } from '../testing/unipile-answer-checks';

jest.setTimeout(120_000);

describeWithPostgres("Unipile mappers over the LinkedIn sandbox's answers", () => {
  const sandbox = useSandboxFixture({ quietLeads: true });
  let accountId: string;
  const answers = new Map<AnswerKind, unknown>();

  const api = async <T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown> | FormData,
  ): Promise<T> => {
    const headers: Record<string, string> = { 'X-API-KEY': SANDBOX_API_KEY, accept: 'application/json' };
    if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${sandbox.server.url}/api/v1${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as T;
    if (!response.ok && response.status !== 404)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  beforeAll(async () => {
    const link = await api<{ url: string }>('POST', '/hosted/accounts/link', {
      type: 'create',
      providers: ['LINKEDIN'],
      api_url: sandbox.server.url,
      expiresOn: new Date(Date.now() + 3_600_000).toISOString(),
      name: 'mapping',
    });
    answers.set('hostedLink', link);
    accountId = (await sandbox.control<{ accountId: string }>('POST', '/hosted-auth/complete', { url: link.url }))
      .accountId;

    const search = await api<{ items: Array<{ id: string; public_identifier: string; can_send_inmail: boolean }> }>(
      'POST',
      `/linkedin/search?account_id=${accountId}&limit=30`,
      { url: 'https://www.linkedin.com/search/results/people/?keywords=engineer' },
    );
    const [friend, invitee, stranger] = search.items.filter((i) => i.can_send_inmail);
    await api('POST', '/users/invite', { account_id: accountId, provider_id: friend.id });
    await sandbox.control('POST', '/accept', { accountId, profileUrl: friend.id });
    await api('POST', '/users/invite', { account_id: accountId, provider_id: invitee.id, message: 'Hello' });
    const chat = new FormData();
    for (const [k, v] of Object.entries({ account_id: accountId, attendees_ids: friend.id, text: 'Hi there' }))
      chat.append(k, v);
    const started = await api<{ chat_id: string }>('POST', '/chats', chat);
    const inmail = new FormData();
    for (const [k, v] of Object.entries({
      account_id: accountId,
      attendees_ids: stranger.id,
      text: 'An InMail',
      'linkedin[inmail]': 'true',
    }))
      inmail.append(k, v);
    await api('POST', '/chats', inmail);
    await sandbox.control('POST', '/reply', { accountId, profileUrl: friend.id, text: 'Hello back' });

    answers.set(
      'searchPage',
      await api('POST', `/linkedin/search?account_id=${accountId}&limit=30`, {
        url: 'https://www.linkedin.com/search/results/people/?keywords=engineer',
      }),
    );
    answers.set('account', await api('GET', `/accounts/${accountId}`));
    answers.set('ownProfile', await api('GET', `/users/me?account_id=${accountId}`));
    answers.set(
      'userProfile',
      await api('GET', `/users/${friend.public_identifier}?account_id=${accountId}&linkedin_sections=*`),
    );
    answers.set('relations', await api('GET', `/users/relations?account_id=${accountId}`));
    answers.set('invitationsSent', await api('GET', `/users/invite/sent?account_id=${accountId}`));
    answers.set('posts', await api('GET', `/users/${friend.public_identifier}/posts?account_id=${accountId}`));
    answers.set('chats', await api('GET', `/chats?account_id=${accountId}`));
    answers.set('messages', await api('GET', `/chats/${started.chat_id}/messages`));
    answers.set('attendees', await api('GET', `/chats/${started.chat_id}/attendees`));
  });

  const kinds: AnswerKind[] = [
    'hostedLink',
    'account',
    'ownProfile',
    'userProfile',
    'relations',
    'invitationsSent',
    'searchPage',
    'posts',
    'chats',
    'messages',
    'attendees',
  ];

  it.each(kinds)('%s: the SDK accepts the sandbox answer and the mappers read it', (kind) => {
    const body = answers.get(kind);
    expect(body).toBeDefined();
    expectSdkAccepts(kind, body);
    answerChecks[kind](body);
  });

  it('a pending invitee and an InMail chat read as such', () => {
    const chats = answers.get('chats') as { items: Array<{ content_type?: string }> };
    expect(chats.items.some((c) => c.content_type === 'inmail')).toBe(true);
    const invitations = answers.get('invitationsSent') as { items: Array<{ invitation_text: string | null }> };
    expect(invitations.items.map((i) => i.invitation_text)).toEqual(['Hello']);
  });

  it('an error answer maps to its typed error', async () => {
    checkErrorBody(await api('GET', `/accounts/no-such-account`));
  });

  it("logged no answer drift: every sandbox answer matched Unipile's SDK schemas (validation at warn)", () =>
    expectNoAnswerDrift(sandbox));
});
