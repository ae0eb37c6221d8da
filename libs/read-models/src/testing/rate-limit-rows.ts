import { DEFAULT_RATE_LIMITS } from '@outflow/domain';

/**
 * A rate_limit_settings row of the default limits but `connections` (any value: specs write bad
 * ones too) and, when given, the weekly cap (left out, the column's default applies).
 */
export const rateLimitRow = (userId: string, connections: number | string, weekly?: number) => ({
  user_id: userId,
  connections: connections as number,
  messages: DEFAULT_RATE_LIMITS.messages,
  profile_views: DEFAULT_RATE_LIMITS.profileViews,
  inmails: DEFAULT_RATE_LIMITS.inmails,
  likes: DEFAULT_RATE_LIMITS.likes,
  endorsements: DEFAULT_RATE_LIMITS.endorsements,
  followings: DEFAULT_RATE_LIMITS.followings,
  emails: DEFAULT_RATE_LIMITS.emails,
  total: DEFAULT_RATE_LIMITS.total,
  weekly_connections: weekly,
  updated_at: '2026-11-29T10:00:00.000Z',
});
