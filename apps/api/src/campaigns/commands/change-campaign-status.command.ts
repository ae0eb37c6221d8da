import type { CampaignStatus, EventMetadata } from '@outflow/domain';

export class ChangeCampaignStatusCommand {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly status: CampaignStatus,
    readonly metadata: EventMetadata,
  ) {}
}
