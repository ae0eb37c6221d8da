import { Command } from '@nestjs/cqrs';

/**
 * Something LinkedIn told us about a member (through a webhook) that campaigns act on: they
 * replied in a chat, or they accepted an invitation.
 */
export class RecordLeadSignalCommand extends Command<{ outcome: LeadSignalOutcome; targets: number }> {
  constructor(
    readonly signal: 'replied' | 'accepted',
    readonly accountId: string,
    readonly member: { providerId: string | null; publicId: string | null; profileUrl: string | null },
    readonly chatId: string | null,
    readonly correlationId: string,
  ) {
    super();
  }
}

export type LeadSignalOutcome = 'recorded' | 'unknown-account' | 'own-message' | 'no-open-lead';
