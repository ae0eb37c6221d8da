import { Command } from '@nestjs/cqrs';
import type { EventMetadata, PromptEvent } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

export class DeletePromptCommand extends Command<HandleCommandResult<PromptEvent>> {
  constructor(
    readonly userId: string,
    readonly promptId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
