import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Clock } from '@outflow/domain';
import { listCampaigns, type CampaignListItem, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../../infrastructure/tokens';
import { ListCampaignsQuery } from './list-campaigns.query';

@QueryHandler(ListCampaignsQuery)
export class ListCampaignsHandler implements IQueryHandler<ListCampaignsQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(query: ListCampaignsQuery): Promise<CampaignListItem[]> {
    return listCampaigns(this.db, query.userId, this.clock.now());
  }
}
