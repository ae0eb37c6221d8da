import { CommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { ChangeCampaignStatusCommand } from './change-campaign-status.command';

/** Start (active) or pause: the runner reads the campaign stream before every step, so a pause holds at once. */
@CommandHandler(ChangeCampaignStatusCommand)
export class ChangeCampaignStatusHandler extends deciderCommandHandler(campaignDecider)(
  ({ userId, campaignId, status, metadata }: ChangeCampaignStatusCommand, now) => ({
    stream: campaignStream(campaignId),
    command: { type: 'ChangeCampaignStatus', data: { userId, status, now } },
    metadata,
  }),
) {}
