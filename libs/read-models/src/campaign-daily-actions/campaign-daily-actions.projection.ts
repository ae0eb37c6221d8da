import { countedActionDay, type CampaignDeleted, type LinkedInActionPerformed } from '@outflow/domain';
import type { Projection } from '../projection';
import { upsertRows } from '../upsert-rows';

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
      await upsertRows(trx, 'campaign_daily_actions', [...increments.values()], {
        key: ['campaign_id', 'day'],
        add: ['count'],
      });
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
      const entry = increments.get(key) ?? {
        campaign_id: action.data.campaignId,
        user_id: action.metadata.userId,
        day,
        count: 0,
      };
      entry.count += 1;
      increments.set(key, entry);
    }
    await flush();
  },
};
