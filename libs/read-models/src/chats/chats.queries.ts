import { sql, type Selectable } from 'kysely';
import type { ReadModelDb } from '../read-model-db';
import type { ChatAttendeeRow, ChatTable } from './chats.table';
import type {
  Chat as InboxChat,
  ChatAttendee as InboxAttendee,
  ChatMessage as InboxMessage,
} from '@outflow/api-contract';
// The inbox's answers are the contract's own types (apps/api's conformance checks the rest).
export type { InboxAttendee, InboxChat, InboxMessage };

export interface ChatListOptions {
  readonly limit: number;
  readonly skip: number;
  /** Only chats with a lead of the user's campaigns (the Campaigns tab). */
  readonly campaignsOnly?: boolean;
  /** Only the chats of these senders (a member's senders); absent: every sender of the workspace. */
  readonly senders?: readonly string[];
  /** Only the chats of this sender. */
  readonly accountId?: string;
  /** Only the chats with a lead of this campaign. */
  readonly campaignId?: string;
  /** Only chats with unread messages. */
  readonly unreadOnly?: boolean;
}

const toAttendee = (a: ChatAttendeeRow): InboxAttendee => ({
  is_self: a.isSelf,
  first_name: a.firstName,
  last_name: a.lastName,
  profile_picture_url: a.pictureUrl,
  profile_url: a.profileUrl,
  provider_id: a.providerId,
});

type ChatRow = Selectable<ChatTable> & {
  campaign_id: string | null;
  dnc_code: string | null;
  sender_name: string | null;
};

const toChat = (r: ChatRow): InboxChat => ({
  chatId: r.chat_id,
  accountId: r.account_id,
  senderName: r.sender_name,
  campaignId: r.campaign_id,
  unreadCount: r.unread_count,
  lastMessage: { text: r.last_message_text, timestamp: r.last_message_at.toISOString() },
  attendees: r.attendees.map(toAttendee),
  doNotContact: r.dnc_code === null ? null : r.dnc_code === 'asked-to-stop' ? 'asked-to-stop' : 'user',
});

/**
 * The user's chats with their campaign (the newest campaign that has the other attendee as a lead)
 * and the other attendee's place on the Do-Not-Contact list (its contact, by member id or public id, or
 * through the campaign lead the chat is with).
 */
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
    .select(
      sql<string | null>`(SELECT k.dnc_code FROM contacts k
        WHERE k.user_id = c.user_id AND k.dnc_code IS NOT NULL
          AND ((c.attendee_provider_id IS NOT NULL AND k.provider_id = c.attendee_provider_id)
            OR (c.attendee_public_id IS NOT NULL
              AND (k.public_id = c.attendee_public_id OR k.contact_id = lower(c.attendee_public_id)))
            OR k.contact_id IN (SELECT t.contact_id FROM campaign_targets t
              WHERE t.user_id = c.user_id
                AND ((c.attendee_provider_id IS NOT NULL AND t.provider_id = c.attendee_provider_id)
                  OR (c.attendee_public_id IS NOT NULL AND t.public_id = c.attendee_public_id))))
        LIMIT 1)`.as('dnc_code'),
    )
    .select(
      sql<string | null>`(SELECT s.state->'profile'->>'fullName' FROM linkedin_accounts s
        WHERE s.account_id = c.account_id AND s.user_id = c.user_id)`.as('sender_name'),
    )
    .where('c.user_id', '=', userId);
}

/** The user's chats, latest message first. */
export async function listChats(db: ReadModelDb, userId: string, options: ChatListOptions): Promise<InboxChat[]> {
  let query = db.selectFrom(chatsWithCampaign(db, userId).as('chat')).selectAll();
  if (options.campaignsOnly) query = query.where('campaign_id', 'is not', null);
  if (options.senders) {
    if (options.senders.length === 0) return [];
    query = query.where('account_id', 'in', options.senders);
  }
  if (options.accountId !== undefined) query = query.where('account_id', '=', options.accountId);
  if (options.campaignId !== undefined) query = query.where('campaign_id', '=', options.campaignId);
  if (options.unreadOnly) query = query.where('unread_count', '>', 0);
  const rows = await query
    .orderBy('last_message_at', 'desc')
    .orderBy('chat_id')
    .limit(options.limit)
    .offset(options.skip)
    .execute();
  return rows.map((r) => toChat(r as ChatRow));
}

export async function findChat(db: ReadModelDb, userId: string, chatId: string): Promise<InboxChat | undefined> {
  const row = await chatsWithCampaign(db, userId).where('c.chat_id', '=', chatId).executeTakeFirst();
  return row ? toChat(row) : undefined;
}

