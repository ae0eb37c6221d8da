import type { EventMetadata } from '@outflow/domain';
import type { PromptDto } from '../dto/prompt.dto';

export class SavePromptCommand {
  constructor(
    readonly userId: string,
    readonly input: PromptDto,
    readonly metadata: EventMetadata,
  ) {}
}
