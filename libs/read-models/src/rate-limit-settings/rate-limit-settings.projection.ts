import { DEFAULT_RATE_LIMITS, type RateLimitSettingsChanged } from '@outflow/domain';
import { lastPerKey, type Projection } from '../projection';

/** A user's daily limits as last saved; absent rows read as the spec's defaults. */
export const rateLimitSettingsProjection: Projection<RateLimitSettingsChanged> = {
  name: 'rate_limit_settings',
  eventTypes: ['RateLimitSettingsChanged'],
  async apply(trx, events) {
    const rows = lastPerKey(
      events,
      (e) => e.metadata.userId,
      (e) => {
        const { settings, changedAt } = e.data;
        return {
          user_id: e.metadata.userId,
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
        };
      },
    );
    if (rows.length === 0) return;
    await trx
      .insertInto('rate_limit_settings')
      .values(rows)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          connections: eb.ref('excluded.connections'),
          messages: eb.ref('excluded.messages'),
          profile_views: eb.ref('excluded.profile_views'),
          inmails: eb.ref('excluded.inmails'),
          likes: eb.ref('excluded.likes'),
          endorsements: eb.ref('excluded.endorsements'),
          followings: eb.ref('excluded.followings'),
          emails: eb.ref('excluded.emails'),
          total: eb.ref('excluded.total'),
          weekly_connections: eb.ref('excluded.weekly_connections'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  },
};
