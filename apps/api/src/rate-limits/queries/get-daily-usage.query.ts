import { Query } from '@nestjs/cqrs';
import type { AccountUsage } from '@outflow/api-contract';

export class GetDailyUsageQuery extends Query<AccountUsage> {
  constructor(
    readonly userId: string,
    /** The clock's now: the day counted is the account's local day at this moment. */
    readonly now: Date,
  ) {
    super();
  }
}
