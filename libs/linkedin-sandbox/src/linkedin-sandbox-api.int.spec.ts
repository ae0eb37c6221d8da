import { describeWithPostgres } from '@outflow/testing';
import {
  type AccountAnswer,
  type ActionList,
  type Chat,
  type ChatStarted,
  type DeliveryList,
  type ErrorBody,
  eventually,
  type HostedAuthCompleted,
  type Invitation,
  type InvitationSent,
  type Message,
  type MessageSent,
  type Page,
  type Post,
  type Relation,
  SandboxClient,
  type SandboxSuite,
  type SearchMember,
  startReceiver,
  startSandboxSuite,
  type UserProfile,
  type UserProfileWithSections,
  type Webhook,
  type WebhookCreated,
} from './testing/sandbox-test-kit';

const PEOPLE = 'https://www.linkedin.com/search/results/people/';

describeWithPostgres('LinkedIn sandbox: the Unipile API', () => {
  let suite: SandboxSuite;
  let client: SandboxClient;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let accountId: string;

  beforeAll(async () => {
    suite = await startSandboxSuite('linkedin_sandbox_api', { apiKey: 'test-key' });
    ({ client } = suite);
    receiver = await startReceiver();
    accountId = await client.connectAccount();
  });

  afterAll(() => suite?.close(receiver));

  describe('authentication and errors', () => {
    it('answers 401 without the API key, with an error body', async () => {
      const response = await fetch(`${suite.server.url}/api/v1/accounts`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        status: 401,
        type: 'errors/unauthorized',
        title: expect.any(String),
      });
      const wrong = await new SandboxClient(suite.server.url, 'other').api<Page<AccountAnswer>>('GET', '/accounts');
      expect(wrong.status).toBe(401);
    });

    it('answers 404 resource_not_found for unknown endpoints, accounts and members', async () => {
      expect((await client.api<ErrorBody>('GET', '/nothing-here')).body.type).toBe('errors/resource_not_found');
      expect((await client.api('GET', '/accounts/unknown')).status).toBe(404);
      const member = await client.api('GET', `/users/no-such-member?account_id=${accountId}`);
      expect(member).toEqual({ status: 404, body: expect.objectContaining({ type: 'errors/resource_not_found' }) });
    });

    it('answers 400 invalid_parameters when account_id is missing', async () => {
      const { status, body } = await client.api<ErrorBody>('GET', '/users/me');
      expect(status).toBe(400);
      expect(body.type).toBe('errors/invalid_parameters');
    });
  });

  describe('hosted auth and accounts', () => {
    it('answers a hosted link under the public URL and rejects incomplete requests', async () => {
      const url = await client.hostedLink();
      expect(url).toMatch(new RegExp(`^${suite.server.url}/hosted-auth/[A-Za-z0-9_-]+$`));
      const bad = await client.api<ErrorBody>('POST', '/hosted/accounts/link', {
        type: 'create',
        providers: ['LINKEDIN'],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.type).toBe('errors/invalid_parameters');
    });

    it('completes a link through the control API and sends the notify callback', async () => {
      const url = await client.hostedLink({
        notify_url: `${receiver.url}/notify`,
        name: 'user-42',
        success_redirect_url: 'http://localhost:3000/team',
      });
      const { status, body } = await client.control<HostedAuthCompleted>('POST', '/hosted-auth/complete', { url });
      expect(status).toBe(200);
      expect(body.accountId).toEqual(expect.any(String));
      expect(body.redirectUrl).toBe(`http://localhost:3000/team?account_id=${body.accountId}&status=connected`);
      // The callback's first attempt is made before the control call answers.
      const notify = receiver.received.find((r) => r.path === '/notify' && r.body?.account_id === body.accountId);
      expect(notify?.body).toEqual({ status: 'CREATION_SUCCESS', account_id: body.accountId, name: 'user-42' });
    });

    it('serves a sign-in page whose form completes the link and redirects to the app', async () => {
      const url = await client.hostedLink({ success_redirect_url: 'http://localhost:3000/team' });
      const page = await fetch(url);
      const html = await page.text();
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('<title>LinkedIn Login, Sign in | LinkedIn</title>');
      expect(html).toMatch(/<input[^>]+name="email"/);
      expect(html).toMatch(/<input[^>]+name="password"[^>]+type="password"/);
      expect(html).toContain('Sign in</button>');
      expect(html).not.toMatch(/(src|href)="https?:/);
      const submitted = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.c&password=secret',
      });
      expect(submitted.status).toBe(303);
      const location = new URL(submitted.headers.get('location')!);
      expect(location.pathname).toBe('/team');
      expect(location.searchParams.get('status')).toBe('connected');
      const account = await client.api('GET', `/accounts/${location.searchParams.get('account_id')}`);
      expect(account.status).toBe(200);
    });

    it('lists and gets accounts in the Account shape, and deletes them', async () => {
      const list = await client.api<Page<AccountAnswer>>('GET', '/accounts');
      expect(list.body).toMatchObject({ object: 'AccountList', cursor: null });
      const account = list.body.items.find((a: { id: string }) => a.id === accountId);
      expect(account).toMatchObject({
        object: 'Account',
        id: accountId,
        type: 'LINKEDIN',
        name: expect.any(String),
        created_at: expect.any(String),
        connection_params: {
          im: { id: expect.stringMatching(/^ACo/), username: expect.any(String), premiumFeatures: expect.any(Array) },
        },
        sources: [{ id: expect.any(String), status: 'OK' }],
      });
      expect((await client.api<AccountAnswer>('GET', `/accounts/${accountId}`)).body).toEqual(account);
      const doomed = await client.connectAccount();
      expect((await client.api('DELETE', `/accounts/${doomed}`)).body).toEqual({ object: 'AccountDeleted' });
      expect((await client.api('GET', `/accounts/${doomed}`)).status).toBe(404);
      expect((await client.api('GET', `/users/me?account_id=${doomed}`)).status).toBe(404);
    });

    it('pages accounts with a cursor', async () => {
      const first = await client.api<Page<AccountAnswer>>('GET', '/accounts?limit=1');
      expect(first.body.items).toHaveLength(1);
      expect(first.body.cursor).toEqual(expect.any(String));
      const second = await client.api<Page<AccountAnswer>>('GET', `/accounts?limit=1&cursor=${first.body.cursor}`);
      expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    });
  });

  describe('users', () => {
    it('answers users/me with the owner profile', async () => {
      const { body } = await client.api('GET', `/users/me?account_id=${accountId}`);
      expect(body).toMatchObject({
        object: 'AccountOwnerProfile',
        provider_id: expect.stringMatching(/^ACo/),
        first_name: expect.any(String),
        last_name: expect.any(String),
        public_identifier: expect.any(String),
        public_profile_url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/in\//),
        email: expect.stringContaining('@'),
      });
    });

    it('answers a profile by provider id, public id or profile URL, with sections only when asked', async () => {
      const [member] = await client.members(accountId, 'marketing', 1);
      const byProvider = await client.api<UserProfile>('GET', `/users/${member.id}?account_id=${accountId}`);
      expect(byProvider.body).toMatchObject({
        object: 'UserProfile',
        provider_id: member.id,
        public_identifier: member.public_identifier,
        first_name: member.first_name,
        last_name: member.last_name,
        headline: member.headline,
        location: member.location,
        websites: expect.any(Array),
        profile_picture_url: expect.any(String),
        is_relationship: false,
        network_distance: expect.stringMatching(/^(SECOND_DEGREE|THIRD_DEGREE|OUT_OF_NETWORK)$/),
        connections_count: expect.any(Number),
        follower_count: expect.any(Number),
        summary: expect.any(String),
      });
      expect(byProvider.body.work_experience).toBeUndefined();
      const byPublic = await client.api<UserProfileWithSections>(
        'GET',
        `/users/${member.public_identifier}?account_id=${accountId}&linkedin_sections=*`,
      );
      expect(byPublic.body.provider_id).toBe(member.id);
      expect(byPublic.body.work_experience[0]).toMatchObject({
        company: expect.any(String),
        position: expect.any(String),
      });
      expect(byPublic.body.education.length).toBeGreaterThan(0);
      expect(byPublic.body.skills[0]).toEqual(
        expect.objectContaining({ name: expect.any(String), endorsement_id: expect.any(String), endorsed: false }),
      );
      const byUrl = await client.api<UserProfile>(
        'GET',
        `/users/${encodeURIComponent(`https://www.linkedin.com/in/${member.public_identifier}/`)}?account_id=${accountId}`,
      );
      expect(byUrl.body.provider_id).toBe(member.id);
    });

    it('records a profile view only with notify=true', async () => {
      const [a, b] = await client.members(accountId, 'recruiter', 2);
      await client.api('GET', `/users/${a.id}?account_id=${accountId}`);
      await client.api('GET', `/users/${b.id}?account_id=${accountId}&notify=true`);
      const { body } = await client.control<ActionList>('GET', `/actions?accountId=${accountId}&kind=profile_view`);
      expect(body.items.map((i) => i.providerId)).toEqual([b.id]);
      expect(body.items[0]).toMatchObject({
        kind: 'profile_view',
        profileUrl: `https://www.linkedin.com/in/${b.public_identifier}`,
        at: expect.any(String),
      });
    });

    it("lists a member's posts", async () => {
      const [member] = await client.members(accountId, 'founder', 1);
      const { body } = await client.api<Page<Post>>(
        'GET',
        `/users/${member.public_identifier}/posts?account_id=${accountId}`,
      );
      expect(body.object).toBe('PostList');
      expect(body.items[0]).toMatchObject({
        object: 'Post',
        social_id: expect.stringMatching(/^urn:li:activity:\d{19}$/),
        text: expect.any(String),
      });
    });
  });

  describe('search', () => {
    it('answers people results with paging and a cursor', async () => {
      const { status, body } = await client.search(accountId, `${PEOPLE}?keywords=recruiter`, '&limit=5');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        object: 'LinkedinSearch',
        paging: { start: 0, page_count: 5, total_count: expect.any(Number) },
        cursor: expect.any(String),
      });
      expect(body.items[0]).toMatchObject({
        object: 'SearchResult',
        type: 'PEOPLE',
        id: expect.stringMatching(/^ACo/),
        public_identifier: expect.any(String),
        public_profile_url: expect.any(String),
        name: expect.any(String),
        headline: expect.stringMatching(/recruiter/i),
        network_distance: expect.stringMatching(/^(DISTANCE_[123]|OUT_OF_NETWORK)$/),
        pending_invitation: false,
        current_positions: [expect.objectContaining({ company: expect.any(String) })],
      });
      const next = await client.search(accountId, `${PEOPLE}?keywords=recruiter`, `&limit=5&cursor=${body.cursor}`);
      expect(body.items.every((i: { headline: string }) => /recruiter/i.test(i.headline))).toBe(true);
      expect(next.body.paging.start).toBe(5);
      expect(next.body.items.map((i: { id: string }) => i.id)).not.toContain(body.items[0].id);
    });

    it('gives the same count and order for the same URL', async () => {
      const url = `${PEOPLE}?keywords=manager&origin=GLOBAL_SEARCH_HEADER`;
      const a = await client.search(accountId, url, '&limit=20');
      const b = await client.search(accountId, url, '&limit=20');
      expect(a.body.paging.total_count).toBeGreaterThan(20);
      expect(b.body.paging.total_count).toBe(a.body.paging.total_count);
      expect(b.body.items.map((i: { id: string }) => i.id)).toEqual(a.body.items.map((i: { id: string }) => i.id));
      const other = await client.search(
        accountId,
        `${PEOPLE}?keywords=manager&geoUrn=%5B%22103644278%22%5D`,
        '&limit=20',
      );
      expect(other.body.paging.total_count).toBeLessThan(a.body.paging.total_count);
      expect(other.body.items.every((i: { location: string }) => i.location.endsWith('United States'))).toBe(true);
    });

    it('reports the true total but never pages past 1,000 results', async () => {
      const first = await client.search(accountId, PEOPLE, '&limit=100');
      expect(first.body.paging.total_count).toBe(10_000);
      let cursor = first.body.cursor;
      let seen = first.body.items.length;
      const ids = new Set<string>(first.body.items.map((i: { id: string }) => i.id));
      while (cursor) {
        const page = await client.search(accountId, PEOPLE, `&limit=100&cursor=${cursor}`);
        seen += page.body.items.length;
        page.body.items.forEach((i: { id: string }) => ids.add(i.id));
        cursor = page.body.cursor;
      }
      expect(seen).toBe(1000);
      expect(ids.size).toBe(1000);
    });

    it('rejects a URL that is not a search', async () => {
      const { status, body } = await client.search<ErrorBody>(accountId, 'https://www.linkedin.com/in/someone/');
      expect(status).toBe(400);
      expect(body.type).toBe('errors/invalid_parameters');
    });
  });

  describe('invitations and relations', () => {
    it('sends, lists, refuses duplicates and withdraws', async () => {
      const [member] = await client.members(accountId, 'designer', 1);
      const sent = await client.api<InvitationSent>('POST', '/users/invite', {
        account_id: accountId,
        provider_id: member.id,
        message: 'Hello there',
      });
      expect(sent).toEqual({ status: 201, body: { object: 'UserInvitationSent', invitation_id: expect.any(String) } });
      const again = await client.api('POST', '/users/invite', { account_id: accountId, provider_id: member.id });
      expect(again).toEqual({
        status: 422,
        body: expect.objectContaining({ type: 'errors/already_invited_recently' }),
      });
      const list = await client.api<Page<Invitation>>('GET', `/users/invite/sent?account_id=${accountId}`);
      expect(list.body.object).toBe('InvitationList');
      expect(list.body.items).toContainEqual(
        expect.objectContaining({
          id: sent.body.invitation_id,
          invited_user_id: member.id,
          invited_user_public_id: member.public_identifier,
          invitation_text: 'Hello there',
          parsed_datetime: expect.any(String),
          date: expect.any(String),
        }),
      );
      const profile = await client.api<UserProfile>('GET', `/users/${member.id}?account_id=${accountId}`);
      expect(profile.body.invitation).toEqual({ type: 'SENT', status: 'PENDING' });
      const found = await client.search(accountId, `${PEOPLE}?keywords=designer`, '&limit=1');
      expect(found.body.items[0]).toMatchObject({ id: member.id, pending_invitation: true });
      const withdrawn = await client.api(
        'DELETE',
        `/users/invite/sent/${sent.body.invitation_id}?account_id=${accountId}`,
      );
      expect(withdrawn.body).toEqual({ object: 'InvitationCanceled' });
      const after = await client.api<Page<Invitation>>('GET', `/users/invite/sent?account_id=${accountId}`);
      expect(after.body.items.map((i: { id: string }) => i.id)).not.toContain(sent.body.invitation_id);
      const resend = await client.api<ErrorBody>('POST', '/users/invite', {
        account_id: accountId,
        provider_id: member.id,
      });
      expect(resend.body.type).toBe('errors/cannot_resend_yet');
      const kinds = (await client.control<ActionList>('GET', `/actions?accountId=${accountId}`)).body.items.map(
        (i: { kind: string }) => i.kind,
      );
      expect(kinds).toEqual(expect.arrayContaining(['invite', 'withdraw']));
    });

    it('refuses notes over 300 characters and provider ids it does not know', async () => {
      const [member] = await client.members(accountId, 'consultant', 1);
      const long = await client.api('POST', '/users/invite', {
        account_id: accountId,
        provider_id: member.id,
        message: 'x'.repeat(301),
      });
      expect(long).toEqual({ status: 400, body: expect.objectContaining({ type: 'errors/too_many_characters' }) });
      const unknown = await client.api('POST', '/users/invite', { account_id: accountId, provider_id: 'ACoAAnobody' });
      expect(unknown.status).toBe(404);
    });

    it('makes a relation when the lead accepts (control API), and then chats are possible', async () => {
      const [member] = await client.members(accountId, 'data scientist', 1);
      const notYet = await client.api(
        'POST',
        '/chats',
        client.form({ account_id: accountId, attendees_ids: member.id, text: 'Hi' }),
      );
      expect(notYet).toEqual({
        status: 422,
        body: expect.objectContaining({ type: 'errors/no_connection_with_recipient' }),
      });
      await client.api('POST', '/users/invite', { account_id: accountId, provider_id: member.id });
      const accepted = await client.control('POST', '/accept', { accountId, profileUrl: member.public_profile_url });
      expect(accepted.body).toEqual({ accepted: true, providerId: member.id });
      const relations = await client.api<Page<Relation>>('GET', `/users/relations?account_id=${accountId}`);
      expect(relations.body.object).toBe('UserRelationsList');
      expect(relations.body.items).toContainEqual(
        expect.objectContaining({
          public_identifier: member.public_identifier,
          first_name: member.first_name,
          member_id: expect.any(String),
          created_at: expect.any(Number),
        }),
      );
      const profile = await client.api<UserProfile>('GET', `/users/${member.id}?account_id=${accountId}`);
      expect(profile.body).toMatchObject({ network_distance: 'FIRST_DEGREE', is_relationship: true });
      expect(profile.body.invitation).toBeUndefined();
      const started = await client.api<ChatStarted>(
        'POST',
        '/chats',
        client.form({ account_id: accountId, attendees_ids: member.id, text: 'Thanks for connecting' }),
      );
      expect(started).toEqual({
        status: 201,
        body: { object: 'ChatStarted', chat_id: expect.any(String), message_id: expect.any(String) },
      });
      const noPending = await client.control('POST', '/accept', { accountId, profileUrl: member.public_profile_url });
      expect(noPending.status).toBe(404);
    });
  });

  describe('chats and messages', () => {
    let member: SearchMember;
    let chatId: string;

    beforeAll(async () => {
      [member] = await client.members(accountId, 'customer success', 1);
      await client.api('POST', '/users/invite', { account_id: accountId, provider_id: member.id });
      await client.control('POST', '/accept', { accountId, profileUrl: member.public_identifier });
      const started = await client.api<ChatStarted>(
        'POST',
        '/chats',
        client.form({ account_id: accountId, attendees_ids: member.id, text: 'First' }),
      );
      chatId = started.body.chat_id;
    });

    it('adds to the existing chat when starting one with the same contact', async () => {
      const again = await client.api<ChatStarted>(
        'POST',
        '/chats',
        client.form({ account_id: accountId, attendees_ids: member.id, text: 'Second' }),
      );
      expect(again.body.chat_id).toBe(chatId);
    });

    it('sends into a chat (multipart only) and lists messages newest first', async () => {
      const sent = await client.api<MessageSent>('POST', `/chats/${chatId}/messages`, client.form({ text: 'Third' }));
      expect(sent).toEqual({ status: 201, body: { object: 'MessageSent', message_id: expect.any(String) } });
      const json = await client.api('POST', `/chats/${chatId}/messages`, { text: 'as json' });
      expect(json.status).toBe(400);
      const { body } = await client.api<Page<Message>>('GET', `/chats/${chatId}/messages`);
      expect(body.object).toBe('MessageList');
      expect(body.items.map((m) => m.text)).toEqual(['Third', 'Second', 'First']);
      expect(body.items[0]).toMatchObject({
        object: 'Message',
        id: sent.body.message_id,
        chat_id: chatId,
        is_sender: 1,
        message_type: 'MESSAGE',
        timestamp: expect.any(String),
        attachments: [],
        sender_id: expect.stringMatching(/^ACo/),
      });
    });

    it('shows a lead reply (control API) in the chat list, attendees and messages', async () => {
      const reply = await client.control('POST', '/reply', {
        accountId,
        profileUrl: member.public_profile_url,
        text: 'Sounds good',
      });
      expect(reply.body).toEqual({ chatId, messageId: expect.any(String) });
      const chats = await client.api<Page<Chat>>('GET', `/chats?account_id=${accountId}`);
      expect(chats.body.object).toBe('ChatList');
      expect(chats.body.items[0]).toMatchObject({
        object: 'Chat',
        id: chatId,
        account_id: accountId,
        attendee_provider_id: member.id,
        type: 0,
        unread_count: 1,
        timestamp: expect.any(String),
      });
      const unread = await client.api<Page<Chat>>('GET', `/chats?account_id=${accountId}&unread=true`);
      expect(unread.body.items.map((c: { id: string }) => c.id)).toEqual([chatId]);
      const attendees = await client.api<Page<unknown>>('GET', `/chats/${chatId}/attendees`);
      expect(attendees.body.object).toBe('ChatAttendeeList');
      expect(attendees.body.items).toEqual([
        expect.objectContaining({ object: 'ChatAttendee', is_self: 1 }),
        expect.objectContaining({
          provider_id: member.id,
          is_self: 0,
          name: member.name,
          specifics: expect.objectContaining({ network_distance: 'DISTANCE_1' }),
        }),
      ]);
      const messages = await client.api<Page<Message>>('GET', `/chats/${chatId}/messages?limit=1`);
      expect(messages.body.items[0]).toMatchObject({ text: 'Sounds good', is_sender: 0, sender_id: member.id });
      expect(messages.body.cursor).toEqual(expect.any(String));
    });

    it('sends an InMail to a member outside the network', async () => {
      const candidates = await client.members(accountId, 'sales director', 50);
      const outside = candidates.find((c) => c.network_distance !== 'DISTANCE_1' && c.can_send_inmail)!;
      const form = client.form({
        account_id: accountId,
        attendees_ids: outside.id,
        text: 'An InMail',
        'linkedin[inmail]': 'true',
      });
      const started = await client.api<ChatStarted>('POST', '/chats', form);
      expect(started.status).toBe(201);
      const messages = await client.api<Page<Message>>('GET', `/chats/${started.body.chat_id}/messages`);
      expect(messages.body.items[0]).toMatchObject({ text: 'An InMail', message_type: 'INMAIL' });
      const refused = candidates.find((c) => c.network_distance !== 'DISTANCE_1' && !c.can_send_inmail)!;
      const notAllowed = await client.api<ErrorBody>(
        'POST',
        '/chats',
        client.form({ account_id: accountId, attendees_ids: refused.id, text: 'x', 'linkedin[inmail]': 'true' }),
      );
      expect(notAllowed.body.type).toBe('errors/not_allowed_inmail');
      const kinds = (await client.control<ActionList>('GET', `/actions?accountId=${accountId}`)).body.items.map(
        (i: { kind: string }) => i.kind,
      );
      expect(kinds).toEqual(expect.arrayContaining(['chat_start', 'message', 'inmail']));
    });
  });

  describe('posts, endorsements and follows', () => {
    it('reacts to a post, endorses a connection and follows a member', async () => {
      const [member] = await client.members(accountId, 'product manager', 1);
      const profile = (
        await client.api<UserProfileWithSections>(
          'GET',
          `/users/${member.id}?account_id=${accountId}&linkedin_sections=skills`,
        )
      ).body;
      const posts = (await client.api<Page<Post>>('GET', `/users/${member.id}/posts?account_id=${accountId}`)).body
        .items;
      const reaction = await client.api('POST', '/posts/reaction', {
        account_id: accountId,
        post_id: posts[0].social_id,
        reaction_type: 'like',
      });
      expect(reaction).toEqual({ status: 201, body: { object: 'ReactionAdded' } });
      const endorse = {
        account_id: accountId,
        profile_id: member.id,
        skill_endorsement_id: profile.skills[0].endorsement_id,
      };
      expect((await client.api<ErrorBody>('POST', '/linkedin/profile/endorse', endorse)).body.type).toBe(
        'errors/no_connection_with_recipient',
      );
      await client.api('POST', '/users/invite', { account_id: accountId, provider_id: member.id });
      await client.control('POST', '/accept', { accountId, profileUrl: member.id });
      expect((await client.api('POST', '/linkedin/profile/endorse', endorse)).body).toEqual({
        object: 'LinkedinProfileEndorse',
        endorsed: true,
      });
      const endorsed = (
        await client.api<UserProfileWithSections>(
          'GET',
          `/users/${member.id}?account_id=${accountId}&linkedin_sections=skills`,
        )
      ).body.skills[0];
      expect(endorsed).toMatchObject({ endorsed: true, endorsement_count: profile.skills[0].endorsement_count + 1 });
      const follow = await client.api('POST', '/users/follow', { account_id: accountId, provider_id: member.id });
      expect(follow).toEqual({ status: 201, body: { object: 'UserFollowed' } });
      const actions = (await client.control<ActionList>('GET', `/actions?accountId=${accountId}`)).body.items.filter(
        (a) => a.providerId === member.id,
      );
      expect(actions.map((a: { kind: string }) => a.kind)).toEqual(['reaction', 'invite', 'endorse', 'follow']);
    });
  });

  describe('webhooks', () => {
    it('creates, lists and deletes webhooks', async () => {
      const created = await client.api<WebhookCreated>('POST', '/webhooks', {
        source: 'users',
        request_url: `${receiver.url}/tmp`,
        name: 'tmp',
        format: 'json',
        headers: [{ key: 'x-secret', value: 's' }],
      });
      expect(created).toEqual({ status: 201, body: { object: 'WebhookCreated', webhook_id: expect.any(String) } });
      const list = await client.api<Page<Webhook>>('GET', '/webhooks');
      expect(list.body.object).toBe('WebhookList');
      expect(list.body.items).toContainEqual(
        expect.objectContaining({ id: created.body.webhook_id, source: 'users', request_url: `${receiver.url}/tmp` }),
      );
      expect((await client.api('DELETE', `/webhooks/${created.body.webhook_id}`)).body).toEqual({
        object: 'WebhookDeleted',
      });
      expect(
        (await client.api<Page<Webhook>>('GET', '/webhooks')).body.items.map((w: { id: string }) => w.id),
      ).not.toContain(created.body.webhook_id);
    });

    it('delivers new relations and messages with the registered headers', async () => {
      const headers = [{ key: 'x-outflow-secret', value: 'hush' }];
      await client.api('POST', '/webhooks', {
        source: 'users',
        request_url: `${receiver.url}/users`,
        name: 'relations',
        format: 'json',
        headers,
      });
      await client.api('POST', '/webhooks', {
        source: 'messaging',
        request_url: `${receiver.url}/messaging`,
        name: 'inbox',
        format: 'json',
        headers,
      });
      const [member] = await client.members(accountId, 'growth', 1);
      await client.api('POST', '/users/invite', { account_id: accountId, provider_id: member.id });
      await client.control('POST', '/accept', { accountId, profileUrl: member.id });
      const relation = await receiver.waitFor((r) => r.path === '/users' && r.body?.user_provider_id === member.id);
      expect(relation.headers['x-outflow-secret']).toBe('hush');
      expect(relation.body).toEqual({
        event: 'new_relation',
        account_id: accountId,
        account_type: 'LINKEDIN',
        webhook_name: 'relations',
        user_full_name: member.name,
        user_provider_id: member.id,
        user_public_identifier: member.public_identifier,
        user_profile_url: member.public_profile_url,
        user_picture_url: expect.any(String),
      });
      await client.control('POST', '/reply', { accountId, profileUrl: member.id, text: 'Hello from the lead' });
      const message = await receiver.waitFor(
        (r) => r.path === '/messaging' && r.body?.message === 'Hello from the lead',
      );
      expect(message.headers['x-outflow-secret']).toBe('hush');
      expect(message.body).toMatchObject({
        event: 'message_received',
        account_id: accountId,
        account_type: 'LINKEDIN',
        webhook_name: 'inbox',
        chat_id: expect.any(String),
        message_id: expect.any(String),
        timestamp: expect.any(String),
        sender: {
          attendee_id: expect.any(String),
          attendee_name: member.name,
          attendee_provider_id: member.id,
          attendee_profile_url: member.public_profile_url,
        },
        attendees: [expect.objectContaining({ attendee_provider_id: expect.stringMatching(/^ACo/) })],
      });
    });

    it('retries a failed delivery until it is answered 2xx', async () => {
      const flaky = await startReceiver(500);
      const hook = await client.api<WebhookCreated>('POST', '/webhooks', {
        source: 'account_status',
        request_url: `${flaky.url}/status`,
        format: 'json',
        headers: [],
      });
      try {
        const other = await client.connectAccount();
        const forOther = () => flaky.received.filter((r) => r.body?.AccountStatus?.account_id === other);
        await eventually(() => forOther().length === 1);
        flaky.respondWith(200);
        await eventually(() => forOther().length === 2);
        expect(forOther()[1].body).toEqual({
          AccountStatus: { account_id: other, account_type: 'LINKEDIN', message: 'CREATION_SUCCESS' },
        });
        const delivery = await eventually(async () => {
          const items = (await client.control<DeliveryList>('GET', '/deliveries')).body.items;
          return items.find((d) => d.payload.AccountStatus?.account_id === other && d.status === 'delivered');
        });
        expect(delivery.attempts).toBe(2);
      } finally {
        await client.api('DELETE', `/webhooks/${hook.body.webhook_id}`);
        await flaky.close();
      }
    });
  });
});
