import type { LinkedInMessageEvent } from '@outflow/linkedin';

/** The messaging webhook delivered a message of one of our users' accounts (theirs or the other side's). */
export class RecordReceivedMessageCommand {
  constructor(
    readonly event: LinkedInMessageEvent,
    readonly correlationId: string,
  ) {}
}
