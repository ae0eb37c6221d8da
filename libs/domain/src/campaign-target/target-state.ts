import type { LeadProfile } from '../campaign/lead-profile';
import { evolveByType } from '../decider';
import type { DomainEvent } from '../events/event';
import type { QuotaEvent } from '../quota/quota-events';
import type { Sequence, SequenceActionKind } from '../sequence/sequence';
import type { CampaignProfilesReset } from '../campaign/campaign-events';
import type {
  CampaignTargetEvent,
  ConnectionAccepted,
  TargetSenderAssigned,
  LeadReplied,
  LinkedInActionPerformed,
  NextStep,
  StepPhase,
  TargetCompletionReason,
  WaitReason,
} from './target-events';
import { isFinishedStatus, type TargetStatus } from './target-status';
import { reviseTarget } from '../sequence-revision/revised-target';
import type { SequenceRevised } from '../sequence-revision/sequence-revised';

/** The lead's last action on LinkedIn, for the campaign page. */
export interface LastAction {
  readonly action: string;
  readonly at: string;
  readonly text: string | null;
}

/** Where one lead stands in its campaign's sequence. */
export interface TargetState {
  readonly status: TargetStatus;
  readonly stepId: string | null;
  readonly action: SequenceActionKind | null;
  readonly phase: StepPhase;
  readonly dueAt: string | null;
  readonly waitReason: WaitReason | null;
  /** Failed attempts of the current step (its retries). */
  readonly attempt: number;
  /** A reservation (or, in old streams, a StepStarted) with no outcome yet. */
  readonly openSince: string | null;
  readonly profile: LeadProfile | null;
  /** The campaign's profiles were reset since this one was fetched: the runner fetches it again on its next touch. */
  readonly profileStale: boolean;
  /** A step of the lead's sequence ran or was attempted (the campaign's "running" figure). */
  readonly started: boolean;
  readonly invitationId: string | null;
  readonly awaitUntil: string | null;
  readonly invited: boolean;
  readonly messaged: boolean;
  readonly connected: boolean;
  readonly replied: boolean;
  readonly lastAction: LastAction | null;
  readonly endReason: TargetCompletionReason | null;
  readonly failure: string | null;
  /** The version of the campaign's sequence the lead follows (ended leads: the one they ended on); absent in old rows: 1. */
  readonly sequenceVersion?: number;
  /** Steps whose action reached LinkedIn for the lead: a revision never sends it back to them. */
  readonly performedSteps?: readonly string[];
  /** The sender the lead was assigned (campaigns over several senders); absent: the campaign's one sender. */
  readonly accountId?: string;
}

/** A target whose stream is empty: at the sequence's first step, due when the campaign was created. */
export function initialTargetState(sequence: Pick<Sequence, 'initialStep' | 'steps'>, createdAt: string): TargetState {
  return firstStepState(sequence.initialStep, sequence.steps[sequence.initialStep]?.action ?? null, createdAt);
}

/** A lead at the sequence's first step (`stepId`, doing `action`), due at `dueAt`. */
export function firstStepState(
  stepId: string,
  action: SequenceActionKind | null,
  dueAt: string,
  sequenceVersion = 1,
): TargetState {
  return {
    status: 'scheduled',
    stepId,
    action,
    phase: 'act',
    dueAt,
    waitReason: null,
    attempt: 0,
    openSince: null,
    profile: null,
    profileStale: false,
    started: false,
    invitationId: null,
    awaitUntil: null,
    invited: false,
    messaged: false,
    connected: false,
    replied: false,
    lastAction: null,
    endReason: null,
    failure: null,
    sequenceVersion,
    performedSteps: [],
  };
}

/** Moves the lead to `next` (a new step starts its own attempts), or leaves it where it is. */
function moveTo(state: TargetState, next: NextStep | null | undefined): TargetState {
  if (!next) return { ...state, openSince: null };
  const sameStep = next.stepId === state.stepId && next.phase === state.phase;
  return {
    ...state,
    status: next.phase === 'await-acceptance' ? 'awaiting' : 'scheduled',
    stepId: next.stepId,
    action: next.action,
    phase: next.phase,
    dueAt: next.dueAt,
    waitReason: next.reason,
    attempt: sameStep ? state.attempt : 0,
    openSince: null,
  };
}

const enrich = (state: TargetState, profile: LeadProfile | undefined): TargetState =>
  profile ? { ...state, profile, profileStale: false } : state;

/** Whether an outcome should carry the profile the runner fetched: never enriched, or reset since. */
export const needsProfile = (state: TargetState): boolean => state.profile === null || state.profileStale;

type FoldedEvent = CampaignTargetEvent | QuotaEvent | CampaignProfilesReset | SequenceRevised;

/** A finished lead can still be found to have replied (response rate) or accepted. */
const evolveFinishedTarget = evolveByType<
  TargetState,
  LeadReplied | ConnectionAccepted | LinkedInActionPerformed | TargetSenderAssigned
>({
  LeadReplied: (state) => ({ ...state, replied: true }),
  TargetSenderAssigned: (state, { data }) => ({ ...state, accountId: data.accountId }),
  ConnectionAccepted: (state) => ({ ...state, connected: true }),
  LinkedInActionPerformed: (state, { data }) => recordAction(state, data),
});

