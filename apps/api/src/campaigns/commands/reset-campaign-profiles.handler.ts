import { Command, CommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, type CampaignEvent, type EventMetadata } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class ResetCampaignProfilesCommand extends Command<HandleCommandResult<CampaignEvent>> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** reset-profiles: one event on the campaign stream; the runner fetches each unfinished lead's profile again on its next step. */
@CommandHandler(ResetCampaignProfilesCommand)
export class ResetCampaignProfilesHandler extends deciderCommandHandler(campaignDecider)(
  ({ userId, campaignId, metadata }: ResetCampaignProfilesCommand, now) => ({
    stream: campaignStream(campaignId),
    command: { type: 'ResetCampaignProfiles', data: { userId, now } },
    metadata,
  }),
) {}
