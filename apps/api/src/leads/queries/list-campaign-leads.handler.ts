import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUsersCampaign, listLeads, type Lead, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { ListCampaignLeadsQuery } from './list-campaign-leads.query';

/** 404 for a campaign that is not the user's, whether it belongs to someone else or to no one. */
@QueryHandler(ListCampaignLeadsQuery)
export class ListCampaignLeadsHandler implements IQueryHandler<ListCampaignLeadsQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async execute(query: ListCampaignLeadsQuery): Promise<Lead[]> {
    if (!(await isUsersCampaign(this.db, query.userId, query.campaignId))) {
      const message = `Campaign ${query.campaignId} not found`;
      throw new NotFoundException({
        statusCode: 404,
        success: false,
        errorCode: 'CAMPAIGN_NOT_FOUND',
        message,
        error: message,
      });
    }
    return listLeads(this.db, query.userId, { campaignId: query.campaignId });
  }
}