const evolveOpenTarget = evolveByType<TargetState, FoldedEvent>({
  LinkedInActionPerformed: (state, { data }) => {
    // The outcome of a step a revision moved the lead off: counted, but the lead stays where it was moved.
    if (data.stepId !== state.stepId) return { ...recordAction(state, data), openSince: null };
    const acted = enrich(recordAction(state, data), data.profile);
    const waiting = data.awaitUntil
      ? { ...acted, invitationId: data.invitationId ?? null, awaitUntil: data.awaitUntil }
      : acted;
    return moveTo(
      data.action === 'check-connection' && data.branch === true ? { ...waiting, connected: true } : waiting,
      data.next,
    );
  },
  StepSucceeded: (state, { data }) => {
    if (data.stepId !== state.stepId) return { ...state, openSince: null };
    const done = { ...enrich(state, data.profile), started: true };
    return moveTo(data.awaitUntil ? { ...done, invited: true, awaitUntil: data.awaitUntil } : done, data.next);
  },
  StepFailed: (state, { data }) => {
    const failed = { ...enrich(state, data.profile), started: true, attempt: data.attempt, openSince: null };
    return data.retryAt
      ? {
          ...failed,
          status: state.phase === 'await-acceptance' ? 'awaiting' : 'scheduled',
          dueAt: data.retryAt,
          waitReason: 'retry',
        }
      : failed;
  },
  StepDeferred: (state, { data }) => ({
    ...enrich(state, data.profile),
    status: state.phase === 'await-acceptance' ? 'awaiting' : 'scheduled',
    dueAt: data.dueAt,
    waitReason: data.code ?? null,
    openSince: null,
  }),
  TargetProfileFetched: (state, { data }) => enrich(state, data.profile),
  TargetSenderAssigned: (state, { data }) => ({ ...state, accountId: data.accountId }),
  // A campaign event, routed to each of its targets by the read model and the replay.
  CampaignProfilesReset: (state) => ({ ...state, profileStale: true }),
  SequenceRevised: (state, { data }) => reviseTarget(state, data),
  ConnectionAccepted: (state, { data }) =>
    data.next !== undefined ? moveTo({ ...state, connected: true }, data.next) : { ...state, connected: true },
  LeadReplied: (state) => ({ ...state, replied: true }),
  TargetCompleted: (state, { data }) => ({
    ...state,
    status: 'completed',
    dueAt: null,
    waitReason: null,
    openSince: null,
    endReason: data.reason,
  }),
  TargetFailed: (state, { data }) => ({
    ...state,
    status: 'failed',
    dueAt: null,
    waitReason: null,
    openSince: null,
    failure: data.reason,
  }),
  // The replay routes each quota event to its target; only the current step's counts.
  QuotaReserved: (state, { data }) =>
    data.stepId === state.stepId ? { ...state, status: 'running', started: true, openSince: data.occurredAt } : state,
  QuotaReleased: (state) =>
    state.openSince
      ? { ...state, status: state.phase === 'await-acceptance' ? 'awaiting' : 'scheduled', openSince: null }
      : state,
  // Old streams: a step was scheduled, claimed and awaited by events of its own.
  StepScheduled: (state, { data }) => {
    // The old event did not name the action; the sequence does (sequence.steps[stepId]).
    const moved = moveTo(state, {
      stepId: data.stepId,
      action: 'delay',
      phase: data.phase,
      dueAt: data.dueAt,
      reason: data.phase === 'await-acceptance' ? 'acceptance-wait' : 'sequence-delay',
    });
    return { ...moved, action: data.stepId === state.stepId ? state.action : null };
  },
  StepStarted: (state, { data }) => ({
    ...state,
    status: 'running',
    started: true,
    action: data.action,
    attempt: data.attempt - 1,
    openSince: data.occurredAt,
  }),
  StepAwaiting: (state, { data }) => ({
    ...state,
    invited: true,
    invitationId: data.invitationId,
    awaitUntil: data.until,
    openSince: null,
  }),
});

/**
 * Folds one event into the target. Quota events of this target (the campaign replay folds them in
 * global order) mark the step running while its reservation is live.
 */
export function evolveTarget(state: TargetState, event: DomainEvent): TargetState {
  return isFinishedStatus(state.status) ? evolveFinishedTarget(state, event) : evolveOpenTarget(state, event);
}

function recordAction(
  state: TargetState,
  data: { stepId?: string; action: string; occurredAt: string; text: string | null; limit: string | null },
): TargetState {
  const performed = state.performedSteps ?? [];
  return {
    ...state,
    started: true,
    performedSteps: data.stepId && !performed.includes(data.stepId) ? [...performed, data.stepId] : performed,
    invited: state.invited || data.action === 'send-connection',
    messaged: state.messaged || data.action === 'send-message' || data.action === 'send-inmail',
    lastAction:
      data.limit !== null || data.action === 'check-connection'
        ? { action: data.action, at: data.occurredAt, text: data.text }
        : state.lastAction,
  };
}

export const isTargetFinished = (state: TargetState): boolean => isFinishedStatus(state.status);
