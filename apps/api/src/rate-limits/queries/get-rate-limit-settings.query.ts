export class GetRateLimitSettingsQuery {
  constructor(readonly userId: string) {}
}
