import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listRecentActivities, type ReadModelDb, type RecentActivity } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { ListRecentActivitiesQuery } from './list-recent-activities.query';

@QueryHandler(ListRecentActivitiesQuery)
export class ListRecentActivitiesHandler implements IQueryHandler<ListRecentActivitiesQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute(query: ListRecentActivitiesQuery): Promise<RecentActivity[]> {
    return listRecentActivities(this.db, query.userId);
  }
}
