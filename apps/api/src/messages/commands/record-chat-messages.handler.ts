import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chatDecider, chatStream, type ChatEvent } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { RecordChatMessagesCommand } from './record-chat-messages.command';

/** A webhook and a sync may race on one chat: the append's expected version makes the loser re-decide. */
@CommandHandler(RecordChatMessagesCommand)
export class RecordChatMessagesHandler implements ICommandHandler<RecordChatMessagesCommand, HandleCommandResult<ChatEvent>> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute(command: RecordChatMessagesCommand): Promise<HandleCommandResult<ChatEvent>> {
    return handleCommand(this.store, chatStream(command.accountId, command.chatId), chatDecider, { type: 'RecordChatMessages', data: { messages: command.messages } }, command.metadata, {
      maxRetries: 5,
    });
  }
}
