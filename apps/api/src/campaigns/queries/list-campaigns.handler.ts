import { QueryHandler } from '@nestjs/cqrs';
import { listCampaigns } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { ListCampaignsQuery } from './list-campaigns.query';

@QueryHandler(ListCampaignsQuery)
export class ListCampaignsHandler extends readModelQueryHandler((db, query: ListCampaignsQuery, now) =>
  listCampaigns(db, query.userId, now),
) {}
