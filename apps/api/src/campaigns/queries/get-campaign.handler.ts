import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@outflow/domain';
import { findCampaign, type CampaignListItem, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { GetCampaignQuery } from './get-campaign.query';

@QueryHandler(GetCampaignQuery)
export class GetCampaignHandler implements IQueryHandler<GetCampaignQuery, CampaignListItem> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async execute(query: GetCampaignQuery): Promise<CampaignListItem> {
    const campaign = await findCampaign(this.db, query.userId, query.campaignId);
    if (!campaign) throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    return campaign;
  }
}
