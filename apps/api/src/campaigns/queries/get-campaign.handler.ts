import { QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@outflow/domain';
import { findCampaign } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { GetCampaignQuery } from './get-campaign.query';

@QueryHandler(GetCampaignQuery)
export class GetCampaignHandler extends readModelQueryHandler(async (db, query: GetCampaignQuery, now) => {
  const campaign = await findCampaign(db, query.userId, query.campaignId, now);
  if (!campaign) throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
  return campaign;
}) {}
