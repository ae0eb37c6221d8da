import { Query } from '@nestjs/cqrs';
import type { RecentActivity } from '@outflow/read-models';

export class ListRecentActivitiesQuery extends Query<RecentActivity[]> {
  constructor(readonly userId: string) {
    super();
  }
}
