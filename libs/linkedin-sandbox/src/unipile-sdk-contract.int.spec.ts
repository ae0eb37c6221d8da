/**
 * The sandbox checked by Unipile's own Node SDK: every SDK method the adapter uses, on a client
 * that validates each answer against the SDK's schemas and throws on the first mismatch
 * (`validateRequestPayloadLevel: 'error'`). Calls the SDK has no method for (search, endorse, the
 * `users` webhook) go through the SDK's request sender, with the SDK's own search result schema
 * where it has one. A failure lists every mismatched field, so the sandbox can be fixed field by field.
 */
import { InvalidResponseTypeError, UnipileClient, UnsuccessfulRequestError } from 'unipile-node-sdk';
import { explainErrors, searchPageValidator } from '@outflow/linkedin';
import { describeWithPostgres } from '@outflow/testing';
import {
  type HostedAuthCompleted,
  SandboxClient,
  type SandboxSuite,
  type SearchMember,
  startSandboxSuite,
} from './testing/sandbox-test-kit';

jest.setTimeout(120_000);

const API_KEY = 'contract-key';
const PEOPLE = 'https://www.linkedin.com/search/results/people/?keywords=';
const JSON_BODY = { 'Content-Type': 'application/json' } as const;

/** A LinkedIn profile's skills with the endorsement fields unipile.md §7 adds (the SDK's type has neither). */
function skillsOf(profile: object): Array<{ endorsement_id: string | null; endorsed?: boolean }> {
  return (profile as { skills?: Array<{ endorsement_id: string | null; endorsed?: boolean }> }).skills ?? [];
}

/** The SDK's answer, or a failure naming each field the SDK refused. */
async function accepted<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof InvalidResponseTypeError) {
      const fields = explainErrors(error.body as unknown[]).map(
        (m) => `${m.path || '/'}: ${m.message} (got ${JSON.stringify(m.value)?.slice(0, 80)})`,
      );
      throw new Error(`The SDK refused the sandbox's answer:\n  ${fields.join('\n  ')}`);
    }
    if (error instanceof UnsuccessfulRequestError)
      throw new Error(`The sandbox refused the call: ${JSON.stringify(error.body)}`);
    throw error;
  }
}

