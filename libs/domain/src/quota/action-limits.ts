import type { LimitKey } from '../rate-limits/limits';
import type { SequenceActionKind } from '../sequence/sequence';
import type { StepPhase } from '../campaign-target/target-events';

/** Which daily limit a step's action counts against; null for steps no member sees (checks, delays). */
function limitForAction(action: string): LimitKey | null {
  switch (action) {
    case 'view-profile':
      return 'profileViews';
    case 'send-connection':
      return 'connections';
    case 'send-message':
      return 'messages';
    case 'like-post':
      return 'likes';
    case 'endorse-skill':
      return 'endorsements';
    case 'follow-profile':
      return 'followings';
    case 'send-inmail':
      return 'inmails';
    default:
      return null;
  }
}

/** The limit a step counts against in a phase: only acting counts, waiting for acceptance does not. */
export const limitForStep = (action: SequenceActionKind, phase: StepPhase): LimitKey | null =>
  phase === 'act' ? limitForAction(action) : null;

/**
 * Whether running the step calls LinkedIn at all: those are paced per account and kept inside
 * working hours; delays, ends and the reply check only move the lead along.
 */
export function stepTouchesLinkedIn(action: SequenceActionKind, phase: StepPhase): boolean {
  if (phase === 'await-acceptance') return true;
  return action !== 'delay' && action !== 'end-sequence' && action !== 'check-response';
}
