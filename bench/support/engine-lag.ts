/** What the engine benchmarks measure lag with: percentiles, and when each step fell due. */
import type { RecordedEvent } from '@outflow/event-store';

/** The p-th percentile of `values` (NaN for none). */
export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

type Scheduling = {
  targetId?: string;
  next?: { stepId: string; dueAt: string } | null;
  dueAt?: string;
  retryAt?: string | null;
  stepId?: string;
};

/** Records in `due` (`targetId|stepId` → clock ms) the due time a target event gives a step, if any. */
function noteDue(due: Map<string, number>, e: RecordedEvent): void {
  const data = e.data as Scheduling;
  if (!data.targetId) return;
  if (data.next) due.set(`${data.targetId}|${data.next.stepId}`, Date.parse(data.next.dueAt));
  if (e.type === 'StepDeferred' && data.dueAt) due.set(`${data.targetId}|${data.stepId}`, Date.parse(data.dueAt));
  if (e.type === 'StepFailed' && data.retryAt) due.set(`${data.targetId}|${data.stepId}`, Date.parse(data.retryAt));
}

/**
 * When each target's current step fell due (`targetId|stepId`), from the event that scheduled it;
 * with `createdAt`, also each campaign's creation (`first:campaignId`), when its first steps fell due.
 */
export function dueTimes(events: readonly RecordedEvent[], createdAt?: Map<string, number>): Map<string, number> {
  const due = new Map<string, number>();
  for (const e of events) noteDue(due, e);
  for (const [campaignId, at] of createdAt ?? []) due.set(`first:${campaignId}`, at);
  return due;
}

/**
 * When the step each reservation is for fell due, as the events before it said (undefined: none
 * did, so the campaign's creation). Read in order: a later event (the invitation's wait for its
 * acceptance) names the same step with a later time.
 */
export function dueAtReservations(events: readonly RecordedEvent[]): Map<RecordedEvent, number | undefined> {
  const due = new Map<string, number>();
  const atReservation = new Map<RecordedEvent, number | undefined>();
  for (const e of events) {
    const data = e.data as Scheduling;
    if (e.type === 'QuotaReserved') atReservation.set(e, due.get(`${data.targetId}|${data.stepId}`));
    noteDue(due, e);
  }
  return atReservation;
}
