export class GetCurrentSubscriptionQuery {
  constructor(readonly userId: string) {}
}
