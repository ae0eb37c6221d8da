import { loadLeadCampaign } from '@outflow/contacts';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  actingMarginsFor,
  actingWindow,
  campaignTargetStream,
  memberKeyOf,
  profileSlug,
  type Clock,
  type TargetCommand,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import {
  findOpenTargetsOfMember,
  findSenderScheduleSettings,
  findUserIdByLinkedInAccount,
  type ReadModelDb,
} from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';

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

/**
 * Records an acceptance (a waiting invitation step goes on at once) on every unfinished target of
 * the member in the account owner's campaigns that acts through this sender, found by member id,
 * public identifier or member key, through the target's decider. A webhook delivered twice
 * records nothing the second time.
 */
@CommandHandler(RecordAcceptanceCommand)
export class RecordAcceptanceHandler implements ICommandHandler<RecordAcceptanceCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RecordAcceptanceCommand): Promise<{ outcome: AcceptanceOutcome; targets: number }> {
    const userId = await findUserIdByLinkedInAccount(this.db, command.accountId);
    if (!userId) return { outcome: 'unknown-account', targets: 0 };
    const publicId =
      command.member.publicId ?? (command.member.profileUrl ? (profileSlug(command.member.profileUrl) ?? null) : null);
    const contactId = publicId ? memberKeyOf(publicId) : null;
    // The member accepted this sender's invitation: a lead assigned another sender was not invited by it.
    const targets = (
      await findOpenTargetsOfMember(this.db, userId, {
        providerId: command.member.providerId,
        publicId,
        contactId,
      })
    ).filter((t) => t.accountId === null || t.accountId === command.accountId);
    // The working hours that place the next step are the sender's (the account the member
    // accepted), in its own zone: each sender of a workspace has its own.
    const schedule = await findSenderScheduleSettings(this.db, userId, command.accountId);
    let recorded = 0;
    for (const target of targets) {
      const loaded = await loadLeadCampaign(this.store, { campaignId: target.campaignId, targetId: target.targetId });
      if (!loaded?.campaign.exists) continue;
      const { campaign, decider, read } = loaded;
      const now = this.clock.now();
      const profileUrl =
        command.member.profileUrl ?? campaign.leads.find((l) => l.targetId === target.targetId)?.profileUrl ?? '';
      // No jitter of its own: the runner's pacing queue spaces the account's actions out at random.
      const signal: TargetCommand = {
        type: 'AcceptanceSeen',
        data: {
          profileUrl,
          policy: {
            sequence: campaign.sequence,
            now,
            jitterMs: 0,
            window: actingWindow(schedule, actingMarginsFor(this.clock)),
          },
        },
      };
      const { newEvents } = await handleCommand(
        this.store,
        campaignTargetStream(target.targetId),
        decider,
        signal,
        {
          userId,
          actor: 'webhook',
          correlationId: command.correlationId,
        },
        { read },
      );
      if (newEvents.length > 0) recorded++;
    }
    return { outcome: recorded > 0 ? 'recorded' : 'no-open-lead', targets: recorded };
  }
}
