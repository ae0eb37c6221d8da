import { MAX_WAIT_FOR_ACCEPTANCE_DAYS, MIN_WAIT_FOR_ACCEPTANCE_DAYS } from './sequence-graph';

/**
 * Spec §5 connection-wait days: the value stays within 1..60, and a non-positive or non-numeric
 * entry is ignored, so the previous value is kept rather than the field going blank or negative.
 */
export function connectionWaitDays(previous: number, typed: string | number): number {
  const days = typeof typed === 'number' ? typed : typed.trim() === '' ? NaN : Number(typed.trim());
  if (!Number.isFinite(days) || days <= 0) return previous;
  return Math.min(Math.max(Math.floor(days), MIN_WAIT_FOR_ACCEPTANCE_DAYS), MAX_WAIT_FOR_ACCEPTANCE_DAYS);
}
