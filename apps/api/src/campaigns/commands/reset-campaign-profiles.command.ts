import { Command } from '@nestjs/cqrs';
import type { CampaignEvent, EventMetadata } from '@outflow/domain';
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
