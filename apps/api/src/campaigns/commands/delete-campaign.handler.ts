import { Command, CommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, type CampaignEvent, type EventMetadata } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class DeleteCampaignCommand extends Command<HandleCommandResult<CampaignEvent>> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** Deleting stops the campaign and removes it from every list; its events stay for audit. */
@CommandHandler(DeleteCampaignCommand)
export class DeleteCampaignHandler extends deciderCommandHandler(campaignDecider)(
  ({ userId, campaignId, metadata }: DeleteCampaignCommand, now) => ({
    stream: campaignStream(campaignId),
    command: { type: 'DeleteCampaign', data: { userId, now } },
    metadata,
  }),
) {}
