import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findLead, type Lead, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { GetLeadQuery } from './get-lead.query';

/** One of the user's leads; another user's lead answers the same 404 as a missing one. */
@QueryHandler(GetLeadQuery)
export class GetLeadHandler implements IQueryHandler<GetLeadQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async execute(query: GetLeadQuery): Promise<Lead> {
    const lead = await findLead(this.db, query.userId, query.leadId);
    if (!lead)
      throw new NotFoundException({
        statusCode: 404,
        success: false,
        errorCode: 'LEAD_NOT_FOUND',
        message: 'Lead not found',
        error: 'Lead not found',
      });
    return lead;
  }
}
