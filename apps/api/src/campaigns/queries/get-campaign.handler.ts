import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, type Clock } from '@outflow/domain';
import { findCampaign, type CampaignListItem, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../../infrastructure/tokens';
import { GetCampaignQuery } from './get-campaign.query';

@QueryHandler(GetCampaignQuery)
export class GetCampaignHandler implements IQueryHandler<GetCampaignQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: GetCampaignQuery): Promise<CampaignListItem> {
    const campaign = await findCampaign(this.db, query.userId, query.campaignId, this.clock.now());
    if (!campaign) throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    return campaign;
  }
}
