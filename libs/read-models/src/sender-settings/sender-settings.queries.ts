import type { RateLimitSettings, ScheduleSettings } from '@outflow/domain';
import { findRateLimitSettings } from '../rate-limit-settings/rate-limit-settings.queries';
import type { ReadModelDb } from '../read-model-db';
import { findScheduleSettings } from '../schedule-settings/schedule-settings.queries';

async function ownSettings(db: ReadModelDb, ownerId: string, accountId: string) {
  return db
    .selectFrom('sender_settings')
    .select(['limits', 'schedule'])
    .where('account_id', '=', accountId)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
}

/** The limits a sender acts under: its own, else its workspace's. No sender: the workspace's. */
export async function findSenderRateLimitSettings(
  db: ReadModelDb,
  ownerId: string,
  accountId: string | null | undefined,
): Promise<RateLimitSettings> {
  const own = accountId ? (await ownSettings(db, ownerId, accountId))?.limits : null;
  return own ?? findRateLimitSettings(db, ownerId);
}

/** The schedule a sender acts under: its own, else its workspace's. No sender: the workspace's. */
export async function findSenderScheduleSettings(
  db: ReadModelDb,
  ownerId: string,
  accountId: string | null | undefined,
): Promise<ScheduleSettings> {
  const own = accountId ? (await ownSettings(db, ownerId, accountId))?.schedule : null;
  return own ?? findScheduleSettings(db, ownerId);
}
