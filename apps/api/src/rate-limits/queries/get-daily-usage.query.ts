export class GetDailyUsageQuery {
  constructor(
    readonly userId: string,
    /** The clock's now: the day counted is the account's local day at this moment. */
    readonly now: Date,
  ) {}
}
