import type { ChatListOptions } from '@outflow/read-models';

export class ListChatsQuery {
  constructor(
    readonly userId: string,
    readonly options: ChatListOptions,
  ) {}
}
