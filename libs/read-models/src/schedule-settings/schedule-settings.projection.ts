import type { ScheduleSettingsChanged } from '@outflow/domain';
import { lastPerKey, type Projection } from '../projection';

/** A user's schedule as last saved; absent rows read as the defaults in their sign-up zone. */
export const scheduleSettingsProjection: Projection<ScheduleSettingsChanged> = {
  name: 'schedule_settings',
  eventTypes: ['ScheduleSettingsChanged'],
  async apply(trx, events) {
    const rows = lastPerKey(
      events,
      (e) => e.metadata.userId,
      (e) => {
        const { settings, changedAt } = e.data;
        return {
          user_id: e.metadata.userId,
          time_zone: settings.timeZone,
          working_hours: JSON.stringify(settings.workingHours),
          warm_up_enabled: settings.warmUp.enabled,
          updated_at: changedAt,
        };
      },
    );
    if (rows.length === 0) return;
    await trx
      .insertInto('schedule_settings')
      .values(rows)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          time_zone: eb.ref('excluded.time_zone'),
          working_hours: eb.ref('excluded.working_hours'),
          warm_up_enabled: eb.ref('excluded.warm_up_enabled'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  },
};
