import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  campaignDecider,
  campaignStream,
  campaignTargetStream,
  DomainError,
  leadStartState,
  targetDecider,
  type Clock,
  type EventMetadata,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';

/** An admin moves leads a campaign has not contacted yet to another of its senders. */
export class MoveCampaignLeadsCommand extends Command<{ moved: string[]; kept: string[] }> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly targetIds: readonly string[],
    readonly accountId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/**
 * Each lead's move is TargetSenderAssigned on its own stream, naming the admin who moved it; a lead
 * already contacted (or finished, or not the campaign's) keeps its sender and is answered as kept.
 */
@CommandHandler(MoveCampaignLeadsCommand)
export class MoveCampaignLeadsHandler implements ICommandHandler<MoveCampaignLeadsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(c: MoveCampaignLeadsCommand): Promise<{ moved: string[]; kept: string[] }> {
    const history = await this.store.readStream(campaignStream(c.campaignId));
    const campaign = history.reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!campaign.exists || campaign.deleted || campaign.userId !== c.userId)
      throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    if (!campaign.senders.includes(c.accountId))
      throw new DomainError(`${c.accountId} is not a sender of this campaign`, 'SENDER_NOT_IN_CAMPAIGN', 'accountId');
    const leads = new Set(campaign.leads.map((l) => l.targetId));
    const movedBy = c.metadata.memberId ?? c.metadata.userId;
    const moved: string[] = [];
    const kept: string[] = [];
    for (const targetId of new Set(c.targetIds)) {
      if (!leads.has(targetId)) {
        kept.push(targetId);
        continue;
      }
      const ref = { campaignId: c.campaignId, targetId };
      const decider = targetDecider(ref, campaign.sequence, campaign.createdAt, leadStartState(campaign, targetId));
      try {
        await handleCommand(
          this.store,
          campaignTargetStream(targetId),
          decider,
          { type: 'AssignSender', data: { accountId: c.accountId, movedBy, at: this.clock.now() } },
          c.metadata,
        );
        moved.push(targetId);
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'LEAD_CONTACTED') throw error;
        kept.push(targetId);
      }
    }
    return { moved, kept };
  }
}
