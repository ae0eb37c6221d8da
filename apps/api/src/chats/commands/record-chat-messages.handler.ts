import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordChatMessages, type RecordedMessages } from '@outflow/contacts';
import type { Clock, ChatMessage, EventMetadata } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';

/**
 * Records messages of one chat (from a webhook, a sync, a sweep or a send); ones the chat has are
 * skipped, and each new one from the member is a reply that ends their sequences (@outflow/contacts).
 */
export class RecordChatMessagesCommand extends Command<RecordedMessages> {
  constructor(
    readonly accountId: string,
    readonly chatId: string,
    readonly messages: ChatMessage[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

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
