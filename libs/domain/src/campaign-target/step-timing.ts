import { DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS, type SequenceNodeParams } from '../sequence/sequence-graph';

/** How often the runner sweeps an account's new relations for accepted invitations (webhooks can be hours late or lost). */
export const ACCEPTANCE_SWEEP_INTERVAL_MS = 4 * 60 * 60 * 1000;
/** Attempts of one step before the lead is given up on (transient provider errors). */
export const MAX_STEP_ATTEMPTS = 4;
const RETRY_DELAYS_MS = [5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/** The wait after a failed attempt: minutes first, then hours, so a short outage costs little and a long one is not hammered. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1];
}

/** How long a sent invitation is waited for (spec 02 §4 wait option; the default when the node sets none). */
export function acceptanceWaitMs(params: SequenceNodeParams): number {
  const days =
    typeof params.waitPeriod === 'number' && params.waitPeriod > 0
      ? params.waitPeriod
      : DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS;
  return days * 24 * 60 * 60 * 1000;
}

/** A delay node's own wait (spec 02 §3: days, hours, minutes, or a duration in ms), added before the next step's. */
export function delayNodeMs(params: SequenceNodeParams): number {
  if (typeof params.duration === 'number' && params.duration > 0) return params.duration;
  const part = (value: number | undefined, unitMs: number) =>
    typeof value === 'number' && value > 0 ? value * unitMs : 0;
  return part(params.days, 86_400_000) + part(params.hours, 3_600_000) + part(params.minutes, 60_000);
}
