import { DEFAULT_RATE_LIMITS, type RateLimitSettingsChanged } from '@outflow/domain';
import { lastPerUser, type Projection } from '../projection';
import { upsertRows } from '../upsert-rows';

/** A user's daily limits as last saved; absent rows read as the spec's defaults. */
export const rateLimitSettingsProjection: Projection<RateLimitSettingsChanged> = {
  name: 'rate_limit_settings',
  eventTypes: ['RateLimitSettingsChanged'],
  async apply(trx, events) {
    const rows = lastPerUser(events, ({ metadata, data: { settings, occurredAt: changedAt } }) => ({
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
    }));
    await upsertRows(trx, 'rate_limit_settings', rows, { key: ['user_id'] });
  },
};
