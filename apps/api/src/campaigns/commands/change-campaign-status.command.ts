import { Command } from '@nestjs/cqrs';
import type { CampaignEvent, CampaignStatus, EventMetadata } from '@outflow/domain';
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
