import { Command } from '@nestjs/cqrs';
import type { ChatEvent, EventMetadata } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

export class MarkChatReadCommand extends Command<HandleCommandResult<ChatEvent>> {
  constructor(
    readonly accountId: string,
    readonly chatId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
