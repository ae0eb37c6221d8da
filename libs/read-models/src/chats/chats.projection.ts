import { CHAT_EVENT_TYPES, mergeAttendees, otherAttendee, profileSlug, type ChatEvent } from '@outflow/domain';
import { chunks } from '../chunks';
import type { Projection } from '../projection';
import type { ChatAttendeeRow } from './chats.table';
import { upsertRows } from '../upsert-rows';

interface ChatRow {
  user_id: string;
  chat_id: string;
  account_id: string;
  attendees: ChatAttendeeRow[];
  unread_count: number;
  last_message_text: string;
  last_message_at: string;
}

const MESSAGES_PER_STATEMENT = 1000;

const key = (userId: string, chatId: string) => `${userId} ${chatId}`;

/**
 * The inbox (spec 01 §2 Inbox): a chat row per chat stream, its last message, unread count (messages
 * from the other side since the last ChatRead) and attendees, and a row per message. The chat
 * decider records each message id once, so every ChatMessageRecorded is a new message.
 */
export const chatsProjection: Projection<ChatEvent> = {
  name: 'chats',
  eventTypes: CHAT_EVENT_TYPES,
  async apply(trx, events) {
    const touched = new Map<string, { userId: string; chatId: string }>();
    for (const e of events) {
      const { chatId } = e.data;
      touched.set(key(e.metadata.userId, chatId), { userId: e.metadata.userId, chatId });
    }
    const rows = new Map<string, ChatRow>();
    const pairs = [...touched.values()];
    const existing = await trx
      .selectFrom('chats')
      .selectAll()
      .where((eb) => eb.or(pairs.map((p) => eb.and([eb('user_id', '=', p.userId), eb('chat_id', '=', p.chatId)]))))
      .execute();
    for (const r of existing)
      rows.set(key(r.user_id, r.chat_id), { ...r, last_message_at: r.last_message_at.toISOString() });

    const messages: Array<{
      user_id: string;
      chat_id: string;
      message_id: string;
      text: string;
      sent_at: string;
      is_sender: boolean;
    }> = [];
    for (const event of events) {
      const userId = event.metadata.userId;
      const k = key(userId, event.data.chatId);
      const row = rows.get(k);
      if (event.type === 'ChatRead') {
        if (row) row.unread_count = 0;
        continue;
      }
      const m = event.data;
      messages.push({
        user_id: userId,
        chat_id: m.chatId,
        message_id: m.messageId,
        text: m.text,
        sent_at: m.timestamp,
        is_sender: m.isSender,
      });
      if (!row) {
        rows.set(k, {
          user_id: userId,
          chat_id: m.chatId,
          account_id: m.accountId,
          attendees: mergeAttendees([], m.attendees),
          unread_count: m.isSender ? 0 : 1,
          last_message_text: m.text,
          last_message_at: m.timestamp,
        });
        continue;
      }
      row.attendees = mergeAttendees(row.attendees, m.attendees);
      if (!m.isSender) row.unread_count += 1;
      // A sync may bring an older message after a newer one: the list shows the newest.
      if (Date.parse(m.timestamp) >= Date.parse(row.last_message_at)) {
        row.last_message_text = m.text;
        row.last_message_at = m.timestamp;
      }
    }

    const values = [...rows.values()].map((r) => {
      const other = otherAttendee(r.attendees);
      return {
        ...r,
        attendees: JSON.stringify(r.attendees),
        attendee_provider_id: other?.providerId ?? null,
        attendee_public_id: (other?.profileUrl && profileSlug(other.profileUrl)) || null,
      };
    });
    await upsertRows(trx, 'chats', values, { key: ['user_id', 'chat_id'] });
    // 6 bind parameters a message: a rebuild's large batches stay far below Postgres' 65,535.
    for (const chunk of chunks(messages, MESSAGES_PER_STATEMENT)) {
      await trx
        .insertInto('chat_messages')
        .values(chunk)
        .onConflict((oc) => oc.columns(['user_id', 'chat_id', 'message_id']).doNothing())
        .execute();
    }
  },
};
