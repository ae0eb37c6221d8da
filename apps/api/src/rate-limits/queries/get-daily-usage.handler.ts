import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { accountUsage, type AccountUsage } from '@outflow/read-models';
import { GetDailyUsageQuery } from './get-daily-usage.query';

@QueryHandler(GetDailyUsageQuery)
export class GetDailyUsageHandler implements IQueryHandler<GetDailyUsageQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute({ userId, now }: GetDailyUsageQuery): Promise<AccountUsage> {
    return accountUsage(this.db, userId, now);
  }
}
