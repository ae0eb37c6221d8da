import { LIMIT_KEYS, type LimitKey } from '@outflow/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from './read-model-db';

export type DailyUsage = Record<LimitKey, number> & { total: number };

/** What the user's account did on `day` (YYYY-MM-DD), per limit, and in total. */
export async function findDailyUsage(db: ReadModelDb, userId: string, day: string): Promise<DailyUsage> {
  const rows = await db
    .selectFrom('daily_usage')
    .select(['action', 'count'])
    .where('user_id', '=', userId)
    .where('day', '=', sql<string>`${day}::date`)
    .execute();
  const usage = { total: 0 } as DailyUsage;
  for (const key of LIMIT_KEYS) usage[key] = 0;
  for (const row of rows) {
    if ((LIMIT_KEYS as readonly string[]).includes(row.action)) usage[row.action as LimitKey] = row.count;
    usage.total += row.count;
  }
  return usage;
}

export interface RecentActivity {
  readonly action: string;
  readonly profileUrl: string;
  readonly timestamp: string;
  readonly campaignName: string | null;
}

/** The user's latest activities, newest first (spec 01 §3 "Recent activity"). */
export async function listRecentActivities(db: ReadModelDb, userId: string, limit = 50): Promise<RecentActivity[]> {
  const rows = await db.selectFrom('activities').selectAll().where('user_id', '=', userId).orderBy('occurred_at', 'desc').limit(limit).execute();
  return rows.map((r) => ({ action: r.action, profileUrl: r.profile_url, timestamp: r.occurred_at.toISOString(), campaignName: r.campaign_name }));
}

/** Invitations the user's account sent after `since` (the rolling week of the invitation cap). */
export async function countInvitationsSince(db: ReadModelDb, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('action', '=', 'send-connection')
    .where('occurred_at', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
