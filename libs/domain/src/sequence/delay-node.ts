import type { SequenceNodeParams } from './sequence-graph';

/** The parts of a Delay step's wait the builder edits, and their ranges. */
export const DELAY_PARTS = [
  { key: 'days', label: 'Days', max: 99 },
  { key: 'hours', label: 'Hours', max: 23 },
  { key: 'minutes', label: 'Minutes', max: 59 },
] as const;

/**
 * What is wrong with a Delay step's wait, or null: whole numbers within each part's range, and a
 * wait of at least a minute (a duration in ms, spec 02 §3, also counts). The builder and the API
 * give the same answer.
 */
export function delayNodeProblem(
  params: SequenceNodeParams,
): { field: 'days' | 'hours' | 'minutes'; message: string } | null {
  for (const { key, label, max } of DELAY_PARTS) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
      return { field: key, message: `${label} must be a whole number from 0 to ${max}` };
    }
  }
  const total = (params.days ?? 0) * 1440 + (params.hours ?? 0) * 60 + (params.minutes ?? 0);
  if (total < 1 && !(typeof params.duration === 'number' && params.duration >= 60_000))
    return { field: 'minutes', message: 'A delay must wait at least one minute' };
  return null;
}
