import type { EventMetadata } from '@outflow/domain';

export class DeletePromptCommand {
  constructor(
    readonly userId: string,
    readonly promptId: string,
    readonly metadata: EventMetadata,
  ) {}
}
