/**
 * When the runner looks for replies no webhook brought (issue 17): per account with open
 * sequences, every quarter of an hour of clock time (the issue asks for at least every half hour;
 * a quarter keeps the worst reply-to-stop, a reply landing just after a sweep, under that half
 * hour with the sweep's own length on top) on the system's clock (which a sandbox may run
 * days ahead of real time), at once after the account could not be swept (disconnected, the
 * subscription lapsed) or was connected again, and again soon after a failed sweep. Each sweep
 * reads from a margin before the previous one began, so a message that landed while it ran (or
 * whose LinkedIn time is a little behind ours) is read by the next.
 */

/** Replies are looked for this often (clock time) while an account has open sequences: one chat list read. */
export const REPLY_SWEEP_INTERVAL_MS = 15 * 60_000;
/** How far before the previous sweep's start the next one reads again. */
export const REPLY_SWEEP_MARGIN_MS = 5 * 60_000;
/** A failed sweep is tried again after this much clock time (not at every poll). */
export const REPLY_SWEEP_RETRY_MS = 2 * 60_000;

/** What the runner remembers of an account's sweeps (clock ms). */
export interface ReplySweepRecord {
  /** The start of the last sweep that succeeded, or null: never swept. */
  readonly lastAt: number | null;
  /** The last failed attempt's start, or null. */
  readonly failedAt: number | null;
  /** The account could not be swept since the last sweep (held, or no account): sweep once it can. */
  readonly missed: boolean;
  /** The account's connection start as the last sweep saw it: another one means a reconnect. */
  readonly connectedAt: string | null;
}

export const NEVER_SWEPT: ReplySweepRecord = { lastAt: null, failedAt: null, missed: false, connectedAt: null };

/** The account as the scheduler sees it now. */
export interface ReplySweepAccount {
  /** It may be read now (connected, subscription active; a restriction does not stop reading). */
  readonly readable: boolean;
  readonly connectedAt: string | null;
}

/** Whether to sweep the account's chats now. */
export function replySweepDue(record: ReplySweepRecord, account: ReplySweepAccount, nowMs: number): boolean {
  if (!account.readable) return false;
  if (record.failedAt !== null && nowMs - record.failedAt < REPLY_SWEEP_RETRY_MS) return false;
  if (record.lastAt === null || record.missed) return true;
  if (account.connectedAt !== record.connectedAt) return true;
  return nowMs - record.lastAt >= REPLY_SWEEP_INTERVAL_MS;
}

/** The clock time from which the sweep reads chats: a margin before the last sweep began (null: from the start). */
export function replySweepSince(record: ReplySweepRecord): Date | null {
  return record.lastAt === null ? null : new Date(record.lastAt - REPLY_SWEEP_MARGIN_MS);
}

/** When the account's next sweep falls due, for the scheduler's wake-up (null: it waits for news). */
export function nextReplySweepAt(record: ReplySweepRecord): number | null {
  if (record.failedAt !== null) return record.failedAt + REPLY_SWEEP_RETRY_MS;
  return record.lastAt === null ? null : record.lastAt + REPLY_SWEEP_INTERVAL_MS;
}

/** The record after the account could not be swept this pass. */
export const replySweepMissed = (record: ReplySweepRecord): ReplySweepRecord => ({ ...record, missed: true });

/** The record after a sweep that began at `startedMs` succeeded. */
export const replySweepDone = (startedMs: number, connectedAt: string | null): ReplySweepRecord => ({
  lastAt: startedMs,
  failedAt: null,
  missed: false,
  connectedAt,
});

/** The record after a sweep that began at `startedMs` failed (the next one reads from the same point). */
export const replySweepFailed = (record: ReplySweepRecord, startedMs: number): ReplySweepRecord => ({
  ...record,
  failedAt: startedMs,
});
