import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';
import type { InboxMessage } from '@outflow/read-models';

/** The user writes in one of their chats from the inbox. */
export class SendChatMessageCommand extends Command<InboxMessage> {
  constructor(
    readonly chatId: string,
    readonly text: string,
    readonly user: { readonly id: string; readonly name: string },
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
