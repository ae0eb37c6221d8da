import type { ChatAttendee, ChatMessageRecorded, ChatRead, LinkedInActionPerformed } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { activitiesProjection } from '../activities/activities.projection';
import { campaignTargetsProjection } from '../campaign-targets/campaign-targets.projection';
import { leadsProjection } from '../leads/leads.projection';
import { campaignCreated, profile, profileViewed } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { chatsProjection } from './chats.projection';
import {
  chatLastMessageTimes,
  findChat,
  findChatIdOfStream,
  findChatLeadId,
  listChatMessages,
  listChats,
  listChatThread,
} from './chats.queries';

const self: ChatAttendee = {
  providerId: 'prov-me',
  isSelf: true,
  firstName: 'Me',
  lastName: null,
  pictureUrl: null,
  profileUrl: null,
};
const ada: ChatAttendee = {
  providerId: 'prov-Ada',
  isSelf: false,
  firstName: 'Ada',
  lastName: 'Lovelace',
  pictureUrl: null,
  profileUrl: 'https://www.linkedin.com/in/ada-lovelace/',
};
const bob: ChatAttendee = {
  providerId: 'prov-Bob',
  isSelf: false,
  firstName: 'Bob',
  lastName: null,
  pictureUrl: null,
  profileUrl: null,
};

function message(
  chatId: string,
  messageId: string,
  timestamp: string,
  options: { isSender?: boolean; other?: ChatAttendee; text?: string } = {},
): ChatMessageRecorded {
  return {
    type: 'ChatMessageRecorded',
    data: {
      chatId,
      accountId: 'acc-1',
      messageId,
      text: options.text ?? `text ${messageId}`,
      timestamp,
      isSender: options.isSender ?? false,
      sender: { providerId: null, name: null, profileUrl: null },
      attendees: [self, options.other ?? ada],
      source: 'webhook',
    },
  };
}
const read = (chatId: string): ChatRead => ({
  type: 'ChatRead',
  data: { chatId, accountId: 'acc-1', occurredAt: '2026-11-22T12:00:00.000Z' },
});

describeWithPostgres('chats read model', () => {
  const rm = readModelDatabase();

  it('keeps a chat row per chat (newest message, unread count since the last read, attendees) and a row per message', async () => {
    await project(rm.db, chatsProjection, [
      recorded('ch-1', message('chat-1', 'm1', '2026-11-22T10:00:00.000Z')),
      recorded('ch-1', message('chat-1', 'm2', '2026-11-22T11:00:00.000Z', { isSender: true })),
      // A sync brings an older message late: counted, but not the newest.
      recorded('ch-1', message('chat-1', 'm0', '2026-11-22T09:00:00.000Z')),
      recorded('ch-1', message('chat-2', 'm3', '2026-11-22T08:00:00.000Z', { other: bob })),
    ]);
    expect(await findChat(rm.db, 'ch-1', 'chat-1')).toMatchObject({
      accountId: 'acc-1',
      unreadCount: 2,
      lastMessage: { text: 'text m2', timestamp: '2026-11-22T11:00:00.000Z' },
      campaignId: null,
    });

    await project(rm.db, chatsProjection, [
      recorded('ch-1', read('chat-1')),
      recorded('ch-1', message('chat-1', 'm4', '2026-11-22T13:00:00.000Z')),
    ]);
    const row = await rm.db
      .selectFrom('chats')
      .selectAll()
      .where('user_id', '=', 'ch-1')
      .where('chat_id', '=', 'chat-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      unread_count: 1,
      last_message_text: 'text m4',
      attendee_provider_id: 'prov-Ada',
      attendee_public_id: 'ada-lovelace',
    });
    expect(row.attendees.map((a) => a.providerId)).toEqual(['prov-me', 'prov-Ada']);

    expect((await listChats(rm.db, 'ch-1', { limit: 10, skip: 0 })).map((c) => c.chatId)).toEqual(['chat-1', 'chat-2']);
    expect((await listChatMessages(rm.db, 'ch-1', 'chat-1')).map((m) => m.messageId)).toEqual(['m0', 'm1', 'm2', 'm4']);
    expect((await listChatMessages(rm.db, 'ch-1', 'chat-1', { last: 2 })).map((m) => m.messageId)).toEqual([
      'm2',
      'm4',
    ]);
    expect(await chatLastMessageTimes(rm.db, 'ch-1', ['chat-2', 'chat-9'])).toEqual(
      new Map([['chat-2', new Date('2026-11-22T08:00:00.000Z')]]),
    );
    expect(await findChatIdOfStream(rm.db, 'ch-1', 'chat-acc-1-chat-2')).toBe('chat-2');
    expect(await listChats(rm.db, 'someone-else', { limit: 10, skip: 0 })).toEqual([]);
  });

  it('finds the campaign, the lead and the invitation note of a chat with a campaign lead', async () => {
    const invited: LinkedInActionPerformed = (() => {
      const view = profileViewed('ch-c1', 'ch-t1', {
        occurredAt: '2026-11-21T10:00:00.000Z',
        profile: profile('Ada', 'Lovelace'),
      });
      return { ...view, data: { ...view.data, action: 'send-connection', limit: 'connections', text: 'Hello Ada' } };
    })();
    const events = [recorded('ch-2', campaignCreated('ch-c1', ['ch-t1'])), recorded('ch-2', invited)];
    for (const projection of [campaignTargetsProjection, leadsProjection, activitiesProjection])
      await project(rm.db, projection, events);
    await project(rm.db, chatsProjection, [
      recorded('ch-2', message('chat-3', 'm5', '2026-11-22T10:00:00.000Z')),
      recorded('ch-2', message('chat-4', 'm6', '2026-11-22T11:00:00.000Z', { other: bob })),
    ]);

    expect((await findChat(rm.db, 'ch-2', 'chat-3'))?.campaignId).toBe('ch-c1');
    expect((await listChats(rm.db, 'ch-2', { limit: 10, skip: 0, campaignsOnly: true })).map((c) => c.chatId)).toEqual([
      'chat-3',
    ]);
    expect(await findChatLeadId(rm.db, 'ch-2', 'chat-3')).toBe('ch-t1');
    expect(await findChatLeadId(rm.db, 'ch-2', 'chat-4')).toBeUndefined();
    expect((await listChatThread(rm.db, 'ch-2', 'chat-3')).map((m) => [m.text, m.kind])).toEqual([
      ['Hello Ada', 'invitation'],
      ['text m5', undefined],
    ]);
  });
});
