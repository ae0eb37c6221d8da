import type { ScheduleSettingsChanged } from '@outflow/domain';
import { lastPerUser, type Projection } from '../projection';
import { upsertRows } from '../upsert-rows';

/** A user's schedule as last saved; absent rows read as the defaults in their sign-up zone. */
export const scheduleSettingsProjection: Projection<ScheduleSettingsChanged> = {
  name: 'schedule_settings',
  eventTypes: ['ScheduleSettingsChanged'],
  async apply(trx, events) {
    const rows = lastPerUser(events, ({ metadata, data: { settings, occurredAt: changedAt } }) => ({
      user_id: metadata.userId,
      time_zone: settings.timeZone,
      working_hours: JSON.stringify(settings.workingHours),
      warm_up_enabled: settings.warmUp.enabled,
      updated_at: changedAt,
    }));
    await upsertRows(trx, 'schedule_settings', rows, { key: ['user_id'] });
  },
};
