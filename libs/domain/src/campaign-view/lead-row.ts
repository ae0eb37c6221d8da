import type { SequenceActionKind } from '../sequence/sequence';
import type { StepPhase, TargetCompletionReason, WaitReason } from '../target/target-events';
import type { LastAction, TargetState } from '../target/target-state';
import type { TargetStatus } from '../target/target-status';
import { waitingSentence, type CampaignStanding } from './waiting-sentence';

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
  readonly waitReason: WaitReason | null;
  /** Why it waits, in a sentence (null once its sequence ended). */
  readonly waiting: string | null;
  readonly attempt: number;
  readonly lastAction: LastAction | null;
  readonly invited: boolean;
  readonly connected: boolean;
  readonly messaged: boolean;
  readonly replied: boolean;
  readonly endReason: TargetCompletionReason | null;
  readonly failure: string | null;
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
}

const fullName = (first: string | null, last: string | null): string | null => [first, last].filter(Boolean).join(' ') || null;

/**
 * The step's action where the state has none: events written before outcomes named the next
 * step's action (StepScheduled) left it to the sequence.
 */
export function stepActionOf(state: Pick<TargetState, 'action' | 'stepId'>, sequence: StepActions): SequenceActionKind | null {
  return state.action ?? (state.stepId ? (sequence.steps[state.stepId]?.action ?? null) : null);
}

/**
 * The one mapping from a lead's folded state to the page's row: the live read path (the state
 * the projector keeps per lead) and the replay (the state folded up to a point) both call it.
 */
export function leadRowOf(lead: CampaignLeadRef, state: TargetState, sequence: StepActions, standing: CampaignStanding): CampaignLeadRow {
  const action = stepActionOf(state, sequence);
  const profile = state.profile;
  return {
    targetId: lead.targetId,
    position: lead.position,
    profileUrl: lead.profileUrl,
    name: profile ? fullName(profile.firstName, profile.lastName) : null,
    headline: profile?.headline ?? null,
    pictureUrl: profile?.pictureUrl ?? null,
    enriched: profile !== null && !state.profileStale,
    state: state.status,
    stepId: state.stepId,
    action,
    phase: state.phase,
    dueAt: state.dueAt,
    waitReason: state.waitReason,
    waiting: waitingSentence({ state: state.status, action, phase: state.phase, waitReason: state.waitReason, attempt: state.attempt }, standing),
    attempt: state.attempt,
    lastAction: state.lastAction,
    invited: state.invited,
    connected: state.connected,
    messaged: state.messaged,
    replied: state.replied,
    endReason: state.endReason,
    failure: state.failure,
  };
}
