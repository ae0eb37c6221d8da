import type { EventMetadata } from '@outflow/domain';

export class ResetCampaignProfilesCommand {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly metadata: EventMetadata,
  ) {}
}
