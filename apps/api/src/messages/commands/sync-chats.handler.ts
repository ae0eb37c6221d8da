import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChatMessage, Clock, EventMetadata } from '@outflow/domain';
import type { LinkedInChat, LinkedInProvider } from '@outflow/linkedin';
import { chatLastMessageTimes, findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { requireProvider } from '../../linkedin/linkedin-provider.access';
import { attendeeFromProvider, messageFromProvider } from '../chat-message-mapping';
import { MarkChatReadCommand } from './mark-chat-read.command';
import { RecordChatMessagesCommand } from './record-chat-messages.command';
import { type ChatSyncResult, SyncChatsCommand } from './sync-chats.command';

/** The inbox's first page of chats, and the latest messages read from each chat with news. */
export const SYNC_CHATS = 50;
export const SYNC_MESSAGES_PER_CHAT = 20;

/**
 * Webhooks can be lost (the provider retries five times, then gives up; a dropped session stops
 * them): a sync reads the recent chats and records what no webhook brought. Chats whose last
 * activity the inbox already has are not read further.
 */
@CommandHandler(SyncChatsCommand)
export class SyncChatsHandler implements ICommandHandler<SyncChatsCommand> {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly linkedin: LinkedInProvider | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, correlationId }: SyncChatsCommand): Promise<ChatSyncResult> {
    const account = await findLinkedInAccountState(this.db, userId);
    if (account.connection !== 'connected' || !account.accountId) return { chats: 0, recorded: 0 };
    const accountId = account.accountId;
    const provider = requireProvider(this.linkedin);
    const { items } = await provider.listChats(accountId, { limit: SYNC_CHATS });
    const known = await chatLastMessageTimes(this.db, userId, items.map((c) => c.chatId));
    const metadata: EventMetadata = { userId, actor: 'system', correlationId, causationId: correlationId };
    let chats = 0;
    let recorded = 0;
    for (const chat of items.filter((c) => hasNews(c, known.get(c.chatId)))) {
      chats++;
      const [attendees, messages] = await Promise.all([provider.listChatAttendees(chat.chatId), provider.listMessages(chat.chatId, { limit: SYNC_MESSAGES_PER_CHAT })]);
      const chatAttendees = attendees.map(attendeeFromProvider);
      const now = this.clock.now();
      const records = messages.items
        .map((m) => messageFromProvider(accountId, m, chatAttendees, now))
        .filter((m): m is ChatMessage => m !== null)
        .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
      if (records.length > 0) {
        const result = await this.commands.execute(new RecordChatMessagesCommand(accountId, chat.chatId, records, metadata));
        recorded += result.newEvents.length;
      }
      // Read on LinkedIn itself: nothing to show as unread here either.
      if (chat.unreadCount === 0) await this.commands.execute(new MarkChatReadCommand(accountId, chat.chatId, metadata));
    }
    return { chats, recorded };
  }
}

function hasNews(chat: LinkedInChat, lastKnown: Date | undefined): boolean {
  if (!lastKnown || !chat.lastActivityAt) return true;
  return Date.parse(chat.lastActivityAt) > lastKnown.getTime();
}