describeWithPostgres(
  "LinkedIn sandbox: Unipile's Node SDK accepts every answer the adapter reads (validation at error)",
  () => {
    let suite: SandboxSuite;
    let sdk: UnipileClient;
    let control: SandboxClient;
    let accountId: string;

    /** Members found by the SDK-validated search, so every id below comes from an accepted answer. */
    const people = async (keywords: string, limit = 10): Promise<SearchMember[]> => {
      const page = await accepted(() => search({ url: `${PEOPLE}${encodeURIComponent(keywords)}` }, limit));
      return page.items;
    };

    const search = (
      body: Record<string, unknown>,
      limit: number,
      cursor?: string | null,
    ): Promise<{ items: SearchMember[]; cursor: string | null }> =>
      sdk.request.send<{ items: SearchMember[]; cursor: string | null }>({
        method: 'POST',
        path: ['linkedin', 'search'],
        parameters: { account_id: accountId, limit: String(limit), ...(cursor ? { cursor } : {}) },
        body,
        headers: JSON_BODY,
        validator: searchPageValidator as never,
      });

    beforeAll(async () => {
      suite = await startSandboxSuite('linkedin_sandbox_sdk', { apiKey: API_KEY, seed: 11 });
      ({ client: control } = suite);
      sdk = new UnipileClient(suite.server.url, API_KEY, {
        validateRequestPayload: true,
        validateRequestPayloadLevel: 'error',
      });
      await control.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
      const link = await accepted(() =>
        sdk.account.createHostedAuthLink({
          type: 'create',
          providers: ['LINKEDIN'],
          api_url: suite.server.url,
          expiresOn: new Date(Date.now() + 3_600_000).toISOString(),
          name: 'contract-user',
          success_redirect_url: 'http://127.0.0.1:9/ok',
          notify_url: 'http://127.0.0.1:9/notify',
        }),
      );
      expect(link).toMatchObject({ object: 'HostedAuthUrl', url: expect.stringContaining('/hosted-auth/') });
      accountId = (await control.control<HostedAuthCompleted>('POST', '/hosted-auth/complete', { url: link.url })).body
        .accountId;
    });

    afterAll(() => suite?.close());

    describe('hosted auth and accounts', () => {
      it('account.createHostedAuthLink (reconnect)', async () => {
        const link = await accepted(() =>
          sdk.account.createHostedAuthLink({
            type: 'reconnect',
            reconnect_account: accountId,
            api_url: suite.server.url,
            expiresOn: new Date(Date.now() + 3_600_000).toISOString(),
            name: 'contract-user',
          }),
        );
        expect(link.object).toBe('HostedAuthUrl');
      });

      it('account.getAll and account.getOne, in every status the adapter maps', async () => {
        const list = await accepted(() => sdk.account.getAll({ limit: 10 }));
        expect(list.items.map((a) => a.id)).toContain(accountId);
        const one = await accepted(() => sdk.account.getOne(accountId));
        expect(one).toMatchObject({ object: 'Account', id: accountId, type: 'LINKEDIN' });

        const other = await control.connectAccount({ name: 'contract-other' });
        await control.control('POST', '/faults', { restrictAccountId: other });
        expect((await accepted(() => sdk.account.getOne(other))).sources[0].status).toBe('ERROR');
        await control.control('POST', '/faults', { disconnectAccountId: other });
        expect((await accepted(() => sdk.account.getOne(other))).sources[0].status).toBe('CREDENTIALS');
        await control.control('POST', '/faults', { reset: true });
      });

      it('account.delete', async () => {
        const doomed = await control.connectAccount({ name: 'contract-doomed' });
        await expect(accepted(() => sdk.account.delete(doomed))).resolves.toMatchObject({ object: 'AccountDeleted' });
      });
    });

    describe('users', () => {
      it('users.getOwnProfile', async () => {
        const me = await accepted(() => sdk.users.getOwnProfile(accountId));
        expect(me).toMatchObject({ object: 'AccountOwnerProfile', provider: 'LINKEDIN' });
      });

      it('users.getProfile by public id and by provider id, with and without sections', async () => {
        const [member] = await people('engineer', 1);
        const plain = await accepted(() =>
          sdk.users.getProfile({ account_id: accountId, identifier: member.public_identifier }),
        );
        expect(plain).toMatchObject({ object: 'UserProfile', provider_id: member.id });
        const all = await accepted(() =>
          sdk.users.getProfile({ account_id: accountId, identifier: member.id, linkedin_sections: '*' }),
        );
        expect(all).toMatchObject({ object: 'UserProfile', public_identifier: member.public_identifier });
        const some = await accepted(() =>
          sdk.users.getProfile({
            account_id: accountId,
            identifier: member.id,
            linkedin_sections: ['experience', 'skills', 'education'],
          }),
        );
        expect((some as { skills?: unknown[] }).skills?.length).toBeGreaterThan(0);
      });

      it('search (no SDK method: the SDK sender with its LinkedinSearchResultSchema) and its cursor', async () => {
        const first = await accepted(() => search({ url: `${PEOPLE}manager` }, 5));
        expect(first.items).toHaveLength(5);
        expect(first.cursor).toEqual(expect.any(String));
        const second = await accepted(() => search({}, 5, first.cursor));
        expect(second.items[0].id).not.toBe(first.items[0].id);
        const byKeywords = await accepted(() => search({ api: 'classic', category: 'people', keywords: 'founder' }, 3));
        expect(byKeywords.items.length).toBeGreaterThan(0);
      });

      it('users.sendInvitation, getAllInvitationsSent with its cursor, cancelInvitationSent, and the profile of a pending invitee', async () => {
        const [a, b] = await people('designer', 2);
        const sent = await accepted(() =>
          sdk.users.sendInvitation({ account_id: accountId, provider_id: a.id, message: 'Hello there' }),
        );
        expect(sent).toMatchObject({ object: 'UserInvitationSent' });
        await accepted(() => sdk.users.sendInvitation({ account_id: accountId, provider_id: b.id }));
        await accepted(() => sdk.users.getProfile({ account_id: accountId, identifier: a.id, linkedin_sections: '*' }));

        const page = await accepted(() => sdk.users.getAllInvitationsSent({ account_id: accountId, limit: 1 }));
        expect(page.items).toHaveLength(1);
        expect(page.cursor).toEqual(expect.any(String));
        const next = await accepted(() =>
          sdk.users.getAllInvitationsSent({ account_id: accountId, limit: 1, cursor: page.cursor! }),
        );
        expect(next.items).toHaveLength(1);

        const invitationId = page.items[0].id;
        await expect(
          accepted(() => sdk.users.cancelInvitationSent({ account_id: accountId, invitation_id: invitationId })),
        ).resolves.toMatchObject({
          object: 'InvitationCanceled',
        });
      });

      it('users.getAllRelations with its cursor, and the profile of a connection', async () => {
        const members = await people('consultant', 3);
        for (const m of members) {
          await accepted(() => sdk.users.sendInvitation({ account_id: accountId, provider_id: m.id }));
          await control.control('POST', '/accept', { accountId, profileUrl: m.id });
        }
        const page = await accepted(() => sdk.users.getAllRelations({ account_id: accountId, limit: 2 }));
        expect(page.items).toHaveLength(2);
        const rest = await accepted(() =>
          sdk.users.getAllRelations({ account_id: accountId, limit: 2, cursor: page.cursor! }),
        );
        expect(rest.items.length).toBeGreaterThan(0);
        const connected = await accepted(() =>
          sdk.users.getProfile({ account_id: accountId, identifier: members[0].id, linkedin_sections: '*' }),
        );
        expect(connected).toMatchObject({
          network_distance: 'FIRST_DEGREE',
          contact_info: { emails: [expect.any(String)] },
        });
        // Search results for connections (DISTANCE_1) are checked too.
        const again = await people('consultant', 3);
        expect(again.map((m) => m.network_distance)).toEqual(['DISTANCE_1', 'DISTANCE_1', 'DISTANCE_1']);
      });

      it('users.getAllPosts, users.sendPostReaction, and endorsing a skill (no SDK method)', async () => {
        const [member] = await people('marketing', 1);
        const posts = await accepted(() =>
          sdk.users.getAllPosts({ account_id: accountId, identifier: member.public_identifier, limit: 2 }),
        );
        expect(posts.items.length).toBeGreaterThan(0);
        const reaction = await accepted(() =>
          sdk.users.sendPostReaction({
            account_id: accountId,
            post_id: posts.items[0].social_id,
            reaction_type: 'like',
          }),
        );
        expect(reaction).toMatchObject({ object: 'ReactionAdded' });

        await accepted(() => sdk.users.sendInvitation({ account_id: accountId, provider_id: member.id }));
        await control.control('POST', '/accept', { accountId, profileUrl: member.id });
        const profile = await accepted(() =>
          sdk.users.getProfile({ account_id: accountId, identifier: member.id, linkedin_sections: ['skills'] }),
        );
        const skill = skillsOf(profile).find((s) => s.endorsement_id);
        // The SDK has no endorse method nor schema: unipile.md §7's answer, through the SDK's sender.
        const endorsed = await sdk.request.send<{ object: string; endorsed: boolean }>({
          method: 'POST',
          path: ['linkedin', 'profile', 'endorse'],
          body: { account_id: accountId, profile_id: member.id, skill_endorsement_id: skill!.endorsement_id },
          headers: JSON_BODY,
          options: { validateRequestPayload: false },
        });
        expect(endorsed).toEqual({ object: 'LinkedinProfileEndorse', endorsed: true });
        const after = await accepted(() =>
          sdk.users.getProfile({ account_id: accountId, identifier: member.id, linkedin_sections: ['skills'] }),
        );
        expect(skillsOf(after).find((s) => s.endorsement_id === skill!.endorsement_id)?.endorsed).toBe(true);
      });
    });

    describe('messaging', () => {
      it('messaging.startNewChat (message and InMail), getAllChats with its cursor, attendees, messages, sendMessage', async () => {
        const candidates = await people('sales director', 40);
        const [friend] = candidates.filter((c) => c.network_distance !== 'DISTANCE_1');
        await accepted(() => sdk.users.sendInvitation({ account_id: accountId, provider_id: friend.id }));
        await control.control('POST', '/accept', { accountId, profileUrl: friend.id });

        const started = await accepted(() =>
          sdk.messaging.startNewChat({
            account_id: accountId,
            attendees_ids: [friend.id],
            text: 'Hi, thanks for connecting',
          }),
        );
        expect(started).toMatchObject({ object: 'ChatStarted', chat_id: expect.any(String) });
        const stranger = candidates.find(
          (c) => c.id !== friend.id && c.network_distance !== 'DISTANCE_1' && c.can_send_inmail,
        )!;
        const inmail = await accepted(() =>
          sdk.messaging.startNewChat({
            account_id: accountId,
            attendees_ids: [stranger.id],
            text: 'An InMail',
            options: { linkedin: { api: 'classic', inmail: true } },
          }),
        );
        expect(inmail.chat_id).toEqual(expect.any(String));

        const sent = await accepted(() =>
          sdk.messaging.sendMessage({ chat_id: started.chat_id!, text: 'A second message' }),
        );
        expect(sent).toMatchObject({ object: 'MessageSent' });
        await control.control('POST', '/reply', { accountId, profileUrl: friend.id, text: 'Hello back' });

        const chats = await accepted(() => sdk.messaging.getAllChats({ account_id: accountId, limit: 1 }));
        expect(chats.items).toHaveLength(1);
        const more = await accepted(() =>
          sdk.messaging.getAllChats({ account_id: accountId, limit: 1, cursor: chats.cursor! }),
        );
        expect(more.items).toHaveLength(1);
        await accepted(() =>
          sdk.messaging.getAllChats({
            account_id: accountId,
            unread: true,
            after: new Date(Date.now() - 86_400_000).toISOString(),
          }),
        );
        const all = await accepted(() => sdk.messaging.getAllChats({ account_id: accountId }));
        expect(all.items.map((c) => c.content_type ?? null).sort()).toEqual(['inmail', null]);
        await accepted(() => sdk.messaging.getAllAttendeesFromChat(inmail.chat_id!));
        await accepted(() => sdk.messaging.getAllMessagesFromChat({ chat_id: inmail.chat_id! }));

        const attendees = await accepted(() => sdk.messaging.getAllAttendeesFromChat(started.chat_id!));
        expect(attendees.items.map((a) => a.provider_id)).toContain(friend.id);
        const messages = await accepted(() =>
          sdk.messaging.getAllMessagesFromChat({ chat_id: started.chat_id!, limit: 2 }),
        );
        expect(messages.items).toHaveLength(2);
        await accepted(() =>
          sdk.messaging.getAllMessagesFromChat({ chat_id: started.chat_id!, limit: 2, cursor: messages.cursor! }),
        );
      });
    });

    describe('webhooks', () => {
      it('webhook.create, getAll and delete (the users source through the SDK sender: its create does not know it)', async () => {
        const headers = [{ key: 'x-secret', value: 's' }];
        const messaging = await accepted(() =>
          sdk.webhook.create({
            source: 'messaging',
            request_url: 'http://127.0.0.1:9/m',
            name: 'c-messages',
            format: 'json',
            headers,
            events: ['message_received'],
          } as never),
        );
        expect(messaging).toMatchObject({ object: 'WebhookCreated', webhook_id: expect.any(String) });
        await accepted(() =>
          sdk.webhook.create({
            source: 'account_status',
            request_url: 'http://127.0.0.1:9/a',
            name: 'c-status',
            format: 'json',
            headers,
          } as never),
        );
        const users = await sdk.request.send<{ webhook_id: string }>({
          method: 'POST',
          path: ['webhooks'],
          body: {
            source: 'users',
            request_url: 'http://127.0.0.1:9/u',
            name: 'c-users',
            format: 'json',
            headers,
            events: ['new_relation'],
          },
          headers: JSON_BODY,
          options: { validateRequestPayload: false },
        });
        expect(users.webhook_id).toEqual(expect.any(String));
        const all = await accepted(() => sdk.webhook.getAll());
        expect(all.items.map((w: { name?: string }) => w.name)).toEqual(
          expect.arrayContaining(['c-messages', 'c-status', 'c-users']),
        );
        await expect(accepted(() => sdk.webhook.delete(users.webhook_id))).resolves.toMatchObject({
          object: 'WebhookDeleted',
        });
      });
    });

    it('errors reach the SDK as UnsuccessfulRequestError with the error body of unipile.md §1', async () => {
      const error = await sdk.account.getOne('no-such-account').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnsuccessfulRequestError);
      expect((error as UnsuccessfulRequestError).body).toMatchObject({
        status: 404,
        type: 'errors/resource_not_found',
        title: expect.any(String),
      });
    });
  },
);
