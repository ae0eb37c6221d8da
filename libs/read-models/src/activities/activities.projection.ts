import { localDay, type LinkedInActionPerformed } from '@outflow/domain';
import type { Projection } from '../projection';
import { upsertRows } from '../upsert-rows';

/**
 * The activity log (recent activities) and daily usage per limit (the dashboard gauges), both from
 * the runner's activity events. The event id is the activity's id, so a replay never doubles a row.
 */
export const activitiesProjection: Projection<LinkedInActionPerformed> = {
  name: 'activities',
  eventTypes: ['LinkedInActionPerformed'],
  async apply(trx, actions) {
    await trx
      .insertInto('activities')
      .values(
        actions.map((e) => ({
          id: e.eventId,
          user_id: e.metadata.userId,
          action: e.data.action,
          profile_url: e.data.profileUrl,
          campaign_name: e.data.campaignName,
          occurred_at: e.data.occurredAt,
          target_id: e.data.targetId,
          text: e.data.text,
          limit_key: e.data.limit,
          account_id: e.data.accountId ?? null,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    // One increment per (user, day, limit) for the whole batch. The day is the account's local day the
    // action's reservation counted it on; events from before time zones counted UTC days.
    const increments = new Map<string, { user_id: string; day: string; action: string; count: number }>();
    for (const e of actions) {
      if (!e.data.limit) continue;
      const day = e.data.day ?? localDay(new Date(e.data.occurredAt), 'UTC');
      const key = `${e.metadata.userId}|${day}|${e.data.limit}`;
      const entry = increments.get(key) ?? { user_id: e.metadata.userId, day, action: e.data.limit, count: 0 };
      entry.count += 1;
      increments.set(key, entry);
    }
    await upsertRows(trx, 'daily_usage', [...increments.values()], {
      key: ['user_id', 'day', 'action'],
      add: ['count'],
    });
  },
};
