import {
  DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS,
  MAX_WAIT_FOR_ACCEPTANCE_DAYS,
  MIN_WAIT_FOR_ACCEPTANCE_DAYS,
  type SequenceNodeParams,
} from './sequence-graph';

/**
 * Spec §5 connection-wait days: the value stays within 1..60, and a non-positive or non-numeric
 * entry is ignored, so the previous value is kept rather than the field going blank or negative.
 */
export function connectionWaitDays(previous: number, typed: string | number): number {
  const days = typeof typed === 'number' ? typed : typed.trim() === '' ? NaN : Number(typed.trim());
  if (!Number.isFinite(days) || days <= 0) return previous;
  return Math.min(Math.max(Math.floor(days), MIN_WAIT_FOR_ACCEPTANCE_DAYS), MAX_WAIT_FOR_ACCEPTANCE_DAYS);
}

/**
 * Spec §4 "Send connection wait option": what happens after an invitation goes out.
 * - wait: wait until accepted (recommended);
 * - stop: stop processing the lead if not accepted within N days;
 * - withdraw: withdraw the invitation when it is not accepted.
 */
export type ConnectionWaitMode = 'wait' | 'stop' | 'withdraw';

type ConnectionWaitParams = Pick<SequenceNodeParams, 'waitForAcceptance' | 'withdrawIfNotAccepted' | 'waitPeriod'>;

/**
 * The params Apply stores: waitForAcceptance always, and waitPeriod only in stop mode (spec §4),
 * so a stale period never outlives a switch back to plain waiting. Every mode waits for the
 * answer first; withdraw says what to do when none comes.
 */
export function connectionWaitParams(mode: ConnectionWaitMode, days: number): ConnectionWaitParams {
  const params: ConnectionWaitParams = { waitForAcceptance: true, withdrawIfNotAccepted: mode === 'withdraw' };
  if (mode === 'stop') params.waitPeriod = connectionWaitDays(DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS, days);
  return params;
}

/**
 * What each option does with a lead whose invitation gets no answer, as the editor says it: the
 * runner waits (the set days, else the default) and then takes the step's No branch, withdrawing
 * the invitation first in withdraw mode; with no No branch the lead's sequence ends.
 */
export function connectionWaitOutcome(mode: ConnectionWaitMode, days = DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS): string {
  switch (mode) {
    case 'wait':
      return `Waits up to ${DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS} days for the answer. Accepted: the Yes branch runs. Not accepted by then: the No branch runs (with no No branch, the lead's sequence ends).`;
    case 'stop':
      return `Waits ${days} ${days === 1 ? 'day' : 'days'}. Accepted: the Yes branch runs. Not accepted by then: the No branch runs (with no No branch, the lead's sequence ends).`;
    case 'withdraw':
      return `Waits up to ${DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS} days, then withdraws the invitation and runs the No branch (with no No branch, the lead's sequence ends).`;
  }
}

/** The option a node's params stand for, so the dialog reopens on what was applied. */
export function connectionWaitMode(params: ConnectionWaitParams): ConnectionWaitMode {
  if (params.withdrawIfNotAccepted) return 'withdraw';
  if (typeof params.waitPeriod === 'number') return 'stop';
  return 'wait';
}
