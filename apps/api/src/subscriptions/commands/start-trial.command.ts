import type { EventMetadata } from '@outflow/domain';

export class StartTrialCommand {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
