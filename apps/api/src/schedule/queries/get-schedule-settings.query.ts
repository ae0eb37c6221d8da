export class GetScheduleSettingsQuery {
  constructor(readonly userId: string) {}
}
