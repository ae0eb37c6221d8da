import { CAMPAIGN_TARGET_EVENT_TYPES } from '@outflow/domain';
import type { ProjectedNotice } from '@outflow/read-models';

/**
 * What a projected event changed on the campaign list (spec 02 §4 "Real-time connection"): the
 * list's membership (a campaign created or deleted: the whole list is pushed again) or one
 * campaign's row (its status, or one of its targets moved on: that row is pushed).
 */
export type CampaignChange = { readonly kind: 'list' } | { readonly kind: 'campaign'; readonly campaignId: string };

const TARGET_EVENTS: ReadonlySet<string> = new Set(CAMPAIGN_TARGET_EVENT_TYPES);
const CAMPAIGN_STREAM = /^campaign-(.+)$/;
/** `campaign_target-<campaignId>_<n>`: the inverse of campaignTargetStream(campaignTargetId(campaignId, n)). */
const TARGET_STREAM = /^campaign_target-(.+)_\d+$/;

export function campaignChangeOf(notice: Pick<ProjectedNotice, 'type' | 'streamId'>): CampaignChange | undefined {
  switch (notice.type) {
    case 'CampaignCreated':
    case 'CampaignDeleted':
      return { kind: 'list' };
    case 'CampaignStatusChanged':
    // reset-profiles: the campaign's leads show as not enriched (the leads pages and the campaign page refetch).
    case 'CampaignProfilesReset':
    // Leads joined or left the campaign (bulk operations): its page, the list's counts and the leads pages refetch.
    case 'CampaignLeadsAdded':
    case 'CampaignLeadsRemoved':
    // A new version of the sequence: the page redraws it and its leads' steps.
    case 'SequenceRevised': {
      const campaignId = CAMPAIGN_STREAM.exec(notice.streamId)?.[1];
      return campaignId ? { kind: 'campaign', campaignId } : undefined;
    }
    default: {
      if (!TARGET_EVENTS.has(notice.type)) return undefined;
      // The notice carries no event data; the campaign is named by the target's stream id.
      const campaignId = TARGET_STREAM.exec(notice.streamId)?.[1];
      return campaignId ? { kind: 'campaign', campaignId } : undefined;
    }
  }
}
