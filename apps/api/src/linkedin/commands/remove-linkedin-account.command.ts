import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';

/** The user disconnects their LinkedIn account from the product (`DELETE /linkedin-accounts/disconnect`). */
export class RemoveLinkedInAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
