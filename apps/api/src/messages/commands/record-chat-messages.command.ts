import type { ChatMessage, EventMetadata } from '@outflow/domain';

/** Records messages of one chat (from a webhook, a sync or a send); ones the chat has are skipped. */
export class RecordChatMessagesCommand {
  constructor(
    readonly accountId: string,
    readonly chatId: string,
    readonly messages: ChatMessage[],
    readonly metadata: EventMetadata,
  ) {}
}
