import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listLeads, type Lead, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { ListLeadsQuery } from './list-leads.query';

@QueryHandler(ListLeadsQuery)
export class ListLeadsHandler implements IQueryHandler<ListLeadsQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute(query: ListLeadsQuery): Promise<Lead[]> {
    return listLeads(this.db, query.userId, { campaignId: query.campaignId });
  }
}
