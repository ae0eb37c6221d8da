import { campaignDecider, campaignStream, type CampaignState } from '@outflow/domain';
import type { EventStore, RecordedEvent } from '@outflow/event-store';

/** A campaign's stream as last read, and its fold. */
interface KnownHistory {
  readonly history: readonly RecordedEvent[];
  readonly campaign: CampaignState;
}

/** Campaigns kept per store at most (the oldest read is dropped first). */
const KEPT = 100;
const known = new WeakMap<EventStore, Map<string, KnownHistory>>();

/**
 * A campaign's history and state, reading only the events appended since the last call. Every step
 * reads its campaign: a campaign of thousands of leads is one large CampaignCreated, and reading and
 * folding it again for each step was most of a busy runner's work. Streams only grow, so what was
 * read stays true.
 */
export async function readCampaignHistory(
  store: EventStore,
  campaignId: string,
): Promise<{ history: readonly RecordedEvent[]; campaign: CampaignState }> {
  let byId = known.get(store);
  if (!byId) known.set(store, (byId = new Map<string, KnownHistory>()));
  const before = byId.get(campaignId);
  const last = before?.history.at(-1);
  const fresh = await store.readStream(
    campaignStream(campaignId),
    last ? { fromPosition: last.streamPosition + 1n } : undefined,
  );
  if (before && fresh.length === 0) return before;
  const history = [...(before?.history ?? []), ...fresh];
  const campaign = fresh.reduce(campaignDecider.evolve, before?.campaign ?? campaignDecider.initialState());
  const entry = { history, campaign };
  byId.delete(campaignId);
  byId.set(campaignId, entry);
  if (byId.size > KEPT) byId.delete(byId.keys().next().value!);
  return entry;
}
