import { effectiveLimits, localDay, WARM_UP_DAYS, warmUpOn, WEEK_MS, type RateLimitSettings } from '@outflow/domain';
import {
  countInvitationsSince,
  findDailyUsage,
  findLinkedInAccountState,
  findRateLimitSettings,
  findScheduleSettings,
  type DailyUsage,
  type ReadModelDb,
} from '@outflow/read-models';

/**
 * Today's usage (spec 01 §3 fields: one count per limit and the total), plus what the dashboard
 * needs to match the runner exactly: which local day it counts and in which zone, the limits the
 * user set and those in force today (warm-up), and the rolling week's invitations against the cap.
 */
export type AccountUsage = DailyUsage & {
  day: string;
  timeZone: string;
  limits: { set: RateLimitSettings; effective: RateLimitSettings };
  warmUp: { active: boolean; day: number | null; of: number };
  week: { connections: number; cap: number; since: string };
};

/** The usage GET /api/rate-limits/usage answers and activity:update pushes. */
export async function accountUsage(db: ReadModelDb, userId: string, now: Date): Promise<AccountUsage> {
  const [schedule, settings, account] = await Promise.all([findScheduleSettings(db, userId), findRateLimitSettings(db, userId), findLinkedInAccountState(db, userId)]);
  const day = localDay(now, schedule.timeZone);
  const since = new Date(now.getTime() - WEEK_MS);
  const [usage, invitations] = await Promise.all([findDailyUsage(db, userId, day), countInvitationsSince(db, userId, since)]);
  const warmUp = warmUpOn(account.firstConnectedAt ?? null, now, schedule.timeZone, schedule.warmUp.enabled);
  return {
    ...usage,
    day,
    timeZone: schedule.timeZone,
    limits: { set: settings, effective: effectiveLimits(settings, warmUp) },
    warmUp: { active: warmUp.active, day: warmUp.day, of: WARM_UP_DAYS },
    week: { connections: invitations, cap: settings.weeklyConnections, since: since.toISOString() },
  };
}
