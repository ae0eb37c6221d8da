import type { EventMetadata } from '@outflow/domain';

export class DeleteCampaignCommand {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly metadata: EventMetadata,
  ) {}
}
