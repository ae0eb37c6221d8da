import {
  campaignStream,
  campaignTargetStream,
  chatStream,
  type ChatMessageRecorded,
  type LeadProfile,
  type LinkedInActionPerformed,
} from '@outflow/domain';
import type {
  ChatList,
  ChatMessageSent,
  ChatThread,
  GeneratedMessage,
  HostedAuthLinkAnswer,
  IssuedInvitation,
  WorkspaceSummary,
} from '@outflow/api-contract';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { pausedCampaignCreated, sparseProfile, targetProfileFetched } from '../../support/campaign-fixtures';
import {
  completeHostedAuth,
  connectLinkedIn,
  eventually,
  sandboxApi,
  sandboxOf,
  userWithTrial,
} from '../../support/linkedin-test-flows';
import type { Items, SandboxDelivery, SearchMember } from '../../../libs/linkedin/src/testing/unipile-answer-types';

jest.setTimeout(60_000);

const CHATS = '/api/messages/chats';
/** A sandbox member's profile as the runner fetches it: who they are, and only what `known` adds. */
const memberProfile = (
  lead: Pick<SearchMember, 'id' | 'public_identifier' | 'first_name'>,
  known: Partial<LeadProfile> = {},
): LeadProfile =>
  sparseProfile({ providerId: lead.id, publicId: lead.public_identifier, firstName: lead.first_name, ...known });

/**
 * The inbox over HTTP on the LinkedIn sandbox: messages arrive by webhook, by sync when a webhook
 * was lost, and by sending; every answer comes from the read models.
 */
