import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ScheduleSettings } from '@outflow/domain';
import { findScheduleSettings, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { GetScheduleSettingsQuery } from './get-schedule-settings.query';

@QueryHandler(GetScheduleSettingsQuery)
export class GetScheduleSettingsHandler implements IQueryHandler<GetScheduleSettingsQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute(query: GetScheduleSettingsQuery): Promise<ScheduleSettings> {
    return findScheduleSettings(this.db, query.userId);
  }
}
