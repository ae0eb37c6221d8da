import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { campaignTargetStream, evolveTarget, initialTargetState, profileSlug, type CampaignTargetEvent, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { findLinkedInAccountState, findOpenTargetsOfMember, findUserIdByLinkedInAccount, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import { RecordLeadSignalCommand } from './record-lead-signal.command';

export type LeadSignalOutcome = 'recorded' | 'unknown-account' | 'own-message' | 'no-open-lead';

/**
 * Records a reply (LeadReplied: the runner ends that lead's sequence at once) or an acceptance
 * (ConnectionAccepted: a waiting invitation step goes on without waiting for its next check) on
 * every unfinished target of the member in the account owner's campaigns. A webhook delivered
 * twice records nothing the second time.
 */
@CommandHandler(RecordLeadSignalCommand)
export class RecordLeadSignalHandler implements ICommandHandler<RecordLeadSignalCommand, { outcome: LeadSignalOutcome; targets: number }> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RecordLeadSignalCommand): Promise<{ outcome: LeadSignalOutcome; targets: number }> {
    const userId = await findUserIdByLinkedInAccount(this.db, command.accountId);
    if (!userId) return { outcome: 'unknown-account', targets: 0 };
    if (command.signal === 'replied') {
      // The account's own messages come through the same webhook.
      const own = (await findLinkedInAccountState(this.db, userId)).profile?.providerId;
      if (own && command.member.providerId === own) return { outcome: 'own-message', targets: 0 };
    }
    const publicId = command.member.publicId ?? (command.member.profileUrl ? profileSlug(command.member.profileUrl) ?? null : null);
    const targets = await findOpenTargetsOfMember(this.db, userId, { providerId: command.member.providerId, publicId });
    let recorded = 0;
    for (const target of targets) {
      const stream = campaignTargetStream(target.targetId);
      const state = (await this.store.readStream(stream)).reduce(evolveTarget, initialTargetState('', ''));
      if (command.signal === 'replied' ? state.replied : state.connected) continue;
      const at = this.clock.now().toISOString();
      const ref = { campaignId: target.campaignId, targetId: target.targetId };
      const event: CampaignTargetEvent =
        command.signal === 'replied'
          ? { type: 'LeadReplied', data: { ...ref, profileUrl: command.member.profileUrl ?? '', chatId: command.chatId, at } }
          : { type: 'ConnectionAccepted', data: { ...ref, profileUrl: command.member.profileUrl ?? '', at } };
      // A fact from LinkedIn, whatever the runner is doing: appended at any version.
      await this.store.appendToStream(stream, [{ ...event, metadata: { userId, actor: 'system', correlationId: command.correlationId } }], { expectedVersion: 'any' });
      recorded++;
    }
    return { outcome: recorded > 0 ? 'recorded' : 'no-open-lead', targets: recorded };
  }
}
