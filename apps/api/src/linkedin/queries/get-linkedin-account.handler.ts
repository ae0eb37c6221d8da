import { QueryHandler } from '@nestjs/cqrs';
import { findLinkedInAccountState } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { GetLinkedInAccountQuery } from './get-linkedin-account.query';

@QueryHandler(GetLinkedInAccountQuery)
export class GetLinkedInAccountHandler extends readModelQueryHandler((db, query: GetLinkedInAccountQuery) =>
  findLinkedInAccountState(db, query.userId),
) {}
