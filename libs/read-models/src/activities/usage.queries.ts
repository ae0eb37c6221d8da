import { LIMIT_KEYS, type LimitKey } from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';
import type { RecentActivity } from '@outflow/api-contract';
export type { RecentActivity };

export type DailyUsage = Record<LimitKey, number> & { total: number };

/**
 * What the user's account did inside a local day's window (its instants in the account's zone
 * now), per limit and in total: counted from the actions' own times, so a zone change re-counts
 * the day from what was really done in it (issue 17).
 */
export async function findDailyUsage(
  db: ReadModelDb,
  userId: string,
  window: { readonly from: number; readonly to: number },
  /** One sender's actions only; absent: every sender's. */
  accountId?: string,
): Promise<DailyUsage> {
  const rows = await db
    .selectFrom('activities')
    .select((eb) => ['limit_key', eb.fn.countAll<string>().as('count')])
    .where('user_id', '=', userId)
    .$if(accountId !== undefined, (q) =>
      // Rows projected before activities named their sender count for every sender: never under-counted.
      q.where((eb) => eb.or([eb('account_id', '=', accountId!), eb('account_id', 'is', null)])),
    )
    .where('limit_key', 'is not', null)
    .where('occurred_at', '>=', new Date(window.from))
    .where('occurred_at', '<', new Date(window.to))
    .groupBy('limit_key')
    .execute();
  const usage = { total: 0 } as DailyUsage;
  for (const key of LIMIT_KEYS) usage[key] = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if ((LIMIT_KEYS as readonly string[]).includes(row.limit_key!)) usage[row.limit_key as LimitKey] = count;
    usage.total += count;
  }
  return usage;
}

/** The user's latest activities, newest first, each with its lead's name and picture when known. */
export async function listRecentActivities(db: ReadModelDb, userId: string, limit = 50): Promise<RecentActivity[]> {
  const rows = await db
    .selectFrom('activities as a')
    .leftJoin('leads as l', (join) => join.onRef('l.id', '=', 'a.target_id').onRef('l.user_id', '=', 'a.user_id'))
    .select([
      'a.action',
      'a.profile_url',
      'a.occurred_at',
      'a.campaign_name',
      'l.id as lead_id',
      'l.first_name',
      'l.last_name',
      'l.picture_url',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.occurred_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    action: r.action,
    profileUrl: r.profile_url,
    timestamp: r.occurred_at.toISOString(),
    campaignName: r.campaign_name,
    leadId: r.lead_id,
    firstName: r.first_name,
    lastName: r.last_name,
    pictureUrl: r.picture_url,
  }));
}

/** The action of the activity an event recorded (an activity's id is its event's), or undefined. */
export async function findActivityAction(
  db: ReadModelDb,
  userId: string,
  activityId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('activities')
    .select('action')
    .where('id', '=', activityId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.action;
}

/** Invitations the user's account sent after `since` (the rolling week of the invitation cap). */
export async function countInvitationsSince(
  db: ReadModelDb,
  userId: string,
  since: Date,
  accountId?: string,
): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .$if(accountId !== undefined, (q) =>
      // Rows projected before activities named their sender count for every sender: never under-counted.
      q.where((eb) => eb.or([eb('account_id', '=', accountId!), eb('account_id', 'is', null)])),
    )
    .where('action', '=', 'send-connection')
    .where('occurred_at', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
