import { CommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { ResetCampaignProfilesCommand } from './reset-campaign-profiles.command';

/** reset-profiles: one event on the campaign stream; the runner fetches each unfinished lead's profile again on its next step. */
@CommandHandler(ResetCampaignProfilesCommand)
export class ResetCampaignProfilesHandler extends deciderCommandHandler(campaignDecider)(
  ({ userId, campaignId, metadata }: ResetCampaignProfilesCommand, now) => ({
    stream: campaignStream(campaignId),
    command: { type: 'ResetCampaignProfiles', data: { userId, now } },
    metadata,
  }),
) {}
