import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';
import type { AppendResult } from '@outflow/event-store';
import type { PromptDto } from '../dto/prompt.dto';

export class SavePromptCommand extends Command<{ promptId: string; appended?: AppendResult }> {
  constructor(
    readonly userId: string,
    readonly input: PromptDto,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
