import { Query } from '@nestjs/cqrs';
import type { CampaignListItem } from '@outflow/read-models';

export class GetCampaignQuery extends Query<CampaignListItem> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
  ) {
    super();
  }
}
