import { Command } from '@nestjs/cqrs';
import type { LinkedInAccountStatusEvent } from '@outflow/linkedin';

/** The provider's account-status webhook, already authenticated and parsed. */
export class ApplyAccountStatusCommand extends Command<AccountStatusOutcome> {
  constructor(
    readonly event: LinkedInAccountStatusEvent,
    readonly correlationId: string,
  ) {
    super();
  }
}

/** What became of a status delivery (for the log and the webhook's answer). */
export type AccountStatusOutcome =
  'disconnected' | 'reconnected' | 'restricted' | 'lifted' | 'unchanged' | 'unknown-account';
