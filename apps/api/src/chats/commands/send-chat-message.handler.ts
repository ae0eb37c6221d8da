import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChatMessage, Clock, EventMetadata } from '@outflow/domain';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findChat, findSender, type InboxMessage, type ReadModelDb } from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { CLOCK, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { ProjectionWaiter } from '../../infrastructure/projection-waiter';
import { requireProvider } from '../../linkedin/linkedin-provider.access';
import { chatNotFound } from '../chat-not-found';
import { mayUseSender, type SenderScope } from '../../workspaces/sender-access.decorator';
import { RecordChatMessagesCommand } from './record-chat-messages.handler';

/** The user writes in one of their chats from the inbox. */
export class SendChatMessageCommand extends Command<InboxMessage> {
  constructor(
    readonly chatId: string,
    readonly text: string,
    readonly user: { readonly id: string; readonly name: string },
    readonly metadata: EventMetadata,
    /** The senders the caller may use: a chat of another is unknown to them. */
    readonly senders: SenderScope = 'all',
  ) {
    super();
  }
}

/**
 * LinkedIn first, then the event: a message is recorded only once LinkedIn took it. Its echo by
 * webhook carries the same message id and records nothing more.
 */
@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly linkedin: LinkedInProvider | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ chatId, text, user, metadata, senders }: SendChatMessageCommand): Promise<InboxMessage> {
    const chat = await findChat(this.db, user.id, chatId);
    if (!chat || !mayUseSender(senders, chat.accountId)) throw chatNotFound();
    const provider = requireProvider(this.linkedin);
    const sent = await provider.sendMessage(chatId, text);
    // The chat's sender writes: its name and LinkedIn id.
    const own = (await findSender(this.db, user.id, chat.accountId)).profile;
    const self = chat.attendees.find((a) => a.is_self);
    const timestamp = this.clock.now().toISOString();
    // The provider may not name the message (unipile.md §6): then only our own id can record it.
    const messageId = sent.messageId ?? `sent-${randomUUID()}`;
    const message: ChatMessage = {
      chatId,
      accountId: chat.accountId,
      messageId,
      text,
      timestamp,
      isSender: true,
      sender: {
        providerId: own?.providerId ?? self?.provider_id ?? null,
        name: own?.fullName ?? (user.name || null),
        profileUrl: self?.profile_url ?? null,
      },
      attendees: [],
      source: 'send',
    };
    const recorded = await this.commands.execute(
      new RecordChatMessagesCommand(chat.accountId, chatId, [message], metadata),
    );
    await this.projection.waitForAppend(recorded.chat);
    return { messageId, text, timestamp, is_sender: true };
  }
}
