import { sql, type Selectable } from 'kysely';
import type { ReadModelDb } from './read-model-db';
import type { ChatAttendeeRow, ChatTable } from './schema';

/** An attendee as the inbox answers it (spec 01 §3 Chat). */
export interface InboxAttendee {
  readonly is_self: boolean;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly profile_picture_url: string | null;
  readonly profile_url: string | null;
  readonly provider_id: string | null;
}

export interface InboxMessage {
  readonly messageId: string;
  readonly text: string;
  readonly timestamp: string;
  readonly is_sender: boolean;
}

/** A chat of `GET /api/messages/chats` (spec 01 §3 Chat). */
export interface InboxChat {
  readonly chatId: string;
  readonly accountId: string;
  /** The campaign whose lead is the other attendee, or null. */
  readonly campaignId: string | null;
  readonly unreadCount: number;
  readonly lastMessage: { readonly text: string; readonly timestamp: string };
  readonly attendees: InboxAttendee[];
}

export interface ChatListOptions {
  readonly limit: number;
  readonly skip: number;
  /** Only chats with a lead of the user's campaigns (the Campaigns tab). */
  readonly campaignsOnly?: boolean;
}

const toAttendee = (a: ChatAttendeeRow): InboxAttendee => ({
  is_self: a.isSelf,
  first_name: a.firstName,
  last_name: a.lastName,
  profile_picture_url: a.pictureUrl,
  profile_url: a.profileUrl,
  provider_id: a.providerId,
});

type ChatRow = Selectable<ChatTable> & { campaign_id: string | null };

const toChat = (r: ChatRow): InboxChat => ({
  chatId: r.chat_id,
  accountId: r.account_id,
  campaignId: r.campaign_id,
  unreadCount: r.unread_count,
  lastMessage: { text: r.last_message_text, timestamp: r.last_message_at.toISOString() },
  attendees: r.attendees.map(toAttendee),
});

/** The user's chats with their campaign (the newest campaign that has the other attendee as a lead). */
function chatsWithCampaign(db: ReadModelDb, userId: string) {
  return db
    .selectFrom('chats as c')
    .selectAll('c')
    .select(
      sql<string | null>`(SELECT t.campaign_id FROM campaign_targets t
        WHERE t.user_id = c.user_id
          AND ((c.attendee_provider_id IS NOT NULL AND t.provider_id = c.attendee_provider_id)
            OR (c.attendee_public_id IS NOT NULL AND t.public_id = c.attendee_public_id))
        ORDER BY t.updated_at DESC LIMIT 1)`.as('campaign_id'),
    )
    .where('c.user_id', '=', userId);
}

/** The user's chats, latest message first. */
export async function listChats(db: ReadModelDb, userId: string, options: ChatListOptions): Promise<InboxChat[]> {
  let query = db.selectFrom(chatsWithCampaign(db, userId).as('chat')).selectAll();
  if (options.campaignsOnly) query = query.where('campaign_id', 'is not', null);
  const rows = await query.orderBy('last_message_at', 'desc').orderBy('chat_id').limit(options.limit).offset(options.skip).execute();
  return rows.map((r) => toChat(r as ChatRow));
}

export async function findChat(db: ReadModelDb, userId: string, chatId: string): Promise<InboxChat | undefined> {
  const row = await chatsWithCampaign(db, userId).where('c.chat_id', '=', chatId).executeTakeFirst();
  return row ? toChat(row as ChatRow) : undefined;
}

/** The chat's messages, oldest first; `last` keeps only the latest ones. */
export async function listChatMessages(db: ReadModelDb, userId: string, chatId: string, options: { last?: number } = {}): Promise<InboxMessage[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('user_id', '=', userId).where('chat_id', '=', chatId).orderBy('sent_at', 'desc').orderBy('message_id', 'desc');
  if (options.last !== undefined) query = query.limit(options.last);
  const rows = await query.execute();
  return rows.reverse().map((r) => ({ messageId: r.message_id, text: r.text, timestamp: r.sent_at.toISOString(), is_sender: r.is_sender }));
}

/** When each of these chats last had a message, as far as the inbox knows (a sync skips chats with nothing newer). */
export async function chatLastMessageTimes(db: ReadModelDb, userId: string, chatIds: readonly string[]): Promise<Map<string, Date>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db.selectFrom('chats').select(['chat_id', 'last_message_at']).where('user_id', '=', userId).where('chat_id', 'in', chatIds).execute();
  return new Map(rows.map((r) => [r.chat_id, r.last_message_at]));
}
