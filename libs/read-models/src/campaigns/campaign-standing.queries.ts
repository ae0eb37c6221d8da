import { actingWindow, type CampaignStanding, type CampaignStatus, type ScheduleSettings } from '@outflow/domain';
import { accountUsage } from '../activities/account-usage.queries';
import type { ReadModelDb } from '../read-model-db';
import { findSenderScheduleSettings } from '../sender-settings/sender-settings.queries';
import { findAccountStatusReason } from './campaigns.queries';

/**
 * What stops a campaign's leads at `now`: the account's standing, its acting window and today's
 * usage against the limits in force. The campaign page's lead table and the lead page both read it
 * here and hand it to the one leadRowOf, so a lead says the same "why" in both places (issue 17).
 * The window and limits are the sender's (the campaign's account), its own where it set them.
 */
export async function findCampaignStanding(
  db: ReadModelDb,
  userId: string,
  campaignStatus: CampaignStatus,
  now: Date,
  /** The sender the lead acts through (its assigned one, else the campaign's): its standing, settings and day speak for it. */
  accountId?: string | null,
): Promise<CampaignStanding & { readonly schedule: ScheduleSettings }> {
  const sender = accountId ?? undefined;
  const [reason, schedule, usage] = await Promise.all([
    findAccountStatusReason(db, userId, now, sender),
    findSenderScheduleSettings(db, userId, sender),
    accountUsage(db, userId, now, sender),
  ]);
  const today = {
    used: usage,
    limits: usage.limits.effective,
    warmUpDay: usage.warmUp.active ? usage.warmUp.day : null,
    timeZone: schedule.timeZone,
  };
  // The account's troubles speak only for a running campaign (a paused one says so itself).
  const account = campaignStatus === 'active' ? reason : null;
  return { campaignStatus, account, window: actingWindow(schedule), today, now, schedule };
}
