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

export type ReceivedMessageOutcome = 'recorded' | 'duplicate' | 'unknown-account' | 'no-message-id';
