export class ListRecentActivitiesQuery {
  constructor(readonly userId: string) {}
}
