import type { LeadProfile } from '../campaign/lead-profile';
import type { DomainEvent } from '../events/event';
import type { QuotaEvent } from '../quota/quota-events';
import type { Sequence, SequenceActionKind } from '../sequence/sequence';
import type { CampaignProfilesReset } from '../campaign/campaign-events';
import type { CampaignTargetEvent, NextStep, StepPhase, TargetCompletionReason, WaitReason } from './target-events';
import { isFinishedStatus, type TargetStatus } from './target-status';

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
}

/** A target whose stream is empty: at the sequence's first step, due when the campaign was created. */
export function initialTargetState(sequence: Pick<Sequence, 'initialStep' | 'steps'>, createdAt: string): TargetState {
  return {
    status: 'scheduled',
    stepId: sequence.initialStep,
    action: sequence.steps[sequence.initialStep]?.action ?? null,
    phase: 'act',
    dueAt: createdAt,
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

const enrich = (state: TargetState, profile: LeadProfile | undefined): TargetState => (profile ? { ...state, profile, profileStale: false } : state);

/** Whether an outcome should carry the profile the runner fetched: never enriched, or reset since. */
export const needsProfile = (state: TargetState): boolean => state.profile === null || state.profileStale;

/**
 * Folds one event into the target. Quota events of this target (the campaign replay folds them in
 * global order) mark the step running while its reservation is live.
 */
export function evolveTarget(state: TargetState, event: DomainEvent): TargetState {
  const e = event as CampaignTargetEvent | QuotaEvent | CampaignProfilesReset;
  if (isFinishedStatus(state.status)) {
    // A finished lead can still be found to have replied (response rate) or accepted.
    if (e.type === 'LeadReplied') return { ...state, replied: true };
    if (e.type === 'ConnectionAccepted') return { ...state, connected: true };
    if (e.type === 'LinkedInActionPerformed') return recordAction(state, e.data);
    return state;
  }
  switch (e.type) {
    case 'LinkedInActionPerformed': {
      const acted = enrich(recordAction(state, e.data), e.data.profile);
      const waiting = e.data.awaitUntil ? { ...acted, invitationId: e.data.invitationId ?? null, awaitUntil: e.data.awaitUntil } : acted;
      return moveTo(e.data.action === 'check-connection' && e.data.branch === true ? { ...waiting, connected: true } : waiting, e.data.next);
    }
    case 'StepSucceeded': {
      const done = { ...enrich(state, e.data.profile), started: true };
      return moveTo(e.data.awaitUntil ? { ...done, invited: true, awaitUntil: e.data.awaitUntil } : done, e.data.next);
    }
    case 'StepFailed': {
      const failed = { ...enrich(state, e.data.profile), started: true, attempt: e.data.attempt, openSince: null };
      return e.data.retryAt ? { ...failed, status: state.phase === 'await-acceptance' ? 'awaiting' : 'scheduled', dueAt: e.data.retryAt, waitReason: 'retry' } : failed;
    }
    case 'StepDeferred':
      return {
        ...enrich(state, e.data.profile),
        status: state.phase === 'await-acceptance' ? 'awaiting' : 'scheduled',
        dueAt: e.data.dueAt,
        waitReason: e.data.code ?? null,
        openSince: null,
      };
    case 'TargetProfileFetched':
      return enrich(state, e.data.profile);
    // A campaign event, routed to each of its targets by the read model and the replay.
    case 'CampaignProfilesReset':
      return { ...state, profileStale: true };
    case 'ConnectionAccepted':
      return e.data.next !== undefined ? moveTo({ ...state, connected: true }, e.data.next) : { ...state, connected: true };
    case 'LeadReplied':
      return { ...state, replied: true };
    case 'TargetCompleted':
      return { ...state, status: 'completed', dueAt: null, waitReason: null, openSince: null, endReason: e.data.reason };
    case 'TargetFailed':
      return { ...state, status: 'failed', dueAt: null, waitReason: null, openSince: null, failure: e.data.reason };
    // The replay routes each quota event to its target; only the current step's counts.
    case 'QuotaReserved':
      return e.data.stepId === state.stepId ? { ...state, status: 'running', started: true, openSince: e.data.occurredAt } : state;
    case 'QuotaReleased':
      return state.openSince ? { ...state, status: state.phase === 'await-acceptance' ? 'awaiting' : 'scheduled', openSince: null } : state;
    // Old streams: a step was scheduled, claimed and awaited by events of its own.
    case 'StepScheduled': {
      // The old event did not name the action; the sequence does (sequence.steps[stepId]).
      const moved = moveTo(state, { stepId: e.data.stepId, action: 'delay', phase: e.data.phase, dueAt: e.data.dueAt, reason: e.data.phase === 'await-acceptance' ? 'acceptance-wait' : 'sequence-delay' });
      return { ...moved, action: e.data.stepId === state.stepId ? state.action : null };
    }
    case 'StepStarted':
      return { ...state, status: 'running', started: true, action: e.data.action, attempt: e.data.attempt - 1, openSince: e.data.occurredAt };
    case 'StepAwaiting':
      return { ...state, invited: true, invitationId: e.data.invitationId, awaitUntil: e.data.until, openSince: null };
    default:
      return state;
  }
}

function recordAction(state: TargetState, data: { action: string; occurredAt: string; text: string | null; limit: string | null }): TargetState {
  return {
    ...state,
    started: true,
    invited: state.invited || data.action === 'send-connection',
    messaged: state.messaged || data.action === 'send-message' || data.action === 'send-inmail',
    lastAction: data.limit !== null || data.action === 'check-connection' ? { action: data.action, at: data.occurredAt, text: data.text } : state.lastAction,
  };
}

export const isTargetFinished = (state: TargetState): boolean => isFinishedStatus(state.status);
