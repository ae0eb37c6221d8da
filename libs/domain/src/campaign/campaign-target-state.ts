import type { DomainEvent } from '../events/event';
import type { CampaignTargetEvent, StepPhase } from './campaign-target-events';
import type { LeadProfile } from './lead-profile';

export type TargetStatus = 'scheduled' | 'running' | 'awaiting' | 'completed' | 'failed';

/**
 * Where one lead stands in its campaign's sequence. A target whose stream does not exist yet is
 * at the sequence's first step, due when the campaign was created.
 */
export interface TargetState {
  readonly status: TargetStatus;
  readonly stepId: string | null;
  readonly phase: StepPhase;
  readonly dueAt: string | null;
  /** Attempts started on the current step and phase. */
  readonly attempt: number;
  /** A StepStarted with no outcome yet: the runner stopped mid-step, so the next run reconciles first. */
  readonly open: boolean;
  readonly openedAt: string | null;
  readonly profile: LeadProfile | null;
  readonly invitationId: string | null;
  readonly awaitUntil: string | null;
  readonly connected: boolean;
  readonly replied: boolean;
}

export function initialTargetState(initialStep: string, createdAt: string): TargetState {
  return {
    status: 'scheduled',
    stepId: initialStep,
    phase: 'act',
    dueAt: createdAt,
    attempt: 0,
    open: false,
    openedAt: null,
    profile: null,
    invitationId: null,
    awaitUntil: null,
    connected: false,
    replied: false,
  };
}

export function evolveTarget(state: TargetState, event: DomainEvent): TargetState {
  const e = event as CampaignTargetEvent;
  switch (e.type) {
    case 'StepScheduled':
      return {
        ...state,
        status: e.data.phase === 'await-acceptance' ? 'awaiting' : 'scheduled',
        stepId: e.data.stepId,
        phase: e.data.phase,
        dueAt: e.data.dueAt,
        // A new step starts its own count; another acceptance check is not a retry.
        attempt: e.data.stepId === state.stepId && e.data.phase === state.phase ? state.attempt : 0,
        open: false,
      };
    case 'StepStarted':
      return { ...state, status: 'running', attempt: e.data.attempt, open: true, openedAt: e.data.startedAt };
    case 'StepSucceeded':
      return { ...state, open: false, attempt: 0 };
    case 'StepAwaiting':
      return { ...state, open: false, attempt: 0, invitationId: e.data.invitationId, awaitUntil: e.data.until };
    case 'StepFailed':
      return e.data.retryAt
        ? { ...state, status: state.phase === 'await-acceptance' ? 'awaiting' : 'scheduled', open: false, dueAt: e.data.retryAt }
        : { ...state, open: false };
    case 'StepDeferred':
      // Nothing happened on LinkedIn: the deferred try does not count as an attempt.
      return { ...state, open: false, dueAt: e.data.dueAt, attempt: state.open ? Math.max(0, state.attempt - 1) : state.attempt };
    case 'TargetProfileFetched':
      return { ...state, profile: e.data.profile };
    case 'ConnectionAccepted':
      // Heard while waiting (a new-relation webhook): the acceptance check is due at once.
      return { ...state, connected: true, dueAt: state.status === 'awaiting' ? e.data.at : state.dueAt };
    case 'LeadReplied':
      // A reply ends the sequence at the runner's next touch, which is due at once.
      return { ...state, replied: true, dueAt: state.status === 'scheduled' || state.status === 'awaiting' ? e.data.at : state.dueAt };
    case 'TargetCompleted':
      return { ...state, status: 'completed', open: false, dueAt: null };
    case 'TargetFailed':
      return { ...state, status: 'failed', open: false, dueAt: null };
    default:
      return state;
  }
}

export const isTargetFinished = (state: TargetState): boolean => state.status === 'completed' || state.status === 'failed';
