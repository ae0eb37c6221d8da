import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, campaignTargetStream, profileSlug, targetDecider, type Clock, type TargetCommand } from '@outflow/domain';
import { handleCommand, loadState, type EventStore } from '@outflow/event-store';
import { findLinkedInAccountState, findOpenTargetsOfMember, findScheduleSettings, findUserIdByLinkedInAccount, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import { type LeadSignalOutcome, RecordLeadSignalCommand } from './record-lead-signal.command';

/**
 * Records a reply (the lead's sequence ends at once, whatever its step is doing) or an acceptance
 * (a waiting invitation step goes on at once) on every unfinished target of the member in the
 * account owner's campaigns, through the target's decider. A webhook delivered twice records
 * nothing the second time.
 */
@CommandHandler(RecordLeadSignalCommand)
export class RecordLeadSignalHandler implements ICommandHandler<RecordLeadSignalCommand> {
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
    const schedule = await findScheduleSettings(this.db, userId);
    let recorded = 0;
    for (const target of targets) {
      const { state: campaign } = await loadState(this.store, campaignStream(target.campaignId), campaignDecider);
      if (!campaign.exists) continue;
      const now = this.clock.now();
      const profileUrl = command.member.profileUrl ?? campaign.leads.find((l) => l.targetId === target.targetId)?.profileUrl ?? '';
      const signal: TargetCommand =
        command.signal === 'replied'
          ? { type: 'ReplyArrived', data: { profileUrl, chatId: command.chatId, at: now } }
          : // No jitter of its own: the runner's pacing queue spaces the account's actions out at random.
            { type: 'AcceptanceSeen', data: { profileUrl, policy: { sequence: campaign.sequence, now, jitterMs: 0, schedule } } };
      const decider = targetDecider({ campaignId: target.campaignId, targetId: target.targetId }, campaign.sequence, campaign.createdAt);
      const { newEvents } = await handleCommand(this.store, campaignTargetStream(target.targetId), decider, signal, {
        userId,
        actor: 'webhook',
        correlationId: command.correlationId,
      });
      if (newEvents.length > 0) recorded++;
    }
    return { outcome: recorded > 0 ? 'recorded' : 'no-open-lead', targets: recorded };
  }
}
