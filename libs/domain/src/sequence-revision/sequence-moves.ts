import { DomainError } from '../errors';
import type { Sequence, SequenceStep } from '../sequence/sequence';

/**
 * Where the leads waiting on a removed step go, as the user chose in the save dialog: on to the
 * removed step's next step, to a step they pick, or out of the sequence (finish).
 */
export type MoveChoice = 'next' | 'step' | 'finish';
export const MOVE_CHOICES: readonly MoveChoice[] = ['next', 'step', 'finish'];

/** One choice as asked for (PUT /campaigns/{id}/sequence `moves`). */
export interface MoveRequest {
  from: string;
  to: MoveChoice;
  /** The picked step, with `to: 'step'`. */
  stepId?: string;
}

/**
 * A choice resolved against both versions, as SequenceRevised records it: the step of the new
 * sequence the leads go to (null: they finish). A removed branching step has two ways on; a lead
 * known to be connected takes `stepIdIfConnected`.
 */
export interface SequenceMove {
  from: string;
  to: MoveChoice;
  stepId: string | null;
  stepIdIfConnected?: string | null;
}

/** A branching step's way on for a lead whose connection is `connected` (the reply check: never, replied leads have ended). */
function wayOn(step: SequenceStep, connected: boolean): string | null {
  if (step.next === null) return null;
  if (typeof step.next === 'string') return step.next;
  const side = step.action === 'check-response' ? step.next.false : connected ? step.next.true : step.next.false;
  return side?.next ?? null;
}

/** The removed step's next step in the old version, walked on past steps the new version removed too. */
function nextKept(before: Sequence, after: Sequence, from: string, connected: boolean): string | null {
  const seen = new Set<string>();
  let id = before.steps[from] ? wayOn(before.steps[from], connected) : null;
  while (id !== null && !after.steps[id]) {
    if (seen.has(id) || !before.steps[id]) return null;
    seen.add(id);
    id = wayOn(before.steps[id], connected);
  }
  return id;
}

const isBranching = (step: SequenceStep | undefined) => !!step && step.next !== null && typeof step.next !== 'string';

/**
 * Checks the moves asked for (one for each removed step, nothing else) and resolves them. Throws a
 * DomainError naming `moves` on anything else, so nothing is stored.
 */
export function resolveMoves(before: Sequence, after: Sequence, requests: readonly unknown[]): SequenceMove[] {
  const removed = Object.keys(before.steps).filter((id) => !after.steps[id]);
  const bad = (message: string) => new DomainError(message, 'INVALID_MOVES', 'moves');
  const byStep = new Map<string, MoveRequest>();
  for (const [i, raw] of requests.entries()) {
    const r = raw as Partial<MoveRequest> | null;
    if (!r || typeof r !== 'object' || typeof r.from !== 'string') throw bad(`moves[${i}].from must name a step`);
    if (!removed.includes(r.from)) throw bad(`moves[${i}].from "${r.from}" is not a step this revision removes`);
    if (byStep.has(r.from)) throw bad(`moves[${i}].from "${r.from}" is given twice`);
    if (!MOVE_CHOICES.includes(r.to as MoveChoice)) throw bad(`moves[${i}].to must be next, step or finish`);
    if (r.to === 'step' && (typeof r.stepId !== 'string' || !after.steps[r.stepId]))
      throw bad(`moves[${i}].stepId must name a step of the new sequence`);
    byStep.set(r.from, { from: r.from, to: r.to as MoveChoice, ...(r.to === 'step' ? { stepId: r.stepId } : {}) });
  }
  const missing = removed.find((id) => !byStep.has(id));
  if (missing) throw bad(`moves must say where the leads on the removed step "${missing}" go: next, step or finish`);
  return removed.map((from) => {
    const request = byStep.get(from)!;
    if (request.to === 'finish') return { from, to: 'finish', stepId: null };
    if (request.to === 'step') return { from, to: 'step', stepId: request.stepId! };
    const move: SequenceMove = { from, to: 'next', stepId: nextKept(before, after, from, false) };
    return isBranching(before.steps[from]) ? { ...move, stepIdIfConnected: nextKept(before, after, from, true) } : move;
  });
}

/** What a lead brings to its move: the facts the way on and the no-repeat rule read. */
export interface MovingLead {
  readonly connected: boolean;
  /** Steps whose action already reached LinkedIn for this lead. */
  readonly performedSteps: readonly string[];
}

/**
 * Where one lead waiting on a removed step goes: the move's step, walked past any step whose action
 * already reached LinkedIn for the lead (a revision never repeats an action); null: it finishes.
 */
export function destinationOf(move: SequenceMove, after: Sequence, lead: MovingLead): string | null {
  let id = lead.connected && move.stepIdIfConnected !== undefined ? move.stepIdIfConnected : move.stepId;
  const done = new Set(lead.performedSteps);
  const seen = new Set<string>();
  while (id !== null && done.has(id)) {
    if (seen.has(id) || !after.steps[id]) return null;
    seen.add(id);
    id = wayOn(after.steps[id], lead.connected);
  }
  return id !== null && after.steps[id] ? id : null;
}

/** A lead as the preview counts it: the step it waits on and its facts. */
export interface WaitingLead extends MovingLead {
  readonly stepId: string | null;
}

/** For one removed step: the leads waiting on it, and where each choice would send them. */
export interface RemovedStepCount {
  stepId: string;
  waiting: number;
  /** Per destination step of the new sequence (or 'finish'), how many leads the choice moves there. */
  next: Record<string, number>;
  finish: number;
  /** Per step the user may pick: how many leads go there (the others pass it: they did it already). */
  step: Record<string, Record<string, number>>;
}

/** The save dialog's counts: for each removed step, how many leads each choice moves and where. */
export function previewMoves(before: Sequence, after: Sequence, leads: readonly WaitingLead[]): RemovedStepCount[] {
  const removed = Object.keys(before.steps).filter((id) => !after.steps[id]);
  return removed.map((stepId) => {
    const waiting = leads.filter((l) => l.stepId === stepId);
    const tally = (move: SequenceMove) => {
      const counts: Record<string, number> = {};
      for (const lead of waiting) {
        const key = destinationOf(move, after, lead) ?? 'finish';
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };
    const [next] = resolveMoves(
      before,
      after,
      removed.map((from) => ({ from, to: from === stepId ? 'next' : 'finish' })),
    ).filter((m) => m.from === stepId);
    const step: Record<string, Record<string, number>> = {};
    for (const id of Object.keys(after.steps)) step[id] = tally({ from: stepId, to: 'step', stepId: id });
    return { stepId, waiting: waiting.length, next: tally(next), finish: waiting.length, step };
  });
}
