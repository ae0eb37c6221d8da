import { countedActionDay, type CampaignDeleted, type LinkedInActionPerformed } from '@outflow/domain';
import type { Projection } from '../projection';
import { sql } from 'kysely';

/**
 * A campaign's LinkedIn actions counted against a limit, per account day: the campaign page's
 * "actions today" (the replay counts the same events with the same countedActionDay).
 */
export const campaignDailyActionsProjection: Projection<LinkedInActionPerformed | CampaignDeleted> = {
  name: 'campaign_daily_actions',
  eventTypes: ['LinkedInActionPerformed', 'CampaignDeleted'],
  async apply(trx, events) {
    let increments = new Map<string, { campaign_id: string; user_id: string; day: string; count: number }>();
    const flush = async () => {
      if (increments.size === 0) return;
      await trx
        .insertInto('campaign_daily_actions')
        .values([...increments.values()])
        .onConflict((oc) => oc.columns(['campaign_id', 'day']).doUpdateSet({ count: sql`campaign_daily_actions.count + excluded.count` }))
        .execute();
      increments = new Map();
    };
    for (const action of events) {
      if (action.type === 'CampaignDeleted') {
        await flush();
        await trx.deleteFrom('campaign_daily_actions').where('campaign_id', '=', action.data.campaignId).execute();
        continue;
      }
      const day = countedActionDay(action);
      if (!day) continue;
      const key = `${action.data.campaignId}|${day}`;
      const entry = increments.get(key) ?? { campaign_id: action.data.campaignId, user_id: action.metadata.userId, day, count: 0 };
      entry.count += 1;
      increments.set(key, entry);
    }
    await flush();
  },
};
