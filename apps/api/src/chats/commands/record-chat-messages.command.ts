import { Command } from '@nestjs/cqrs';
import type { RecordedMessages } from '@outflow/contacts';
import type { ChatMessage, EventMetadata } from '@outflow/domain';

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
