import { Command } from '@nestjs/cqrs';
import type { EventMetadata, PromptEvent } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';
import type { PromptDto } from '../dto/prompt.dto';

export class UpdatePromptCommand extends Command<HandleCommandResult<PromptEvent>> {
  constructor(
    readonly userId: string,
    readonly promptId: string,
    readonly input: PromptDto,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
