import { Command } from '@nestjs/cqrs';
import type { EventMetadata, LinkedInAccountEvent } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

/**
 * The provider reports the account's session working: a disconnected account is connected again
 * (LinkedInAccountConnected as a reconnection); an account already connected records nothing.
 */
export class RecordAccountConnectedCommand extends Command<HandleCommandResult<LinkedInAccountEvent>> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
