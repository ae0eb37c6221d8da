import type { Sequence } from '../sequence/sequence';

export interface BranchTarget {
  readonly stepId: string;
  /** Wait before it, in ms: the branch's delay, else the step's (its edge's), else the sequence default. */
  readonly delayMs: number;
}

/**
 * Spec 02 §4 branch rules: a plain step goes to its next; a conditional one (check-connection on
 * isConnected, send-connection on connectionStatus) to its true or false case. Null ends the sequence.
 */
export function nextStepAfter(sequence: Sequence, stepId: string, branch: boolean | null): BranchTarget | null {
  const step = sequence.steps[stepId];
  if (!step || step.next === null) return null;
  const fallbackDelay = step.delay ?? sequence.defaultDelay;
  if (typeof step.next === 'string') {
    return sequence.steps[step.next] ? { stepId: step.next, delayMs: fallbackDelay } : null;
  }
  const side = branch === true ? step.next.true : step.next.false;
  if (!side || !sequence.steps[side.next]) return null;
  return { stepId: side.next, delayMs: side.delay ?? fallbackDelay };
}
