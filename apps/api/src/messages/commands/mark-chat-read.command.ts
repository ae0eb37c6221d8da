import type { EventMetadata } from '@outflow/domain';

export class MarkChatReadCommand {
  constructor(
    readonly accountId: string,
    readonly chatId: string,
    readonly metadata: EventMetadata,
  ) {}
}
