export class GetDailyUsageQuery {
  constructor(
    readonly userId: string,
    /** YYYY-MM-DD */
    readonly day: string,
  ) {}
}
