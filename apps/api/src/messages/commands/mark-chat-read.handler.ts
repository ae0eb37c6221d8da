import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chatDecider, chatStream, type ChatEvent, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { MarkChatReadCommand } from './mark-chat-read.command';

/** The user opened the chat, or LinkedIn says it holds nothing unread. */
@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler implements ICommandHandler<MarkChatReadCommand, HandleCommandResult<ChatEvent>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: MarkChatReadCommand): Promise<HandleCommandResult<ChatEvent>> {
    const data = { chatId: command.chatId, accountId: command.accountId, now: this.clock.now() };
    return handleCommand(this.store, chatStream(command.accountId, command.chatId), chatDecider, { type: 'MarkChatRead', data }, command.metadata);
  }
}
