import {
  CampaignReplayFold,
  DomainError,
  snapshotOfReplay,
  type CampaignSnapshot,
  type LeadTableQuery,
} from '@outflow/domain';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@outflow/event-store';
import { timelineOf } from './campaign-timeline';
import { eventsUpTo, formatPosition, timeOf, type HistoryPoint } from './history-point';

/** A replay point as a history point: the n-th event of the timeline (the slider), past its end the last one. */
export function cutAt(
  timeline: readonly { readonly position: GlobalPosition }[],
  point: HistoryPoint | { readonly kind: 'event'; readonly n: number },
): HistoryPoint {
  if (point.kind !== 'event') return point;
  if (timeline.length === 0) return { kind: 'prepare', prepare: -1n };
  return { kind: 'position', position: timeline[Math.min(point.n, timeline.length) - 1].position };
}

/**
 * The campaign page as it stood at a point: the events up to it folded with the system's own
 * evolve functions (CampaignReplayFold), shown through the same snapshot as the live page.
 */
export function replaySnapshot(
  events: readonly RecordedEvent[],
  campaignId: string,
  point: HistoryPoint | { readonly kind: 'event'; readonly n: number },
  query: LeadTableQuery,
): CampaignSnapshot {
  const timeline = timelineOf(events, campaignId);
  const cut = cutAt(timeline, point);
  const count = eventsUpTo(events, cut);
  const fold = new CampaignReplayFold(campaignId);
  for (let i = 0; i < count; i++) fold.apply(events[i]);
  const replay = fold.result();
  const now = cut.kind === 'time' ? cut.time : new Date(count > 0 ? timeOf(events[count - 1]) : 0);
  const position = count > 0 ? formatPosition(events[count - 1].position) : null;
  const last = count > 0 ? events[count - 1].position : null;
  let index = 0;
  while (index < timeline.length && last && comparePositions(timeline[index].position, last) <= 0) index++;
  const place = {
    index,
    total: timeline.length,
    // Before the first event there is no campaign to show.
    previous: index >= 2 ? formatPosition(timeline[index - 2].position) : null,
    next: index < timeline.length ? formatPosition(timeline[index].position) : null,
  };
  const snapshot = snapshotOfReplay(replay, now, { position, time: now.toISOString(), live: false }, place, query);
  if (!snapshot) throw new DomainError('The campaign did not exist yet at that point', 'BEFORE_CAMPAIGN', 'at');
  return snapshot;
}

/** Whether a read of a campaign's events reaches the point (a later point may have events the read lacks). */
export function holds(
  events: readonly RecordedEvent[],
  campaignId: string,
  point: HistoryPoint | { readonly kind: 'event'; readonly n: number },
): boolean {
  const last = events.at(-1);
  if (!last) return false;
  switch (point.kind) {
    case 'event':
      return point.n <= timelineOf(events, campaignId).length;
    case 'position':
      return comparePositions(point.position, last.position) <= 0;
    case 'prepare':
      return point.prepare <= last.position.prepare;
    case 'time':
      return point.time.getTime() <= Date.parse(timeOf(last));
  }
}
