import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';

/** The user's saved limits, or the spec's defaults when none were saved. */
export async function findRateLimitSettings(db: ReadModelDb, userId: string): Promise<RateLimitSettings> {
  const row = await db.selectFrom('rate_limit_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { ...DEFAULT_RATE_LIMITS };
  return {
    connections: row.connections,
    messages: row.messages,
    profileViews: row.profile_views,
    inmails: row.inmails,
    likes: row.likes,
    endorsements: row.endorsements,
    followings: row.followings,
    emails: row.emails,
    total: row.total,
    weeklyConnections: row.weekly_connections,
  };
}
