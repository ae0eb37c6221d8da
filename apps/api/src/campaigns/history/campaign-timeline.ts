import {
  actorMatches,
  campaignStream,
  summarizeEvent,
  summaryContextOf,
  type CampaignState,
  type HistoryEntry,
  type LeadProfile,
  type SequenceNode,
  type SummaryContext,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { formatPosition, timeOf } from './history-point';

/** The timeline's filters: one lead, some event types, some actors, a time range (the clock's time, inclusive). */
export interface TimelineFilter {
  readonly targetId?: string;
  readonly types?: readonly string[];
  readonly actors?: readonly string[];
  readonly from?: Date;
  readonly to?: Date;
}

type Campaign = Extract<CampaignState, { exists: true }>;

/** The campaign's timeline: its own events, its leads', and the quota events they caused (the owner's account events only feed the replay). */
export function timelineOf(events: readonly RecordedEvent[], campaignId: string): RecordedEvent[] {
  const own = campaignStream(campaignId);
  return events.filter(
    (e) => e.streamId === own || (e.data as { campaignId?: string } | null)?.campaignId === campaignId,
  );
}

export function filterTimeline(events: readonly RecordedEvent[], filter: TimelineFilter): RecordedEvent[] {
  const types = filter.types?.length ? new Set(filter.types) : null;
  const actors = filter.actors?.length ? new Set(filter.actors) : null;
  const from = filter.from?.getTime() ?? -Infinity;
  const to = filter.to?.getTime() ?? Infinity;
  return events.filter((e) => {
    if (filter.targetId && (e.data as { targetId?: string }).targetId !== filter.targetId) return false;
    if (types && !types.has(e.type)) return false;
    if (actors && !actorMatches(e.metadata.actor, actors)) return false;
    const time = Date.parse(timeOf(e));
    return time >= from && time <= to;
  });
}

/** Names for the summaries: each lead by the last profile its events carried. */
export function summaryContextFor(
  campaign: Campaign,
  graphNodes: readonly SequenceNode[],
  events: readonly RecordedEvent[],
): SummaryContext {
  const profiles = new Map<string, LeadProfile | null>();
  for (const e of events) {
    const data = e.data as { targetId?: string; profile?: LeadProfile };
    if (data?.targetId && data.profile) profiles.set(data.targetId, data.profile);
  }
  return summaryContextOf(campaign.leads, graphNodes, profiles);
}

export function historyEntry(event: RecordedEvent, context: SummaryContext): HistoryEntry {
  return {
    position: formatPosition(event.position),
    type: event.type,
    time: timeOf(event),
    recordedAt: event.createdAt.toISOString(),
    actor: event.metadata.actor,
    correlationId: event.metadata.correlationId,
    causationId: event.metadata.causationId ?? null,
    streamId: event.streamId,
    targetId: (event.data as { targetId?: string } | null)?.targetId ?? null,
    summary: summarizeEvent(event, context),
    data: event.data,
  };
}

/** The builder graph the campaign was created with (its node labels name the steps). */
export function graphNodesOf(events: readonly RecordedEvent[], campaignId: string): SequenceNode[] {
  const created = events.find(
    (e) => e.type === 'CampaignCreated' && (e.data as { campaignId: string }).campaignId === campaignId,
  );
  return (created?.data as { graph?: { nodes: SequenceNode[] } } | undefined)?.graph?.nodes ?? [];
}
