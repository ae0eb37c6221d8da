/** What the assignment knows of one of a campaign's senders at the moment leads start. */
export interface SenderCapacity {
  readonly accountId: string;
  /** Connected, not restricted, not held: a sender that may not act gets no lead. */
  readonly mayAct: boolean;
  /** Its daily limit minus today's usage (never below 0). */
  readonly leftToday: number;
  /** Its weekly cap minus the week's usage (never below 0). */
  readonly leftThisWeek: number;
  /** Leads assigned to it that it has not acted for yet (its queue). */
  readonly waiting: number;
  /** Leads of the campaign assigned to it so far (the tie-break: fewest first). */
  readonly assigned: number;
}

/** A lead starting its sequence, given the sender it acts through. */
export interface SenderAssignment {
  readonly targetId: string;
  readonly accountId: string;
}

/** The room a sender has for new work: what it may still do today and this week, less what already waits for it. */
const roomOf = (s: SenderCapacity) => Math.min(s.leftToday, s.leftThisWeek) - s.waiting;

function better(a: SenderCapacity, b: SenderCapacity): boolean {
  if (roomOf(a) !== roomOf(b)) return roomOf(a) > roomOf(b);
  if (a.assigned !== b.assigned) return a.assigned < b.assigned;
  return a.accountId < b.accountId;
}

/** A lead whose sequence may start: its first step's limit (null: counted against none). */
export interface LeadAwaitingSender {
  readonly targetId: string;
  readonly limitKey: string | null;
}

/** A sender free to act now with nothing of its own due: its capacity, and the limits it used up today. */
export interface SenderTurn extends SenderCapacity {
  readonly exhausted: readonly string[];
}

/**
 * A lead gets its sender when its turn comes: each sender free now (may act, room left today and this
 * week) starts one lead at most, the sender with the most room first (then fewest leads, then the
 * smallest id), each taking the oldest lead (in the order given) whose first step's limit it has not
 * used up. Leads no free sender can start wait unassigned, so no lead is tied to a sender before
 * it acts: a sender lost meanwhile holds only leads it started.
 */
export function assignTurns(leads: readonly LeadAwaitingSender[], senders: readonly SenderTurn[]): SenderAssignment[] {
  const open = senders
    .filter((s) => s.mayAct && Math.min(s.leftToday, s.leftThisWeek) > 0)
    .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  const left = [...leads];
  const out: SenderAssignment[] = [];
  for (const sender of open) {
    const i = left.findIndex((lead) => lead.limitKey === null || !sender.exhausted.includes(lead.limitKey));
    if (i < 0) continue;
    out.push({ targetId: left[i].targetId, accountId: sender.accountId });
    left.splice(i, 1);
  }
  return out;
}
