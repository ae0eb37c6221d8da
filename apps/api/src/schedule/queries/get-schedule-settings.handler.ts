import { QueryHandler } from '@nestjs/cqrs';
import { findScheduleSettings } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { GetScheduleSettingsQuery } from './get-schedule-settings.query';

@QueryHandler(GetScheduleSettingsQuery)
export class GetScheduleSettingsHandler extends readModelQueryHandler((db, query: GetScheduleSettingsQuery) =>
  findScheduleSettings(db, query.userId),
) {}
