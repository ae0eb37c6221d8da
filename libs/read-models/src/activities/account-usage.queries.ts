import { effectiveLimits, localDay, localDayWindow, WARM_UP_DAYS, warmUpOn, WEEK_MS } from '@outflow/domain';
import { findLinkedInAccountState } from '../linkedin-accounts/linkedin-accounts.queries';
import { findRateLimitSettings } from '../rate-limit-settings/rate-limit-settings.queries';
import type { ReadModelDb } from '../read-model-db';
import { findScheduleSettings } from '../schedule-settings/schedule-settings.queries';
import { countInvitationsSince, findDailyUsage } from './usage.queries';
import type { AccountUsage } from '@outflow/api-contract';
export type { AccountUsage };

/**
 * The account's day as the usage gauges, the support view and the lead table's "why" read it: what
 * was counted today (local day), the limits set and in force (after warm-up), the week's invitations.
 */
export async function accountUsage(db: ReadModelDb, userId: string, now: Date): Promise<AccountUsage> {
  const [schedule, settings, account] = await Promise.all([
    findScheduleSettings(db, userId),
    findRateLimitSettings(db, userId),
    findLinkedInAccountState(db, userId),
  ]);
  const day = localDay(now, schedule.timeZone);
  const since = new Date(now.getTime() - WEEK_MS);
  const [usage, invitations] = await Promise.all([
    findDailyUsage(db, userId, localDayWindow(now, schedule.timeZone)),
    countInvitationsSince(db, userId, since),
  ]);
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
