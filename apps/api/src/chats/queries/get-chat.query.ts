import { Query } from '@nestjs/cqrs';
import type { InboxChat, InboxMessage } from '@outflow/read-models';

/** One chat of the user with its messages, oldest first. */
export class GetChatQuery extends Query<ChatDetail> {
  constructor(
    readonly userId: string,
    readonly chatId: string,
  ) {
    super();
  }
}

export interface ChatDetail {
  readonly chat: InboxChat | null;
  readonly messages: InboxMessage[];
}
