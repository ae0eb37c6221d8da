import {
  CAMPAIGN_EVENT_TYPES,
  campaignDecider,
  campaignFunnel,
  DomainError,
  FunnelFold,
  funnelGroupsOf,
  type CampaignFunnel,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { timelineOf } from './campaign-timeline';
import { eventsUpTo, type HistoryPoint } from './history-point';
import { cutAt } from './replay-snapshot';

const CAMPAIGN_EVENTS: ReadonlySet<string> = new Set(CAMPAIGN_EVENT_TYPES);

/**
 * The campaign's funnel as it stood at a point (issue 21): its events up to the point folded with
 * the read model's own fold (FunnelFold, evolveFunnelLead), counted as the read model's query
 * counts, against the sequence and the variant decisions of that moment.
 */
export function replayFunnel(
  events: readonly RecordedEvent[],
  campaignId: string,
  point: HistoryPoint | { readonly kind: 'event'; readonly n: number },
): CampaignFunnel {
  const count = eventsUpTo(events, cutAt(timelineOf(events, campaignId), point));
  const fold = new FunnelFold(campaignId);
  let campaign = campaignDecider.initialState();
  for (let i = 0; i < count; i++) {
    const event = events[i];
    fold.apply(event);
    if (CAMPAIGN_EVENTS.has(event.type) && (event.data as { campaignId?: string }).campaignId === campaignId)
      campaign = campaignDecider.evolve(campaign, event);
  }
  if (!campaign.exists) throw new DomainError('The campaign did not exist yet at that point', 'BEFORE_CAMPAIGN', 'at');
  return campaignFunnel(campaignId, campaign.sequence, funnelGroupsOf(fold.rows()), campaign.variantChoices);
}
