import {
  CAMPAIGN_EVENT_TYPES,
  CAMPAIGN_TARGET_EVENT_TYPES,
  QUOTA_EVENT_TYPES,
  type CampaignEvent,
  type CampaignTargetEvent,
  type QuotaEvent,
} from '@outflow/domain';
import type { Projection } from '../projection';
import { sql } from 'kysely';

/**
 * How many events each campaign's timeline holds (its own, its leads', the quota they used): the
 * campaign page's replay slider spans them. A deleted campaign's row goes; nothing brings it back.
 */
export const campaignTimelinesProjection: Projection<CampaignEvent | CampaignTargetEvent | QuotaEvent> = {
  name: 'campaign_timelines',
  eventTypes: [...CAMPAIGN_EVENT_TYPES, ...CAMPAIGN_TARGET_EVENT_TYPES, ...QUOTA_EVENT_TYPES],
  async apply(trx, events) {
    const created = new Map<string, { user_id: string; events: number }>();
    const added = new Map<string, number>();
    const deleted = new Set<string>();
    for (const event of events) {
      const { campaignId } = event.data;
      if (event.type === 'CampaignCreated') created.set(campaignId, { user_id: event.metadata.userId, events: 1 });
      else if (event.type === 'CampaignDeleted') {
        created.delete(campaignId);
        added.delete(campaignId);
        deleted.add(campaignId);
      } else if (created.has(campaignId)) created.get(campaignId)!.events++;
      else added.set(campaignId, (added.get(campaignId) ?? 0) + 1);
    }
    if (deleted.size > 0)
      await trx
        .deleteFrom('campaign_timelines')
        .where('campaign_id', 'in', [...deleted])
        .execute();
    if (created.size > 0)
      await trx
        .insertInto('campaign_timelines')
        .values([...created].map(([campaign_id, row]) => ({ campaign_id, ...row })))
        .onConflict((oc) => oc.column('campaign_id').doNothing())
        .execute();
    // One statement for every campaign the batch adds to.
    const grown = [...added].filter(([campaignId]) => !deleted.has(campaignId));
    if (grown.length > 0)
      await sql`UPDATE campaign_timelines AS t SET events = t.events + g.n
        FROM unnest(${grown.map(([id]) => id)}::text[], ${grown.map(([, n]) => n)}::int[]) AS g(campaign_id, n)
        WHERE t.campaign_id = g.campaign_id`.execute(trx);
  },
};
