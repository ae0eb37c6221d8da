import type { ScheduleSettingsChanged } from '@outflow/domain';
import { latestRowPerUser, type Projection } from '../projection';

/** A user's schedule as last saved; absent rows read as the defaults in their sign-up zone. */
export const scheduleSettingsProjection: Projection<ScheduleSettingsChanged> = latestRowPerUser(
  'schedule_settings',
  ['ScheduleSettingsChanged'],
  ({ metadata, data: { settings, occurredAt: changedAt } }) => ({
    user_id: metadata.userId,
    time_zone: settings.timeZone,
    working_hours: JSON.stringify(settings.workingHours),
    warm_up_enabled: settings.warmUp.enabled,
    updated_at: changedAt,
  }),
);
