import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';

/** The browser's return (`POST /linkedin-accounts/callback`) or the provider's notify named this account. */
export class ConnectLinkedInAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
