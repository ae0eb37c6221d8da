import { Command } from '@nestjs/cqrs';
import type { EventMetadata, SubscriptionEvent } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

export class StartTrialCommand extends Command<HandleCommandResult<SubscriptionEvent>> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
