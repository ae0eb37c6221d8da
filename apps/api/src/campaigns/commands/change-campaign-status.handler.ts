import { Command, CommandHandler } from '@nestjs/cqrs';
import {
  campaignDecider,
  campaignStream,
  type CampaignEvent,
  type CampaignStatus,
  type EventMetadata,
} from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class ChangeCampaignStatusCommand extends Command<HandleCommandResult<CampaignEvent>> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly status: CampaignStatus,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** Start (active) or pause: the runner reads the campaign stream before every step, so a pause holds at once. */
@CommandHandler(ChangeCampaignStatusCommand)
export class ChangeCampaignStatusHandler extends deciderCommandHandler(campaignDecider)(
  ({ userId, campaignId, status, metadata }: ChangeCampaignStatusCommand, now) => ({
    stream: campaignStream(campaignId),
    command: { type: 'ChangeCampaignStatus', data: { userId, status, now } },
    metadata,
  }),
) {}
