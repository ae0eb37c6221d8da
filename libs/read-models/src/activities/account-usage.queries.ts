import {
  effectiveLimits,
  localDay,
  localDayWindow,
  WARM_UP_DAYS,
  warmUpOn,
  WEEK_MS,
  type LinkedInAccountState,
} from '@outflow/domain';
import { findLinkedInAccountState, findSender } from '../linkedin-accounts/linkedin-accounts.queries';
import type { ReadModelDb } from '../read-model-db';
import { findSenderRateLimitSettings, findSenderScheduleSettings } from '../sender-settings/sender-settings.queries';
import { countInvitationsSince, findDailyUsage } from './usage.queries';
import type { AccountUsage, SenderDay } from '@outflow/api-contract';
export type { AccountUsage, SenderDay };

/**
 * The account's day as the usage gauges, the support view and the lead table's "why" read it: what
 * was counted today (local day), the limits set and in force (after warm-up), the week's invitations.
 * With a sender: that sender's day, under its own settings (else the workspace's), its own actions.
 */
export async function accountUsage(
  db: ReadModelDb,
  userId: string,
  now: Date,
  accountId?: string,
): Promise<AccountUsage> {
  const [schedule, settings, account] = await Promise.all([
    findSenderScheduleSettings(db, userId, accountId),
    findSenderRateLimitSettings(db, userId, accountId),
    accountId ? findSender(db, userId, accountId) : findLinkedInAccountState(db, userId),
  ]);
  const day = localDay(now, schedule.timeZone);
  const since = new Date(now.getTime() - WEEK_MS);
  const [usage, invitations] = await Promise.all([
    findDailyUsage(db, userId, localDayWindow(now, schedule.timeZone), accountId),
    countInvitationsSince(db, userId, since, accountId),
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

/**
 * One sender's day as the Senders page shows it: what it did today (its local day), the limits in
 * force for it (its own settings, else the workspace's; after its own warm-up).
 */
export async function senderDay(
  db: ReadModelDb,
  ownerId: string,
  sender: LinkedInAccountState,
  now: Date,
): Promise<SenderDay> {
  const [schedule, settings] = await Promise.all([
    findSenderScheduleSettings(db, ownerId, sender.accountId ?? undefined),
    findSenderRateLimitSettings(db, ownerId, sender.accountId ?? undefined),
  ]);
  const usage = await findDailyUsage(
    db,
    ownerId,
    localDayWindow(now, schedule.timeZone),
    sender.accountId ?? undefined,
  );
  const warmUp = warmUpOn(sender.firstConnectedAt ?? null, now, schedule.timeZone, schedule.warmUp.enabled);
  return {
    usage,
    limits: effectiveLimits(settings, warmUp),
    warmUp: { active: warmUp.active, day: warmUp.day, of: WARM_UP_DAYS },
  };
}
