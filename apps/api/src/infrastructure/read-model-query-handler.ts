import { Inject, type Type } from '@nestjs/common';
import type { Query } from '@nestjs/cqrs';
import type { Clock } from '@outflow/domain';
import type { ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from './tokens';

/**
 * The query-handler shell read-model queries share: the bus query becomes one read of the read
 * models, as they stand `now`. A handler says only how it reads (as deciderCommandHandler does for
 * commands):
 *
 *   @QueryHandler(ListLeadsQuery)
 *   export class ListLeadsHandler extends readModelQueryHandler((db, q: ListLeadsQuery) => listLeads(db, q.userId)) {}
 */
export const readModelQueryHandler = <Q extends Query<R>, R>(
  read: (db: ReadModelDb, query: Q, now: Date) => Promise<R>,
): Type<{ execute(query: Q): Promise<R> }> => {
  class ReadModelQueryHandler {
    constructor(
      @Inject(READ_DB) readonly db: ReadModelDb,
      @Inject(CLOCK) readonly clock: Clock,
    ) {}

    execute(query: Q): Promise<R> {
      return read(this.db, query, this.clock.now());
    }
  }
  return ReadModelQueryHandler;
};
