import type { EventMetadata } from '@outflow/domain';
import type { PromptDto } from '../dto/prompt.dto';

export class UpdatePromptCommand {
  constructor(
    readonly userId: string,
    readonly promptId: string,
    readonly input: PromptDto,
    readonly metadata: EventMetadata,
  ) {}
}
