import { CommandHandler } from '@nestjs/cqrs';
import { chatDecider, chatStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { MarkChatReadCommand } from './mark-chat-read.command';

/** The user opened the chat, or LinkedIn says it holds nothing unread. */
@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler extends deciderCommandHandler(chatDecider)(
  ({ accountId, chatId, metadata }: MarkChatReadCommand, now) => ({
    stream: chatStream(accountId, chatId),
    command: { type: 'MarkChatRead', data: { chatId, accountId, now } },
    metadata,
  }),
) {}
