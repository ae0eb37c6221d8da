import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  campaignDecider,
  campaignStream,
  campaignTargetStream,
  leadsReached,
  type CampaignEvent,
  type Clock,
  type EventMetadata,
} from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';

/** Bulk "add to a campaign": profile URLs join the campaign (those it lists already are left out). */
export class AddCampaignLeadsCommand extends Command<HandleCommandResult<CampaignEvent>> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly profileUrls: readonly string[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** Bulk "remove from a campaign": the leads it has not reached leave it. */
export class RemoveCampaignLeadsCommand extends Command<HandleCommandResult<CampaignEvent>> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly targetIds: readonly string[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(AddCampaignLeadsCommand)
export class AddCampaignLeadsHandler extends deciderCommandHandler(campaignDecider)(
  ({ userId, campaignId, profileUrls, metadata }: AddCampaignLeadsCommand, now) => ({
    stream: campaignStream(campaignId),
    command: { type: 'AddCampaignLeads', data: { userId, profileUrls, now } },
    metadata,
  }),
) {}

/**
 * Reads the named leads' streams to learn which LinkedIn has already seen an action on (they stay),
 * then decides on the campaign stream. A step that starts while this runs may still act once: the
 * runner reads the campaign before each step, so nothing follows it.
 */
@CommandHandler(RemoveCampaignLeadsCommand)
export class RemoveCampaignLeadsHandler implements ICommandHandler<RemoveCampaignLeadsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(c: RemoveCampaignLeadsCommand): Promise<HandleCommandResult<CampaignEvent>> {
    const reached = leadsReached(await this.store.readStreams(c.targetIds.map(campaignTargetStream)));
    return handleCommand(
      this.store,
      campaignStream(c.campaignId),
      campaignDecider,
      {
        type: 'RemoveCampaignLeads',
        data: { userId: c.userId, targetIds: c.targetIds, reached, now: this.clock.now() },
      },
      c.metadata,
    );
  }
}
