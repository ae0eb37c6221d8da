import { QueryHandler } from '@nestjs/cqrs';
import { listLeads } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { ListLeadsQuery } from './list-leads.query';

@QueryHandler(ListLeadsQuery)
export class ListLeadsHandler extends readModelQueryHandler((db, query: ListLeadsQuery) =>
  listLeads(db, query.userId, { campaignId: query.campaignId }),
) {}