describeWithPostgres('the inbox: /api/messages/chats', () => {
  const api = useApiHarness({ linkedin: true });
  beforeAll(async () => {
    await api.linkedin!.registerWebhooks();
  });

  let memberIndex = 0;
  /** A different member of the sandbox's network for each call. */
  const nextMember = async (
    accountId: string,
  ): Promise<{ id: string; public_identifier: string; public_profile_url: string; first_name: string }> => {
    const { items } = (
      await sandboxApi<Items<SearchMember>>(api, 'POST', `/linkedin/search?account_id=${accountId}&limit=20`, {
        url: 'https://www.linkedin.com/search/results/people/',
      })
    ).body;
    return items[memberIndex++];
  };
  const reply = async (accountId: string, member: { id: string }, text: string) => {
    const res = await sandboxOf(api).control<{ chatId: string; messageId: string }>('POST', '/reply', {
      accountId,
      profileUrl: member.id,
      text,
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const recorded = async (accountId: string, chatId: string) =>
    (await api.eventStore.readStream(chatStream(accountId, chatId)))
      .filter((e) => e.type === 'ChatMessageRecorded')
      .map((e) => (e as unknown as ChatMessageRecorded).data);
  const chatsOf = async (token: string, query = '') => {
    const res = await api.request<ChatList>('GET', `${CHATS}${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.chats;
  };

  it("a lead's reply arrives by webhook and is listed with its attendees and an unread count; opening the chat reads it", async () => {
    const { token } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    const lead = await nextMember(accountId);
    // No inbox request yet, so no sync: what reaches the chat stream came by webhook.
    const { chatId, messageId } = await reply(accountId, lead, 'Thanks for reaching out!');
    const [message] = await eventually(
      async () => (await recorded(accountId, chatId)).length > 0 && recorded(accountId, chatId),
    );
    expect(message).toMatchObject({
      chatId,
      accountId,
      messageId,
      text: 'Thanks for reaching out!',
      isSender: false,
      source: 'webhook',
      sender: { providerId: lead.id },
    });

    const chat = await eventually(async () => (await chatsOf(token)).find((c) => c.chatId === chatId));
    expect(chat).toMatchObject({
      chatId,
      campaignId: null,
      unreadCount: 1,
      lastMessage: { text: 'Thanks for reaching out!', timestamp: expect.any(String) },
    });
    expect(chat.attendees).toContainEqual(
      expect.objectContaining({ is_self: false, first_name: lead.first_name, provider_id: lead.id }),
    );
    expect(chat.attendees).toContainEqual(expect.objectContaining({ is_self: true }));

    const detail = await api.request<ChatThread>('GET', `${CHATS}/${chatId}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.messages).toEqual([
      { messageId, text: 'Thanks for reaching out!', timestamp: expect.any(String), is_sender: false },
    ]);
    expect((await chatsOf(token)).find((c) => c.chatId === chatId)!.unreadCount).toBe(0);
  });

  it("sending goes to LinkedIn once and is recorded once (its webhook echo adds nothing); the chat is a campaign's when its lead is", async () => {
    const { token, user } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    const lead = await nextMember(accountId);
    const stranger = await nextMember(accountId);
    await api.linkedin!.provider.sendInvitation(accountId, lead.id);
    expect((await sandboxOf(api).control('POST', '/accept', { accountId, profileUrl: lead.id })).status).toBe(200);
    const { chatId } = await reply(accountId, lead, 'Happy to connect');
    const other = await reply(accountId, stranger, 'Who are you?');
    await eventually(async () => (await chatsOf(token)).length === 2);

    const sent = await api.request<ChatMessageSent>('POST', `${CHATS}/${chatId}/messages`, {
      token,
      body: { text: 'Great, a call next week?' },
    });
    expect(sent).toEqual({
      status: 200,
      body: {
        success: true,
        message: {
          messageId: expect.any(String),
          text: 'Great, a call next week?',
          timestamp: expect.any(String),
          is_sender: true,
        },
      },
    });
    const { messageId } = sent.body.message;

    const actions = (
      await sandboxOf(api).control<Items<{ text: string }>>('GET', `/actions?accountId=${accountId}&kind=message`)
    ).body.items;
    expect(actions.filter((a) => a.text === 'Great, a call next week?')).toHaveLength(1);
    // The provider's echo of our own message is delivered too; it must not record a second message.
    await eventually(async () =>
      (await sandboxOf(api).control<Items<SandboxDelivery>>('GET', '/deliveries?limit=1000')).body.items.find(
        (d) => d.status === 'delivered' && JSON.stringify(d.payload).includes(messageId),
      ),
    );
    // Once, whichever records it first: on a loaded machine the echo can arrive before the send's
    // own append (the provider answers, then delivers its webhook at once).
    const once = (await recorded(accountId, chatId)).filter((m) => m.messageId === messageId);
    expect(once).toEqual([expect.objectContaining({ isSender: true })]);
    expect(['send', 'webhook']).toContain(once[0].source);
    const detail = await api.request<ChatThread>('GET', `${CHATS}/${chatId}`, { token });
    expect(detail.body.messages.map((m: { text: string; is_sender: boolean }) => [m.text, m.is_sender])).toEqual([
      ['Happy to connect', false],
      ['Great, a call next week?', true],
    ]);
    expect((await chatsOf(token)).find((c) => c.chatId === chatId)!.lastMessage.text).toBe('Great, a call next week?');

    // The lead becomes a campaign's lead once enriched: the chat is then on the Campaigns tab.
    expect(await chatsOf(token, '?limit=50&skip=0&campaignsOnly=true')).toEqual([]);
    const campaignId = `c-${Date.now()}`;
    const targetId = `t-${Date.now()}`;
    const metadata = { userId: user.id, actor: 'user' as const, correlationId: 'inbox-e2e' };
    const created = pausedCampaignCreated({
      campaignId,
      ownerId: user.id,
      name: 'Inbox campaign',
      description: '',
      accountId,
      leads: [{ targetId, profileUrl: lead.public_profile_url }],
    });
    const enriched = targetProfileFetched({ campaignId, targetId }, lead.public_profile_url, memberProfile(lead));
    await api.eventStore.appendToStream(campaignStream(campaignId), [{ ...created, metadata }], {
      expectedVersion: 'no_stream',
    });
    await api.eventStore.appendToStream(
      campaignTargetStream(targetId),
      [{ ...enriched, metadata: { ...metadata, actor: 'runner' } }],
      { expectedVersion: 'no_stream' },
    );
    const campaignChats = await eventually(async () => {
      const chats = await chatsOf(token, '?limit=50&skip=0&campaignsOnly=true');
      return chats.length > 0 && chats;
    });
    expect(campaignChats.map((c) => [c.chatId, c.campaignId])).toEqual([[chatId, campaignId]]);
    expect((await chatsOf(token)).map((c) => c.chatId).sort()).toEqual([chatId, other.chatId].sort());
    expect((await chatsOf(token, '?limit=1&skip=1')).length).toBe(1);
  });

  it('a sync picks up a chat whose webhook was dropped', async () => {
    const { token } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    const lead = await nextMember(accountId);
    await sandboxOf(api).control('POST', '/faults', { dropWebhooks: true });
    let chatId: string;
    try {
      ({ chatId } = await reply(accountId, lead, 'Did you get my message?'));
    } finally {
      await sandboxOf(api).control('POST', '/faults', { dropWebhooks: false });
    }
    // The first list request starts the sync in the background; a later one shows its result.
    const chat = await eventually(async () => (await chatsOf(token)).find((c) => c.chatId === chatId));
    expect(chat).toMatchObject({ lastMessage: { text: 'Did you get my message?' } });
    expect(await recorded(accountId, chatId)).toEqual([
      expect.objectContaining({ text: 'Did you get my message?', isSender: false, source: 'sync' }),
    ]);
  });

  it('writes an AI reply for a chat; an unknown chat or a blank instruction is refused', async () => {
    const { token } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    const lead = await nextMember(accountId);
    const { chatId } = await reply(accountId, lead, 'Could you tell me more about your product?');
    await eventually(async () => (await chatsOf(token)).some((c) => c.chatId === chatId));
    const generate = (body: unknown) =>
      api.request<GeneratedMessage>('POST', '/api/ai-messages/generate-chat-response', { token, body });

    const res = await generate({ chatId, aiPrompt: 'Answer about our analytics product', characterLimit: 300 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String), writer: 'offline' });
    expect(res.body.message.length).toBeLessThanOrEqual(300);
    expect(res.body.message).toMatch(new RegExp(`^Hi ${lead.first_name},`));

    expect(await generate({ chatId: 'no-such-chat', aiPrompt: 'Hi' })).toMatchObject({
      status: 422,
      body: { errorCode: 'CHAT_NOT_FOUND' },
    });
    expect(await generate({ chatId, aiPrompt: '  ' })).toMatchObject({ status: 400, body: { field: 'aiPrompt' } });
    expect(await api.request('POST', `${CHATS}/no-such-chat/messages`, { token, body: { text: 'Hi' } })).toMatchObject({
      status: 422,
      body: { errorCode: 'CHAT_NOT_FOUND' },
    });
    expect(await api.request('POST', `${CHATS}/${chatId}/messages`, { token, body: { text: ' ' } })).toMatchObject({
      status: 400,
      body: { field: 'text' },
    });
  });

  it("starts a campaign lead's thread with the invitation note we sent, and writes the AI reply from the thread and the lead's profile", async () => {
    const { token, user } = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, token);
    const lead = await nextMember(accountId);
    const campaignId = `c-note-${Date.now()}`;
    const targetId = `${campaignId}_0`;
    const metadata = { userId: user.id, actor: 'runner' as const, correlationId: 'inbox-note-e2e' };
    const note = `Hi ${lead.first_name}, I enjoyed your post on growth and would love to connect.`;
    const created = pausedCampaignCreated({
      campaignId,
      ownerId: user.id,
      name: 'Notes',
      description: '',
      accountId,
      leads: [{ targetId, profileUrl: lead.public_profile_url }],
    });
    const ref = { campaignId, targetId };
    const enriched = targetProfileFetched(
      ref,
      lead.public_profile_url,
      memberProfile(lead, { companyName: 'Acme Analytics', jobTitle: 'Head of Growth' }),
    );
    const invited: LinkedInActionPerformed = {
      type: 'LinkedInActionPerformed',
      data: {
        ...ref,
        accountId,
        stepId: 'invite',
        action: 'send-connection',
        limit: 'connections',
        profileUrl: lead.public_profile_url,
        campaignName: 'Notes',
        text: note,
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
      },
    };
    await api.eventStore.appendToStream(
      campaignStream(campaignId),
      [{ ...created, metadata: { ...metadata, actor: 'user' } }],
      { expectedVersion: 'no_stream' },
    );
    await api.eventStore.appendToStream(
      campaignTargetStream(targetId),
      [enriched, invited].map((e) => ({ ...e, metadata })),
      { expectedVersion: 'no_stream' },
    );
    const { chatId } = await reply(accountId, lead, 'Thanks for connecting! What exactly does your team do?');
    await eventually(async () => (await chatsOf(token)).some((c) => c.chatId === chatId));

    const thread = await eventually(async () => {
      const detail = await api.request<ChatThread>('GET', `${CHATS}/${chatId}`, { token });
      return detail.body.messages.length === 2 && detail.body.messages;
    });
    expect(
      thread.map((m: { text: string; is_sender: boolean; kind?: string }) => [m.text, m.is_sender, m.kind]),
    ).toEqual([
      [note, true, 'invitation'],
      ['Thanks for connecting! What exactly does your team do?', false, undefined],
    ]);

    const res = await api.request<GeneratedMessage>('POST', '/api/ai-messages/generate-chat-response', {
      token,
      body: { chatId, aiPrompt: 'Suggest a short call', characterLimit: 500 },
    });
    expect(res.status).toBe(200);
    // Their question is taken up, not quoted back; the reply is signed by the LinkedIn account that writes.
    expect(res.body.message).toMatch(new RegExp(`^Hi ${lead.first_name},\\n\\nHappy to explain`));
    expect(res.body.message).not.toContain('What exactly does your team do');
    expect(res.body.message).toContain('your work as Head of Growth at Acme Analytics');
    const opened = await api.request<{ attendees: Array<{ is_self: boolean; first_name: string }> }>(
      'GET',
      `${CHATS}/${chatId}`,
      { token },
    );
    const self = opened.body.attendees.find((a) => a.is_self);
    expect(self?.first_name).toBeTruthy();
    expect(res.body.message).toMatch(new RegExp(`Best regards,\n${self!.first_name}$`));
    expect(user.name.split(' ')[0]).not.toBe(self!.first_name);
  });

  it("lists the chats of every sender of the workspace, each naming its sender; filters by sender, campaign and unread; sends through the chat's sender", async () => {
    const { token, user } = await userWithTrial(api);
    const first = await connectLinkedIn(api, token);
    const second = await connectLinkedIn(api, token);
    const one = await nextMember(first.accountId);
    const two = await nextMember(second.accountId);
    await api.linkedin!.provider.sendInvitation(second.accountId, two.id);
    expect(
      (await sandboxOf(api).control('POST', '/accept', { accountId: second.accountId, profileUrl: two.id })).status,
    ).toBe(200);
    const ofFirst = await reply(first.accountId, one, 'Hello first sender');
    const ofSecond = await reply(second.accountId, two, 'Hello second sender');
    const both = await eventually(async () => {
      const chats = await chatsOf(token);
      return chats.length === 2 && chats;
    });
    const byChat = new Map(both.map((c) => [c.chatId, c]));
    expect(byChat.get(ofFirst.chatId)).toMatchObject({
      accountId: first.accountId,
      senderName: first.callback.body.account!.fullName,
    });
    expect(byChat.get(ofSecond.chatId)).toMatchObject({
      accountId: second.accountId,
      senderName: second.callback.body.account!.fullName,
    });
    expect(first.callback.body.account!.fullName).toEqual(expect.any(String));

    expect((await chatsOf(token, `?accountId=${second.accountId}`)).map((c) => c.chatId)).toEqual([ofSecond.chatId]);
    expect((await chatsOf(token, `?accountId=${first.accountId}`)).map((c) => c.chatId)).toEqual([ofFirst.chatId]);
    // Another workspace's sender, or none at all, is refused naming the field.
    const stranger = await userWithTrial(api);
    const theirs = await connectLinkedIn(api, stranger.token);
    for (const accountId of [theirs.accountId, 'no-such-account']) {
      expect(await api.request('GET', `${CHATS}?accountId=${accountId}`, { token })).toMatchObject({
        status: 400,
        body: { field: 'accountId' },
      });
    }

    // Opening the first chat reads it: only the second is unread.
    expect((await api.request('GET', `${CHATS}/${ofFirst.chatId}`, { token })).status).toBe(200);
    expect((await chatsOf(token, '?unread=true')).map((c) => c.chatId)).toEqual([ofSecond.chatId]);
    expect(await api.request('GET', `${CHATS}?unread=maybe`, { token })).toMatchObject({
      status: 400,
      body: { field: 'unread' },
    });

    // A campaign of the second sender has the second chat's member as its lead.
    const campaignId = `c-senders-${Date.now()}`;
    const targetId = `${campaignId}_0`;
    const metadata = { userId: user.id, actor: 'user' as const, correlationId: 'inbox-senders-e2e' };
    await api.eventStore.appendToStream(
      campaignStream(campaignId),
      [
        {
          ...pausedCampaignCreated({
            campaignId,
            ownerId: user.id,
            name: 'Second sender campaign',
            description: '',
            accountId: second.accountId,
            leads: [{ targetId, profileUrl: two.public_profile_url }],
          }),
          metadata,
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await api.eventStore.appendToStream(
      campaignTargetStream(targetId),
      [
        {
          ...targetProfileFetched({ campaignId, targetId }, two.public_profile_url, memberProfile(two)),
          metadata: { ...metadata, actor: 'runner' },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    const ofCampaign = await eventually(async () => {
      const chats = await chatsOf(token, `?campaignId=${campaignId}`);
      return chats.length > 0 && chats;
    });
    expect(ofCampaign.map((c) => c.chatId)).toEqual([ofSecond.chatId]);
    expect(await chatsOf(token, `?campaignId=${campaignId}&accountId=${first.accountId}`)).toEqual([]);

    // Writing in the second sender's chat goes out through the second sender, as the second sender.
    const sent = await api.request<ChatMessageSent>('POST', `${CHATS}/${ofSecond.chatId}/messages`, {
      token,
      body: { text: 'Sent by the second sender' },
    });
    expect(sent).toMatchObject({ status: 200, body: { message: { text: 'Sent by the second sender' } } });
    const actionsOf = async (accountId: string) =>
      (
        await sandboxOf(api).control<Items<{ text: string }>>('GET', `/actions?accountId=${accountId}&kind=message`)
      ).body.items.map((a) => a.text);
    expect(await actionsOf(second.accountId)).toContain('Sent by the second sender');
    expect(await actionsOf(first.accountId)).not.toContain('Sent by the second sender');
    expect(
      (await recorded(second.accountId, ofSecond.chatId)).find((m) => m.text === 'Sent by the second sender'),
    ).toMatchObject({ accountId: second.accountId, isSender: true });
  });

  it('shows a member only the chats of the senders they may use, in a team workspace', async () => {
    const owner = await userWithTrial(api);
    const created = await api.request<WorkspaceSummary>('POST', '/api/workspaces', {
      token: owner.token,
      body: { name: 'Inbox team' },
    });
    expect(created.status).toBe(201);
    const workspace = created.body.id;
    const inTeam = (token: string, body?: unknown) => ({ token, body, headers: { 'x-outflow-workspace': workspace } });
    expect((await api.request('POST', '/api/subscriptions/create-trial', inTeam(owner.token))).status).toBe(200);
    const connectInTeam = async () => {
      const link = await api.request<HostedAuthLinkAnswer>(
        'POST',
        '/api/linkedin-accounts/hosted-auth',
        inTeam(owner.token, {}),
      );
      const { accountId } = await completeHostedAuth(api, link.body.authLink);
      const callback = await api.request('POST', '/api/linkedin-accounts/callback', inTeam(owner.token, { accountId }));
      expect(callback.status).toBe(200);
      return accountId;
    };
    const first = await connectInTeam();
    const second = await connectInTeam();
    const ofFirst = await reply(first, await nextMember(first), 'For the first sender only');
    const ofSecond = await reply(second, await nextMember(second), 'For the second sender');
    const teamChats = async (token: string, query = '') => {
      const res = await api.request<ChatList>('GET', `${CHATS}${query}`, inTeam(token));
      expect(res.status).toBe(200);
      return res.body.chats.map((c) => c.chatId).sort();
    };
    await eventually(async () => (await teamChats(owner.token)).length === 2);

    const member = await api.signUp();
    const invited = await api.request<IssuedInvitation>(
      'POST',
      `/api/workspaces/${workspace}/invitations`,
      inTeam(owner.token, { email: member.user.email, role: 'member' }),
    );
    expect(invited.status).toBe(201);
    const token = invited.body.link.split('/invitations/')[1];
    expect((await api.request('POST', `/api/invitations/${token}/accept`, { token: member.token })).status).toBe(200);
    const access = await api.request(
      'PUT',
      `/api/workspaces/${workspace}/members/${member.user.id}/senders`,
      inTeam(owner.token, { accountIds: [second] }),
    );
    expect(access.status).toBe(200);

    expect(
      await eventually(async () => (await teamChats(member.token)).length === 1 && teamChats(member.token)),
    ).toEqual([ofSecond.chatId]);
    expect(await teamChats(owner.token)).toEqual([ofFirst.chatId, ofSecond.chatId].sort());
    // A sender they may not use is refused as a filter, and its chat is unknown to them.
    expect(await api.request('GET', `${CHATS}?accountId=${first}`, inTeam(member.token))).toMatchObject({
      status: 400,
      body: { field: 'accountId' },
    });
    expect(await teamChats(member.token, `?accountId=${second}`)).toEqual([ofSecond.chatId]);
    expect((await api.request('GET', `${CHATS}/${ofFirst.chatId}`, inTeam(member.token))).status).toBe(404);
    expect(
      (await api.request('POST', `${CHATS}/${ofFirst.chatId}/messages`, inTeam(member.token, { text: 'Hi' }))).body,
    ).toMatchObject({ errorCode: 'CHAT_NOT_FOUND' });
    expect((await api.request('GET', `${CHATS}/${ofSecond.chatId}`, inTeam(member.token))).status).toBe(200);
  });

  it("shows no one else's chats (another's chat id answers 404 like an unknown one) and is behind sign-in", async () => {
    const alice = await userWithTrial(api);
    const { accountId } = await connectLinkedIn(api, alice.token);
    const { chatId } = await reply(accountId, await nextMember(accountId), 'Only for Alice');
    await eventually(async () => (await chatsOf(alice.token)).some((c) => c.chatId === chatId));
    const bob = await userWithTrial(api);
    await connectLinkedIn(api, bob.token);
    expect((await chatsOf(bob.token)).some((c) => c.chatId === chatId)).toBe(false);
    const notFound = { status: 404, body: { errorCode: 'CHAT_NOT_FOUND', field: 'chatId' } };
    expect(await api.request('GET', `${CHATS}/${chatId}`, { token: bob.token })).toEqual({
      status: 404,
      body: expect.objectContaining(notFound.body),
    });
    expect(await api.request('GET', `${CHATS}/no-such-chat`, { token: bob.token })).toEqual(
      await api.request('GET', `${CHATS}/${chatId}`, { token: bob.token }),
    );
    expect((await api.request('GET', CHATS)).status).toBe(401);
  });
});
