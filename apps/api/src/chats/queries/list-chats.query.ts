import { Query } from '@nestjs/cqrs';
import type { ChatListOptions, InboxChat } from '@outflow/read-models';

export class ListChatsQuery extends Query<InboxChat[]> {
  constructor(
    readonly userId: string,
    readonly options: ChatListOptions,
  ) {
    super();
  }
}
