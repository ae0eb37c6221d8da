import { Command, CommandHandler } from '@nestjs/cqrs';
import { chatDecider, chatStream, type ChatEvent, type EventMetadata } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class MarkChatReadCommand extends Command<HandleCommandResult<ChatEvent>> {
  constructor(
    readonly accountId: string,
    readonly chatId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** The user opened the chat, or LinkedIn says it holds nothing unread. */
@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler extends deciderCommandHandler(chatDecider)(
  ({ accountId, chatId, metadata }: MarkChatReadCommand, now) => ({
    stream: chatStream(accountId, chatId),
    command: { type: 'MarkChatRead', data: { chatId, accountId, now } },
    metadata,
  }),
) {}
