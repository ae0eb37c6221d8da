import { Command } from '@nestjs/cqrs';
import type { EventMetadata, LinkedInAccountEvent, LinkedInAccountState } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

/** A provider error or the account-status webhook said the account's session is gone. */
export class RecordAccountDisconnectedCommand extends Command<AccountDisconnectedOutcome> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    /** The provider's word: `disconnected_account`, `CREDENTIALS`, `DELETED`... */
    readonly reason: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

export interface AccountDisconnectedOutcome {
  readonly result: HandleCommandResult<LinkedInAccountEvent>;
  /** The account as the user's stream has it afterwards (the read model may not have it yet). */
  readonly state: LinkedInAccountState;
}
