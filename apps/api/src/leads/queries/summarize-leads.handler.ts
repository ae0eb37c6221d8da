import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { summarizeLeads, type LeadSummary, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { SummarizeLeadsQuery } from './summarize-leads.query';

@QueryHandler(SummarizeLeadsQuery)
export class SummarizeLeadsHandler implements IQueryHandler<SummarizeLeadsQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute(query: SummarizeLeadsQuery): Promise<LeadSummary> {
    return summarizeLeads(this.db, query.userId);
  }
}
