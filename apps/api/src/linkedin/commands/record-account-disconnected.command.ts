import type { EventMetadata } from '@outflow/domain';

/** A provider error or the account-status webhook said the account's session is gone. */
export class RecordAccountDisconnectedCommand {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    /** The provider's word: `disconnected_account`, `CREDENTIALS`, `DELETED`... */
    readonly reason: string,
    readonly metadata: EventMetadata,
  ) {}
}
