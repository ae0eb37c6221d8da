import { CommandHandler } from '@nestjs/cqrs';
import { chatDecider, chatStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { RecordChatMessagesCommand } from './record-chat-messages.command';

/** A webhook and a sync may race on one chat: the append's expected version makes the loser re-decide. */
@CommandHandler(RecordChatMessagesCommand)
export class RecordChatMessagesHandler extends deciderCommandHandler(chatDecider)(
  ({ accountId, chatId, messages, metadata }: RecordChatMessagesCommand) => ({
    stream: chatStream(accountId, chatId),
    command: { type: 'RecordChatMessages', data: { messages } },
    metadata,
  }),
  { maxRetries: 5 },
) {}
