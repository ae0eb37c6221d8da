import { DEFAULT_RATE_LIMITS, type RateLimitSettingsChanged } from '@outflow/domain';
import { latestRowPerUser, type Projection } from '../projection';

/** A user's daily limits as last saved; absent rows read as the spec's defaults. */
export const rateLimitSettingsProjection: Projection<RateLimitSettingsChanged> = latestRowPerUser(
  'rate_limit_settings',
  ['RateLimitSettingsChanged'],
  ({ metadata, data: { settings, occurredAt: changedAt } }) => ({
    user_id: metadata.userId,
    connections: settings.connections,
    messages: settings.messages,
    profile_views: settings.profileViews,
    inmails: settings.inmails,
    likes: settings.likes,
    endorsements: settings.endorsements,
    followings: settings.followings,
    emails: settings.emails,
    total: settings.total,
    // Saved before the weekly cap existed: its default.
    weekly_connections: settings.weeklyConnections ?? DEFAULT_RATE_LIMITS.weeklyConnections,
    updated_at: changedAt,
  }),
);
