import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findDailyUsage, type DailyUsage, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { GetDailyUsageQuery } from './get-daily-usage.query';

@QueryHandler(GetDailyUsageQuery)
export class GetDailyUsageHandler implements IQueryHandler<GetDailyUsageQuery, DailyUsage> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute(query: GetDailyUsageQuery): Promise<DailyUsage> {
    return findDailyUsage(this.db, query.userId, query.day);
  }
}
