import { readCampaignHistory } from './campaign-history';
import { leadStartState, targetDecider, type CampaignState, type TargetRef } from '@outflow/domain';
import {
  comparePositions,
  readStreamVersion,
  type EventStore,
  type RecordedEvent,
  type StreamRead,
} from '@outflow/event-store';

/** The campaign's events each of its leads folds too: reset-profiles and the sequence's revisions. */
export const leadFolded = (history: readonly RecordedEvent[]): RecordedEvent[] =>
  history.filter((e) => e.type === 'CampaignProfilesReset' || e.type === 'SequenceRevised');

/** A target's stream with its campaign's lead-folded events, in the global order (as the read model folds them). */
export const readLeadTarget =
  (campaignEvents: readonly RecordedEvent[]) =>
  async (store: EventStore, stream: string): Promise<StreamRead> => {
    const { events, version } = await readStreamVersion(store, stream);
    const merged =
      campaignEvents.length === 0
        ? events
        : [...events, ...campaignEvents].sort((a, b) => comparePositions(a.position, b.position));
    return { events: merged, version };
  };

/**
 * What a decision on one lead needs outside the runner (an acceptance, a reply, the Do-Not-Contact
 * list): its campaign, the lead's decider from the step it started on, and how to read its stream
 * so that a revision of the sequence that moved it is folded in.
 */
export async function loadLeadCampaign(
  store: EventStore,
  ref: TargetRef,
): Promise<{
  campaign: CampaignState;
  decider: ReturnType<typeof targetDecider>;
  read: ReturnType<typeof readLeadTarget>;
} | null> {
  const { history, campaign } = await readCampaignHistory(store, ref.campaignId);
  if (!campaign.exists) return null;
  const decider = targetDecider(ref, campaign.sequence, campaign.createdAt, leadStartState(campaign, ref.targetId));
  return { campaign, decider, read: readLeadTarget(leadFolded(history)) };
}
