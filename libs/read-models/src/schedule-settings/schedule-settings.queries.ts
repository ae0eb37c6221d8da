import { defaultScheduleSettings, type IsoWeekday, type ScheduleSettings } from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';

/** The user's schedule: as saved, else the defaults in the zone their browser reported at sign-up. */
export async function findScheduleSettings(db: ReadModelDb, userId: string): Promise<ScheduleSettings> {
  const row = await db.selectFrom('schedule_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (row) {
    const hours = row.working_hours;
    return {
      timeZone: row.time_zone,
      workingHours: { enabled: hours.enabled, days: hours.days as IsoWeekday[], start: hours.start, end: hours.end },
      warmUp: { enabled: row.warm_up_enabled },
    };
  }
  const user = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return defaultScheduleSettings(user?.time_zone ?? undefined);
}
