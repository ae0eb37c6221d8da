import type { SequenceActionKind } from '../sequence/sequence';
import type { StepPhase, TargetCompletionReason, WaitReason } from '../campaign-target/target-events';
import type { LastAction, TargetState } from '../campaign-target/target-state';
import type { TargetStatus } from '../campaign-target/target-status';
import type { StatusReason } from '../account-hold/status-reason';
import type { CampaignStatus } from '../campaign/campaign-events';
import type { ActingWindow } from '../schedule/acting-window';
import { whyWaiting, type AccountToday, type WhyCode } from './why-waiting';

/** What stops a whole campaign at a moment: its status, its account's standing, and what the account may do today. */
export interface CampaignStanding {
  readonly campaignStatus: CampaignStatus;
  readonly account: StatusReason | null;
  /** The account's acting window (outside it, due steps wait for the next opening). */
  readonly window?: ActingWindow | null;
  /** Today's usage against the limits in force (a due step whose limit is used up waits for tomorrow). */
  readonly today?: AccountToday | null;
  /** The moment the row speaks for (live: now; replayed: the point). */
  readonly now: Date;
}

/** A lead as the campaign page's table shows it, live or replayed: one shape for both. */
export interface CampaignLeadRow {
  readonly targetId: string;
  /** Place in the campaign's lead list (0-based). */
  readonly position: number;
  readonly profileUrl: string;
  readonly name: string | null;
  readonly headline: string | null;
  readonly pictureUrl: string | null;
  /** Its profile is fetched and not reset since. */
  readonly enriched: boolean;
  readonly state: TargetStatus;
  readonly stepId: string | null;
  readonly action: SequenceActionKind | null;
  readonly phase: StepPhase;
  readonly dueAt: string | null;
  /** Why it does not act now, in one word (issue 17: one honest why), or null once its sequence simply ended. */
  readonly waitReason: WhyCode | null;
  /** When that wait ends, where known. */
  readonly waitUntil: string | null;
  /** The same in a sentence, as the lead table and the lead's story show it. */
  readonly waiting: string | null;
  /** The reason the step was placed when it is (the target's own record). */
  readonly dueReason: WaitReason | null;
  readonly attempt: number;
  readonly lastAction: LastAction | null;
  readonly invited: boolean;
  readonly connected: boolean;
  readonly messaged: boolean;
  readonly replied: boolean;
  readonly endReason: TargetCompletionReason | null;
  readonly failure: string | null;
  /** The version of the sequence the lead follows (an ended lead: the one it ended on). */
  readonly sequenceVersion: number;
  /** The sender the lead was assigned (a campaign over several senders); null: the campaign's one sender, or none yet. */
  readonly sender: string | null;
}

/** What a row needs of the sequence: each step's action (the Sequence, or the builder graph's nodes). */
export interface StepActions {
  readonly steps: Readonly<Record<string, { readonly action: SequenceActionKind }>>;
}

/** The step actions of a builder graph (node id = step id, node type = action). */
export const stepActionsOfGraph = (nodes: readonly { id: string; type: string }[]): StepActions => ({
  steps: Object.fromEntries(nodes.map((n) => [n.id, { action: n.type as SequenceActionKind }])),
});

/** Which lead of the campaign a row is. */
export interface CampaignLeadRef {
  readonly targetId: string;
  readonly position: number;
  readonly profileUrl: string;
  /** The name the lead source gave (a search), shown until the profile is fetched. */
  readonly name?: string | null;
}

const fullName = (first: string | null, last: string | null): string | null =>
  [first, last].filter(Boolean).join(' ') || null;

/**
 * The step's action where the state has none: events written before outcomes named the next
 * step's action (StepScheduled) left it to the sequence.
 */
export function stepActionOf(
  state: Pick<TargetState, 'action' | 'stepId'>,
  sequence: StepActions,
): SequenceActionKind | null {
  return state.action ?? (state.stepId ? (sequence.steps[state.stepId]?.action ?? null) : null);
}

/**
 * The one mapping from a lead's folded state to the page's row: the live read path (the state
 * the projector keeps per lead) and the replay (the state folded up to a point) both call it.
 */
export function leadRowOf(
  lead: CampaignLeadRef,
  state: TargetState,
  sequence: StepActions,
  standing: CampaignStanding,
): CampaignLeadRow {
  const action = stepActionOf(state, sequence);
  const profile = state.profile;
  const why = whyWaiting({
    status: state.status,
    action,
    phase: state.phase,
    dueAt: state.dueAt,
    waitReason: state.waitReason,
    attempt: state.attempt,
    awaitUntil: state.awaitUntil,
    endReason: state.endReason,
    campaignStatus: standing.campaignStatus,
    account: standing.account,
    window: standing.window ?? null,
    today: standing.today ?? null,
    now: standing.now,
  });
  return {
    targetId: lead.targetId,
    position: lead.position,
    profileUrl: lead.profileUrl,
    name: (profile ? fullName(profile.firstName, profile.lastName) : null) ?? lead.name ?? null,
    headline: profile?.headline ?? null,
    pictureUrl: profile?.pictureUrl ?? null,
    enriched: profile !== null && !state.profileStale,
    state: state.status,
    stepId: state.stepId,
    action,
    phase: state.phase,
    dueAt: state.dueAt,
    waitReason: why?.code ?? null,
    waitUntil: why?.until ?? null,
    waiting: why?.text ?? null,
    dueReason: state.waitReason,
    attempt: state.attempt,
    lastAction: state.lastAction,
    invited: state.invited,
    connected: state.connected,
    messaged: state.messaged,
    replied: state.replied,
    endReason: state.endReason,
    failure: state.failure,
    sequenceVersion: state.sequenceVersion ?? 1,
    sender: state.accountId ?? null,
  };
}
