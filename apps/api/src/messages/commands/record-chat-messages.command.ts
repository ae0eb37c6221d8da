import { Command } from '@nestjs/cqrs';
import type { ChatEvent, ChatMessage, EventMetadata } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

/** Records messages of one chat (from a webhook, a sync or a send); ones the chat has are skipped. */
export class RecordChatMessagesCommand extends Command<HandleCommandResult<ChatEvent>> {
  constructor(
    readonly accountId: string,
    readonly chatId: string,
    readonly messages: ChatMessage[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
