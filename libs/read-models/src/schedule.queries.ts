import { defaultScheduleSettings, type IsoWeekday, type ScheduleSettings } from '@outflow/domain';
import type { ReadModelDb } from './read-model-db';

/** The user's schedule: as saved, else the defaults in the zone their browser reported at sign-up. */
export async function findScheduleSettings(db: ReadModelDb, userId: string): Promise<ScheduleSettings> {
  const row = await db.selectFrom('schedule_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (row) {
    const hours = row.working_hours;
    return { timeZone: row.time_zone, workingHours: { enabled: hours.enabled, days: hours.days as IsoWeekday[], start: hours.start, end: hours.end }, warmUp: { enabled: row.warm_up_enabled } };
  }
  const user = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return defaultScheduleSettings(user?.time_zone ?? undefined);
}

export interface AccountHoldRow {
  readonly code: string;
  readonly accountId: string;
  readonly reason: string;
  readonly until: Date | null;
  readonly since: Date;
}

/** The holds recorded on the user's account (an expired `until` is the caller's to ignore). */
export async function findAccountHolds(db: ReadModelDb, userId: string): Promise<AccountHoldRow[]> {
  const rows = await db.selectFrom('account_holds').selectAll().where('user_id', '=', userId).execute();
  return rows.map((r) => ({ code: r.code, accountId: r.account_id, reason: r.reason, until: r.until, since: r.since }));
}
