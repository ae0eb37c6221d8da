import { QueryHandler } from '@nestjs/cqrs';
import { listRecentActivities } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { ListRecentActivitiesQuery } from './list-recent-activities.query';

@QueryHandler(ListRecentActivitiesQuery)
export class ListRecentActivitiesHandler extends readModelQueryHandler((db, query: ListRecentActivitiesQuery) =>
  listRecentActivities(db, query.userId),
) {}
