import { leadFolded, readCampaignHistory } from '@outflow/contacts';
import {
  accountContextOf,
  campaignTargetStream,
  contactDecider,
  contactStream,
  leadStartState,
  memberKeyOf,
  targetDecider,
  type AccountContext,
  type CampaignLead,
  type CampaignState,
  type ContactState,
} from '@outflow/domain';
import {
  comparePositions,
  loadState,
  readStreamVersion,
  type EventStore,
  type ExpectedVersion,
  type RecordedEvent,
  type StreamRead,
} from '@outflow/event-store';
import { actingSender, loadUserState } from './user-stream';
import type { StepJob } from './step-job';
import type { ReadModelDb } from '@outflow/read-models';

export type ActiveCampaign = Extract<CampaignState, { exists: true }>;

/** A stream read for a decision, with the version its append must find. */
export interface Loaded<S> {
  readonly stream: string;
  readonly state: S;
  readonly version: ExpectedVersion;
}

/** What one step is decided on: the campaign, the lead's target and contact, and its account. */
export interface StepStreams {
  readonly campaign: CampaignState;
  readonly lead: CampaignLead | null;
  readonly target: Loaded<ReturnType<ReturnType<typeof targetDecider>['initialState']>> | null;
  /** The campaign's events every lead folds (reset-profiles, sequence revisions), in the global order. */
  readonly resets: readonly RecordedEvent[];
  readonly contact: Loaded<ContactState> | null;
  readonly holderEnded: boolean;
  readonly account: AccountContext;
}

/** A target's stream and its campaign's events every lead folds, in the global order (as the read model folds them). */
export const readTarget =
  (resets: readonly RecordedEvent[]) =>
  async (store: EventStore, stream: string): Promise<StreamRead> => {
    const { events, version } = await readStreamVersion(store, stream);
    const merged =
      resets.length === 0 ? events : [...events, ...resets].sort((a, b) => comparePositions(a.position, b.position));
    return { events: merged, version };
  };

/**
 * Whether the sequence holding a member (another campaign's lead) has ended on its own streams:
 * its lead finished, or its campaign was deleted or ended. The contact hears of an end a moment
 * after it happens; a crash in between must not keep the member held forever.
 */
async function holderHasEnded(store: EventStore, holder: { campaignId: string; targetId: string }): Promise<boolean> {
  const { history, campaign } = await readCampaignHistory(store, holder.campaignId);
  if (!campaign.exists || campaign.deleted || campaign.status === 'completed' || campaign.status === 'failed')
    return true;
  const events = await store.readStream(campaignTargetStream(holder.targetId));
  if (events.some((e) => e.type === 'TargetCompleted' || e.type === 'TargetFailed')) return true;
  // A revision may have finished the lead (its step removed, the user chose finish): no event on its stream says so.
  const ref = { campaignId: holder.campaignId, targetId: holder.targetId };
  const decider = targetDecider(ref, campaign.sequence, campaign.createdAt, leadStartState(campaign, holder.targetId));
  const { state } = await loadState(
    store,
    campaignTargetStream(holder.targetId),
    decider,
    readTarget(leadFolded(history)),
  );
  return state.status === 'completed' || state.status === 'failed';
}

/** Reads the streams a step is decided on (the campaign first: without it there is nothing more to read). */
export async function loadStepStreams(
  store: EventStore,
  job: StepJob,
  now: Date,
  db?: ReadModelDb,
): Promise<StepStreams> {
  const { history, campaign } = await readCampaignHistory(store, job.campaignId);
  const owner = campaign.exists ? campaign.userId : job.userId;
  const accountOf = async (assigned: string | undefined) => {
    // A lead assigned a sender acts through it alone, for its whole sequence (a lost one holds it);
    // else the campaign's one sender, or the account that replaced it.
    const named = campaign.exists ? campaign.accountId : null;
    const sender = assigned ?? (db ? await actingSender(db, owner, named) : named);
    return accountContextOf(await loadUserState(store, owner, sender), now);
  };
  const lead =
    campaign.exists && !campaign.deleted ? (campaign.leads.find((l) => l.targetId === job.targetId) ?? null) : null;
  if (!campaign.exists || campaign.deleted || !lead) {
    const account = await accountOf(undefined);
    return { campaign, lead: null, target: null, resets: [], contact: null, holderEnded: false, account };
  }
  const resets = leadFolded(history);
  const ref = { campaignId: job.campaignId, targetId: job.targetId };
  const decider = targetDecider(ref, campaign.sequence, campaign.createdAt, leadStartState(campaign, job.targetId));
  const targetStream = campaignTargetStream(job.targetId);
  const target = await loadState(store, targetStream, decider, readTarget(resets));
  const account = await accountOf(target.state.accountId);
  const key = memberKeyOf(lead.profileUrl);
  let contact: Loaded<ContactState> | null = null;
  let holderEnded = false;
  if (key) {
    const stream = contactStream(campaign.userId, key);
    const loaded = await loadState(store, stream, contactDecider);
    contact = { stream, ...loaded };
    const holder = loaded.state.heldBy;
    if (holder && holder.targetId !== job.targetId) holderEnded = await holderHasEnded(store, holder);
  }
  return {
    campaign,
    lead,
    target: { stream: targetStream, ...target },
    resets,
    contact,
    holderEnded,
    account,
  };
}
