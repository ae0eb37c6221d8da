import type { EventMetadata } from '@outflow/domain';

/** The user writes in one of their chats from the inbox. */
export class SendChatMessageCommand {
  constructor(
    readonly chatId: string,
    readonly text: string,
    readonly user: { readonly id: string; readonly name: string },
    readonly metadata: EventMetadata,
  ) {}
}
