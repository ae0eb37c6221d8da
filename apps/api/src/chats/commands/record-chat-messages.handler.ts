import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordChatMessages, type RecordedMessages } from '@outflow/contacts';
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { RecordChatMessagesCommand } from './record-chat-messages.command';

/** The one way a message is recorded: the chat, then the reply rule for the member's messages. */
@CommandHandler(RecordChatMessagesCommand)
export class RecordChatMessagesHandler implements ICommandHandler<RecordChatMessagesCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LINKEDIN) private readonly linkedin: LinkedInProvider | null,
  ) {}

  execute({ accountId, chatId, messages, metadata }: RecordChatMessagesCommand): Promise<RecordedMessages> {
    const deps = { store: this.store, db: this.db, clock: this.clock, provider: this.linkedin };
    return recordChatMessages(deps, { accountId, chatId, messages }, metadata);
  }
}
