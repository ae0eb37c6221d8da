import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LinkedInAccountState } from '@outflow/domain';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { GetLinkedInAccountQuery } from './get-linkedin-account.query';

@QueryHandler(GetLinkedInAccountQuery)
export class GetLinkedInAccountHandler implements IQueryHandler<GetLinkedInAccountQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute(query: GetLinkedInAccountQuery): Promise<LinkedInAccountState> {
    return findLinkedInAccountState(this.db, query.userId);
  }
}
