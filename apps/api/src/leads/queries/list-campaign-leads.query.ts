import { Query } from '@nestjs/cqrs';
import type { Lead } from '@outflow/read-models';

/** One campaign's leads; the campaign must be the user's. */
export class ListCampaignLeadsQuery extends Query<Lead[]> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
  ) {
    super();
  }
}
