import { Query } from '@nestjs/cqrs';
import type { ScheduleSettings } from '@outflow/domain';

export class GetScheduleSettingsQuery extends Query<ScheduleSettings> {
  constructor(readonly userId: string) {
    super();
  }
}
