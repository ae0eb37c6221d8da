import { effectiveLimits, localDay, WARM_UP_DAYS, warmUpOn, WEEK_MS } from '@outflow/domain';
import {
  countInvitationsSince,
  findDailyUsage,
  findLinkedInAccountState,
  findRateLimitSettings,
  findScheduleSettings,
  type ReadModelDb,
} from '@outflow/read-models';
import type { AccountUsage } from '@outflow/api-contract';
export type { AccountUsage };

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
