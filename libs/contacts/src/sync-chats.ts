import { chatDecider, chatStream, type ChatMessage, type EventMetadata } from '@outflow/domain';
import { handleCommand } from '@outflow/event-store';
import type { LinkedInChat, LinkedInProvider, Page } from '@outflow/linkedin';
import { chatLastMessageTimes } from '@outflow/read-models';
import { attendeeFromProvider, messageFromProvider } from './chat-message-mapping';
import { recordChatMessages, type MessageDeps } from './record-chat-messages';

/** The inbox's first page of chats, and the latest messages read from each chat with news. */
export const SYNC_CHATS = 50;
export const SYNC_MESSAGES_PER_CHAT = 20;
/** Chats read at once by one sync. */
const SYNC_PARALLELISM = 4;
/**
 * Pages of chats a windowed read goes through at most (50 each): a busy sender can have more than one
 * page of chats with news since the last sweep, and a reply on page two is a reply all the same.
 */
export const SYNC_CHAT_PAGES = 20;

export interface ChatSync {
  /** Chats read because they had news. */
  readonly chats: number;
  /** Messages recorded (new to the inbox). */
  readonly recorded: number;
  /** Of them, replies from members, and the sequences those ended. */
  readonly replies: number;
  readonly stopped: number;
}

/**
 * Webhooks can be lost (the provider retries five times, then gives up; a dropped session stops
 * them): a sync reads the account's recent chats and records, through the one message path (the
 * reply rule included), what no webhook brought. A chat whose last activity the inbox already has
 * is not read further. The inbox sync, the reply sweep and a reconnect all run it.
 */
export async function syncChats(
  deps: MessageDeps & { readonly provider: LinkedInProvider },
  input: { readonly ownerId: string; readonly accountId: string; readonly after?: Date },
  metadata: EventMetadata,
): Promise<ChatSync> {
  const items = await chatsWithActivity(deps.provider, input.accountId, input.after);
  const known = await chatLastMessageTimes(
    deps.db,
    input.ownerId,
    items.map((c) => c.chatId),
  );
  const total = { chats: 0, recorded: 0, replies: 0, stopped: 0 };
  const withNews = items.filter((c) => hasNews(c, known.get(c.chatId)));
  // A few chats at once: a sweep's length is how late a reply no webhook brought is found, and each
  // chat is its own streams (a member's, the chat's), so they do not wait on each other.
  let next = 0;
  const worker = async () => {
    while (next < withNews.length) {
      const chat = withNews[next++];
      total.chats++;
      const result = await syncChat(deps, input.accountId, chat, metadata);
      total.recorded += result.recorded;
      total.replies += result.replies;
      total.stopped += result.stopped;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SYNC_PARALLELISM, withNews.length) }, worker));
  return total;
}

/** Reads one chat's latest messages and records them; a chat read on LinkedIn is read here too. */
export async function syncChat(
  deps: MessageDeps & { readonly provider: LinkedInProvider },
  accountId: string,
  chat: Pick<LinkedInChat, 'chatId' | 'unreadCount'>,
  metadata: EventMetadata,
  after?: Date,
): Promise<{ recorded: number; replies: number; stopped: number; fromMember: number }> {
  const [attendees, messages] = await Promise.all([
    deps.provider.listChatAttendees(chat.chatId),
    deps.provider.listMessages(chat.chatId, { limit: SYNC_MESSAGES_PER_CHAT, after }),
  ]);
  const chatAttendees = attendees.map(attendeeFromProvider);
  const now = deps.clock.now();
  const records = messages.items
    .map((m) => messageFromProvider(accountId, m, chatAttendees, now))
    .filter((m): m is ChatMessage => m !== null)
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const result =
    records.length > 0
      ? await recordChatMessages(deps, { accountId, chatId: chat.chatId, messages: records }, metadata)
      : null;
  if (chat.unreadCount === 0) {
    const read = { type: 'MarkChatRead' as const, data: { chatId: chat.chatId, accountId, now } };
    await handleCommand(deps.store, chatStream(accountId, chat.chatId), chatDecider, read, metadata, { maxRetries: 5 });
  }
  return {
    recorded: result?.chat.newEvents.length ?? 0,
    replies: result?.replies ?? 0,
    stopped: result?.stopped ?? 0,
    // Messages the other side wrote in what was read (recorded now or before).
    fromMember: records.filter((m) => !m.isSender).length,
  };
}

/**
 * The account's chats with activity after `after`, every page of them (up to SYNC_CHAT_PAGES); with
 * no window, the inbox's first page.
 */
export async function chatsWithActivity(
  provider: LinkedInProvider,
  accountId: string,
  after: Date | undefined,
): Promise<LinkedInChat[]> {
  const chats: LinkedInChat[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < (after ? SYNC_CHAT_PAGES : 1); page++) {
    const read: Page<LinkedInChat> = await provider.listChats(accountId, { limit: SYNC_CHATS, after, cursor });
    chats.push(...read.items);
    cursor = read.cursor;
    if (!cursor || read.items.length === 0) break;
  }
  return chats;
}

function hasNews(chat: LinkedInChat, lastKnown: Date | undefined): boolean {
  if (!lastKnown || !chat.lastActivityAt) return true;
  return Date.parse(chat.lastActivityAt) > lastKnown.getTime();
}

/**
 * Right before an action a member would see: did they write since `since` (a webhook may have been
 * lost)? Their chat's news is recorded through the one message path, so a reply found here ends
 * their sequences like any other. One call to LinkedIn per page of the account's chats with activity
 * since (usually one) when their chat has no news, two more when it has.
 */
export async function memberWroteSince(
  deps: MessageDeps & { readonly provider: LinkedInProvider },
  input: { readonly accountId: string; readonly memberProviderId: string; readonly since: Date },
  metadata: EventMetadata,
  /** The account's chats read for this check (shared with other checks); absent: read here. */
  chatsRead?: Promise<LinkedInChat[]>,
): Promise<boolean> {
  const chats = await (chatsRead ?? chatsWithActivity(deps.provider, input.accountId, input.since));
  const chat = chats.find((c) => c.attendeeProviderId === input.memberProviderId);
  if (!chat) return false;
  const { fromMember } = await syncChat(deps, input.accountId, chat, metadata, input.since);
  return fromMember > 0;
}
