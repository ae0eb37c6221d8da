import { describeWithPostgres } from '@outflow/testing';
import { NotFoundError, ProviderRequestError } from '../errors';
import type { LinkedInProfile } from '../linkedin-models';
import { expectNoAnswerDrift } from '../../../../test/support/linkedin-sandbox-fixture';
import { useSandboxFixture } from '../../../../test/support/linkedin-sandbox-suite';

jest.setTimeout(120_000);

const PEOPLE = 'https://www.linkedin.com/search/results/people/?keywords=product%20manager';

describeWithPostgres('Unipile adapter against the LinkedIn sandbox: messaging and engagement', () => {
  const sandbox = useSandboxFixture({ quietLeads: true });
  let accountId: string;
  let candidates: string[];

  const nextProfile = async (predicate: (p: LinkedInProfile) => boolean = () => true): Promise<LinkedInProfile> => {
    while (candidates.length > 0) {
      const profile = await sandbox.provider.getProfile(accountId, {
        publicIdOrUrl: candidates.shift()!,
        sections: '*',
      });
      if (!profile.isConnected && !profile.invitationPending && predicate(profile)) return profile;
    }
    throw new Error('no candidate left');
  };
  const connection = async (predicate?: (p: LinkedInProfile) => boolean): Promise<LinkedInProfile> => {
    const lead = await nextProfile(predicate);
    await sandbox.provider.sendInvitation(accountId, lead.providerId);
    await sandbox.control('POST', '/accept', { accountId, profileUrl: lead.profileUrl });
    return lead;
  };

  beforeAll(async () => {
    accountId = await sandbox.connectAccount('user-messaging');
    candidates = await sandbox.provider.searchProfiles(accountId, PEOPLE, { max: 80 });
  });

  describe('chats', () => {
    it('starts a chat with a connection, lists it, reads both sides of the conversation and answers in it', async () => {
      const lead = await connection();
      const started = await sandbox.provider.startChat(accountId, [lead.providerId], 'Hello from the adapter');
      expect(started).toEqual({ chatId: expect.any(String), messageId: expect.any(String) });
      expect((await sandbox.actions(accountId, 'chat_start')).at(-1)).toMatchObject({
        providerId: lead.providerId,
        text: 'Hello from the adapter',
      });

      const chats = await sandbox.provider.listChats(accountId);
      expect(chats.items).toContainEqual(
        expect.objectContaining({
          chatId: started.chatId,
          accountId,
          attendeeProviderId: lead.providerId,
          isGroup: false,
          isInMail: false,
        }),
      );

      await sandbox.control('POST', '/reply', { accountId, profileUrl: lead.profileUrl, text: 'Sounds good' });
      const sent = await sandbox.provider.sendMessage(started.chatId, 'Great, talk soon');
      expect(sent.messageId).toEqual(expect.any(String));
      expect((await sandbox.actions(accountId, 'message')).at(-1)).toMatchObject({
        providerId: lead.providerId,
        text: 'Great, talk soon',
      });

      const messages = await sandbox.provider.listMessages(started.chatId);
      const byText = Object.fromEntries(messages.items.map((m) => [m.text, m]));
      expect(byText['Hello from the adapter']).toMatchObject({
        isSender: true,
        chatId: started.chatId,
        messageType: 'MESSAGE',
      });
      expect(byText['Sounds good']).toMatchObject({ isSender: false, senderId: lead.providerId });
      expect(byText['Great, talk soon']).toMatchObject({ isSender: true, messageId: sent.messageId });

      const attendees = await sandbox.provider.listChatAttendees(started.chatId);
      expect(attendees).toContainEqual(
        expect.objectContaining({ providerId: lead.providerId, isSelf: false, connectionDegree: 1 }),
      );
      expect(attendees).toContainEqual(expect.objectContaining({ isSelf: true, connectionDegree: 0 }));
    });

    it('starting a chat again with the same person adds to the existing chat', async () => {
      const lead = await connection();
      const first = await sandbox.provider.startChat(accountId, [lead.providerId], 'First');
      const second = await sandbox.provider.startChat(accountId, [lead.providerId], 'Second');
      expect(second.chatId).toBe(first.chatId);
    });

    it('pages chats and messages by cursor', async () => {
      const lead = await connection();
      const { chatId } = await sandbox.provider.startChat(accountId, [lead.providerId], 'one');
      await sandbox.provider.sendMessage(chatId, 'two');
      await sandbox.provider.sendMessage(chatId, 'three');
      const firstMessages = await sandbox.provider.listMessages(chatId, { limit: 2 });
      expect(firstMessages.items).toHaveLength(2);
      const restMessages = await sandbox.provider.listMessages(chatId, { limit: 2, cursor: firstMessages.cursor });
      expect([...firstMessages.items, ...restMessages.items].map((m) => m.text).sort()).toEqual([
        'one',
        'three',
        'two',
      ]);
      expect(restMessages.cursor).toBeNull();

      const firstChats = await sandbox.provider.listChats(accountId, { limit: 1 });
      expect(firstChats.items).toHaveLength(1);
      const nextChats = await sandbox.provider.listChats(accountId, { limit: 1, cursor: firstChats.cursor });
      expect(nextChats.items).toHaveLength(1);
      expect(nextChats.items[0].chatId).not.toBe(firstChats.items[0].chatId);
    });

    it('filters chats by activity time', async () => {
      const future = new Date(Date.now() + 365 * 86_400_000);
      expect((await sandbox.provider.listChats(accountId, { after: future })).items).toEqual([]);
    });

    it('a message to someone not connected needs InMail, which only some members accept', async () => {
      const stranger = await nextProfile((p) => p.canSendInmail);
      await expect(sandbox.provider.startChat(accountId, [stranger.providerId], 'Hi')).rejects.toMatchObject({
        constructor: ProviderRequestError,
        type: 'no_connection_with_recipient',
        status: 422,
      });
      const inmail = await sandbox.provider.startChat(accountId, [stranger.providerId], 'Hi by InMail', {
        inmail: true,
      });
      expect((await sandbox.actions(accountId, 'inmail')).at(-1)).toMatchObject({
        providerId: stranger.providerId,
        text: 'Hi by InMail',
      });
      const chat = (await sandbox.provider.listChats(accountId)).items.find((c) => c.chatId === inmail.chatId);
      expect(chat?.isInMail).toBe(true);

      const closed = await nextProfile((p) => !p.canSendInmail);
      await expect(
        sandbox.provider.startChat(accountId, [closed.providerId], 'Hi', { inmail: true }),
      ).rejects.toMatchObject({
        type: 'not_allowed_inmail',
      });
    });

    it('refuses an over-long message and answers NotFoundError for an unknown chat', async () => {
      const lead = await connection();
      await expect(sandbox.provider.startChat(accountId, [lead.providerId], 'x'.repeat(9000))).rejects.toMatchObject({
        constructor: ProviderRequestError,
        type: 'too_many_characters',
      });
      await expect(sandbox.provider.sendMessage('no-such-chat', 'hello')).rejects.toBeInstanceOf(NotFoundError);
      await expect(sandbox.provider.listMessages('no-such-chat')).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('engagement', () => {
    it('likes a post of the lead found through their posts', async () => {
      const lead = await nextProfile();
      const posts = await sandbox.provider.listPosts(accountId, lead.profileUrl!, { limit: 5 });
      expect(posts.items.length).toBeGreaterThan(0);
      const post = posts.items[0];
      expect(post.socialId).toMatch(/^urn:li:activity:/);
      await sandbox.provider.likePost(accountId, post.socialId);
      expect((await sandbox.actions(accountId, 'reaction')).at(-1)).toMatchObject({
        providerId: lead.providerId,
        text: `like ${post.socialId}`,
      });
      await expect(sandbox.provider.likePost(accountId, 'urn:li:activity:1')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('endorses a skill of a connection, once', async () => {
      const lead = await connection((p) => p.skills.length > 0);
      const skill = lead.skills[0];
      await sandbox.provider.endorseSkill(accountId, lead.providerId, skill.endorsementId!);
      expect((await sandbox.actions(accountId, 'endorse')).at(-1)).toMatchObject({
        providerId: lead.providerId,
        text: skill.name,
      });
      const after = await sandbox.provider.getProfile(accountId, {
        publicIdOrUrl: lead.providerId,
        sections: ['skills'],
      });
      expect(after.skills.find((s) => s.endorsementId === skill.endorsementId)).toMatchObject({
        endorsed: true,
        endorsementCount: skill.endorsementCount + 1,
      });
      await expect(
        sandbox.provider.endorseSkill(accountId, lead.providerId, skill.endorsementId!),
      ).rejects.toMatchObject({
        type: 'action_already_performed',
      });
    });

    it('refuses to endorse someone not connected', async () => {
      const stranger = await nextProfile((p) => p.skills.length > 0);
      await expect(
        sandbox.provider.endorseSkill(accountId, stranger.providerId, stranger.skills[0].endorsementId!),
      ).rejects.toMatchObject({
        constructor: ProviderRequestError,
        type: 'no_connection_with_recipient',
      });
    });

    it('follows a profile, once', async () => {
      const lead = await nextProfile();
      await sandbox.provider.follow(accountId, lead.providerId);
      expect((await sandbox.actions(accountId, 'follow')).at(-1)).toMatchObject({ providerId: lead.providerId });
      await expect(sandbox.provider.follow(accountId, lead.providerId)).rejects.toMatchObject({
        type: 'action_already_performed',
      });
    });
  });

  it("logged no answer drift: every sandbox answer matched Unipile's SDK schemas (validation at warn)", () =>
    expectNoAnswerDrift(sandbox));
});