/** The chat's messages, oldest first; `last` keeps only the latest ones. */
export async function listChatMessages(
  db: ReadModelDb,
  userId: string,
  chatId: string,
  options: { last?: number } = {},
): Promise<InboxMessage[]> {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('chat_id', '=', chatId)
    .orderBy('sent_at', 'desc')
    .orderBy('message_id', 'desc');
  if (options.last !== undefined) query = query.limit(options.last);
  const rows = await query.execute();
  return rows.reverse().map((r) => ({
    messageId: r.message_id,
    text: r.text,
    timestamp: r.sent_at.toISOString(),
    is_sender: r.is_sender,
  }));
}

/** When each of these chats last had a message, as far as the inbox knows (a sync skips chats with nothing newer). */
export async function chatLastMessageTimes(
  db: ReadModelDb,
  userId: string,
  chatIds: readonly string[],
): Promise<Map<string, Date>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chats')
    .select(['chat_id', 'last_message_at'])
    .where('user_id', '=', userId)
    .where('chat_id', 'in', chatIds)
    .execute();
  return new Map(rows.map((r) => [r.chat_id, r.last_message_at]));
}

/** The campaign targets whose lead is the chat's other attendee, by LinkedIn's id or public handle. */
const chatTargets = (userId: string, chatId: string) => sql`
  SELECT t.target_id, t.updated_at FROM chats c
  JOIN campaign_targets t ON t.user_id = c.user_id
    AND ((c.attendee_provider_id IS NOT NULL AND t.provider_id = c.attendee_provider_id)
      OR (c.attendee_public_id IS NOT NULL AND t.public_id = c.attendee_public_id))
  WHERE c.user_id = ${userId} AND c.chat_id = ${chatId}`;

/** The lead (leads read model) the chat is with: the one of the newest campaign that has them, or undefined. */
export async function findChatLeadId(db: ReadModelDb, userId: string, chatId: string): Promise<string | undefined> {
  const { rows } = await sql<{ target_id: string }>`
    SELECT m.target_id FROM (${chatTargets(userId, chatId)}) m
    JOIN leads l ON l.id = m.target_id AND l.user_id = ${userId}
    ORDER BY m.updated_at DESC LIMIT 1`.execute(db);
  return rows[0]?.target_id;
}

/** The invitation a campaign sent the chat's other attendee, as the thread shows it first. */
export interface InvitationNote {
  readonly activityId: string;
  readonly text: string;
  readonly sentAt: string;
}

/** The note of the latest invitation our campaigns sent the chat's other attendee, or undefined (none, or sent without a note). */
export async function findInvitationNote(
  db: ReadModelDb,
  userId: string,
  chatId: string,
): Promise<InvitationNote | undefined> {
  const { rows } = await sql<{ id: string; text: string; occurred_at: Date }>`
    SELECT a.id, a.text, a.occurred_at FROM activities a
    WHERE a.user_id = ${userId} AND a.action = 'send-connection' AND a.text IS NOT NULL AND a.text <> ''
      AND a.target_id IN (SELECT m.target_id FROM (${chatTargets(userId, chatId)}) m)
    ORDER BY a.occurred_at DESC LIMIT 1`.execute(db);
  const row = rows[0];
  return row ? { activityId: row.id, text: row.text, sentAt: row.occurred_at.toISOString() } : undefined;
}

/** The chat a chat stream (`chat-<accountId>-<chatId>`) records, for a notice that names only its stream. */
export async function findChatIdOfStream(
  db: ReadModelDb,
  userId: string,
  streamId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('chats')
    .select('chat_id')
    .where('user_id', '=', userId)
    .where(sql<string>`'chat-' || account_id || '-' || chat_id`, '=', streamId)
    .executeTakeFirst();
  return row?.chat_id;
}

/**
 * The chat's thread as the inbox shows it: the invitation note our campaign sent them first (when
 * there was one and LinkedIn does not already show it as a message), then the messages, oldest
 * first; `last` keeps only the latest ones.
 */
export async function listChatThread(
  db: ReadModelDb,
  userId: string,
  chatId: string,
  options: { last?: number } = {},
): Promise<InboxMessage[]> {
  const [messages, note] = await Promise.all([
    listChatMessages(db, userId, chatId, options),
    findInvitationNote(db, userId, chatId),
  ]);
  const complete = options.last === undefined || messages.length < options.last;
  if (!note || !complete || messages.some((m) => m.text.trim() === note.text.trim())) return messages;
  const invitation: InboxMessage = {
    messageId: `invitation-${note.activityId}`,
    text: note.text,
    timestamp: note.sentAt,
    is_sender: true,
    kind: 'invitation',
  };
  return [invitation, ...messages];
}
