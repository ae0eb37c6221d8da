import { QueryHandler } from '@nestjs/cqrs';
import { summarizeLeads } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { SummarizeLeadsQuery } from './summarize-leads.query';

@QueryHandler(SummarizeLeadsQuery)
export class SummarizeLeadsHandler extends readModelQueryHandler((db, query: SummarizeLeadsQuery) =>
  summarizeLeads(db, query.userId),
) {}
