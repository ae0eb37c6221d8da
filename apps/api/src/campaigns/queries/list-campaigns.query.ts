import { Query } from '@nestjs/cqrs';
import type { CampaignListItem } from '@outflow/read-models';

export class ListCampaignsQuery extends Query<CampaignListItem[]> {
  constructor(readonly userId: string) {
    super();
  }
}
