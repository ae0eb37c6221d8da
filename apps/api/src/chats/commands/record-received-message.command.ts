import { Command } from '@nestjs/cqrs';
import type { LinkedInMessageEvent } from '@outflow/linkedin';

/** The messaging webhook delivered a message of one of our users' accounts (theirs or the other side's). */
export class RecordReceivedMessageCommand extends Command<ReceivedMessageOutcome> {
  constructor(
    readonly event: LinkedInMessageEvent,
    readonly correlationId: string,
  ) {
    super();
  }
}

/**
 * What became of a webhook's message: `replied` when it was a member's reply (recorded on their
 * contact, their sequences ended), `recorded` for any other new message, `duplicate` when known.
 */
export type ReceivedMessageOutcome = 'replied' | 'recorded' | 'duplicate' | 'unknown-account' | 'no-message-id';
