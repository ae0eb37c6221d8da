import { Command } from '@nestjs/cqrs';

/**
 * A member accepted an invitation (LinkedIn's new-relation webhook): a lead waiting for it goes on
 * at once. Replies have their own path: every message goes through RecordChatMessagesCommand.
 */
export class RecordAcceptanceCommand extends Command<{ outcome: AcceptanceOutcome; targets: number }> {
  constructor(
    readonly accountId: string,
    readonly member: { providerId: string | null; publicId: string | null; profileUrl: string | null },
    readonly correlationId: string,
  ) {
    super();
  }
}

export type AcceptanceOutcome = 'recorded' | 'unknown-account' | 'no-open-lead';
