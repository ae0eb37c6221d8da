/** Spec §5 "Edge delay input": a whole number of days or hours typed into the edge delay dialog. */
export type EdgeDelayUnit = 'days' | 'hours';

const EDGE_DELAY_NUMBERS_ONLY = 'This field should only contain numbers';
/** Spec §9: the input holds at most two digits, whichever the unit. */
export const EDGE_DELAY_MAX_DIGITS = 2;

const UNIT_MS: Record<EdgeDelayUnit, number> = { days: 86_400_000, hours: 3_600_000 };

export type EdgeDelayInput = { ok: true; amount: number; ms: number } | { ok: false; error: string };

/**
 * Reads the typed text: empty counts as 0, anything but digits is refused with the spec's message.
 * Digits past the second are cut off, as the input's two-character limit would never let them in.
 */
export function readEdgeDelayInput(text: string, unit: EdgeDelayUnit): EdgeDelayInput {
  if (!/^\d*$/.test(text)) return { ok: false, error: EDGE_DELAY_NUMBERS_ONLY };
  const amount = text === '' ? 0 : Number(text.slice(0, EDGE_DELAY_MAX_DIGITS));
  return { ok: true, amount, ms: amount * UNIT_MS[unit] };
}

/** How the dialog shows a stored delay: whole days when it is a whole number of days, else hours. */
export function edgeDelayForInput(ms: number): { text: string; unit: EdgeDelayUnit } {
  if (!Number.isFinite(ms) || ms <= 0) return { text: '0', unit: 'days' };
  if (ms % UNIT_MS.days === 0) return { text: String(ms / UNIT_MS.days), unit: 'days' };
  return { text: String(Math.round(ms / UNIT_MS.hours)), unit: 'hours' };
}
