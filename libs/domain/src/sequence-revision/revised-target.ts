import type { TargetState } from '../campaign-target/target-state';
import { isFinishedStatus } from '../campaign-target/target-status';
import type { SequenceRevised } from './sequence-revised';
import { destinationOf } from './sequence-moves';

const later = (a: string | null, b: string): string => (a !== null && Date.parse(a) > Date.parse(b) ? a : b);

/**
 * A lead folds a revision of its campaign's sequence. An ended lead keeps its story and the version
 * it ended on; a revision older than the lead (it joined later) is not its own. A lead on a step
 * that still exists stays there and follows the new parameters (the runner reads the current
 * sequence). A lead on a removed step goes where the move says, due when it was due (or at once):
 * a step mid-flight on LinkedIn is recorded when its outcome comes (the outcome no longer moves the
 * lead, as the step is not its current one), so nothing is sent twice.
 */
export function reviseTarget(state: TargetState, event: SequenceRevised['data']): TargetState {
  if (isFinishedStatus(state.status) || (state.sequenceVersion ?? 1) >= event.version) return state;
  const versioned = { ...state, sequenceVersion: event.version };
  if (state.stepId === null) return versioned;
  const kept = event.sequence.steps[state.stepId];
  if (kept) return { ...versioned, action: kept.action };
  const move = event.moves.find((m) => m.from === state.stepId);
  const lead = { connected: state.connected, performedSteps: state.performedSteps ?? [] };
  const to = move ? destinationOf(move, event.sequence, lead) : null;
  if (to === null)
    return {
      ...versioned,
      status: 'completed',
      dueAt: null,
      waitReason: null,
      openSince: null,
      endReason: 'sequence-ended',
    };
  return {
    ...versioned,
    status: 'scheduled',
    stepId: to,
    action: event.sequence.steps[to].action,
    phase: 'act',
    dueAt: later(state.dueAt, event.occurredAt),
    waitReason: 'sequence-delay',
    attempt: 0,
    openSince: null,
  };
}
