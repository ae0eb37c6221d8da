import { CommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { DeleteCampaignCommand } from './delete-campaign.command';

/** Deleting stops the campaign and removes it from every list; its events stay for audit. */
@CommandHandler(DeleteCampaignCommand)
export class DeleteCampaignHandler extends deciderCommandHandler(campaignDecider)(
  ({ userId, campaignId, metadata }: DeleteCampaignCommand, now) => ({
    stream: campaignStream(campaignId),
    command: { type: 'DeleteCampaign', data: { userId, now } },
    metadata,
  }),
) {}
