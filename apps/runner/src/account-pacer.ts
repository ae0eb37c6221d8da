import {
  countsOn,
  lastReservedAt,
  LIMIT_KEYS,
  weeklyInvitations,
  type ActingWindow,
  type LimitKey,
  type QuotaLedger,
} from '@outflow/domain';
import type { AccountContext } from '@outflow/domain';

/** What the scheduler last read about an account: its context (schedule, limits, hold) and its quota ledger. */
export interface AccountView {
  readonly context: AccountContext;
  readonly ledger: QuotaLedger;
  /** Real time of the reading. */
  readonly readAt: number;
  /** Clock time of the reading (a sandbox clock may run far ahead of real time). */
  readonly readAtClock: number;
}

/**
 * One LinkedIn account's place in the scheduler's pacing queue. The scheduler hands out one
 * LinkedIn step of an account at a time, when the account may act: inside its working hours, not
 * held, at least the gap (plus jitter) after its last action, and only steps whose limit is not
 * used up today. So a lead's stream records what happened to it, not each time it waited.
 */
export class AccountPacer {
  view?: AccountView;
  /** Reload the view before the next decision (a step of this account settled, or it was never read). */
  stale = true;
  /** The job handed out and not yet settled (real time it was handed out). */
  inFlight: { readonly jobId: string; readonly since: number } | null = null;
  /** Clock time from which the next step may go out (the gap plus this account's jitter). */
  nextFreeAt = 0;
  private lastHandOutAt: number | null = null;
  private jitterMs = 0;
  lastProbeAt: number | null = null;
  lastSweepAt: number | null = null;

  /**
   * `accountId`: the sender paced (null: the owner has none); `key`:
   * the scheduler's name for the pair.
   */
  constructor(
    readonly userId: string,
    readonly accountId: string | null = null,
    readonly key: string = userId,
  ) {}

  /** A fresh reading: the next action waits for the gap after the last reservation, plus the jitter. */
  refresh(view: AccountView, minGapMs: number): void {
    this.view = view;
    this.stale = false;
    const last = lastReservedAt(view.ledger)?.getTime() ?? null;
    const after = Math.max(last ?? -Infinity, this.lastHandOutAt ?? -Infinity);
    if (Number.isFinite(after)) this.nextFreeAt = Math.max(this.nextFreeAt, after + minGapMs + this.jitterMs);
  }

  handedOut(jobId: string, nowMs: number, realNow: number, minGapMs: number, jitterMs: number): void {
    this.inFlight = { jobId, since: realNow };
    this.lastHandOutAt = nowMs;
    this.jitterMs = jitterMs;
    this.nextFreeAt = nowMs + minGapMs + jitterMs;
    this.stale = true;
  }

  /** A job of this account settled: read the account again; the account is free if it was the job out. */
  settled(jobId: string): void {
    // A late word about an earlier job (redelivered, taken over) must not free the account while another is out.
    if (this.inFlight?.jobId === jobId) this.inFlight = null;
    this.stale = true;
  }
}

export type PaceDecision =
  /** Nothing for now; look again at `until` (clock ms), or when told (a settled step, a reload). */
  | { readonly kind: 'wait'; readonly until: number | null; readonly why: string }
  /** Hand out the oldest due step whose limit is not in `exhausted` (a probe of a restricted account goes alone). */
  | { readonly kind: 'hand-out'; readonly exhausted: readonly LimitKey[]; readonly probe: boolean };

export interface PaceOptions {
  readonly inFlightTimeoutMs: number;
  /** The account's acting window (its schedule with the clock's margins). */
  readonly window: ActingWindow;
  /** How often (clock time) one step is let through to see whether a restriction was lifted. */
  readonly probeEveryMs: number;
}

/** Limits the account has used up today (all counted ones once the daily total is reached), and invitations over the weekly cap. */
export function exhaustedLimits(view: AccountView, now: Date, weeklyMarginMs?: number): LimitKey[] {
  const { limits } = view.context;
  const today = countsOn(view.ledger);
  if (today.total >= limits.total) return [...LIMIT_KEYS];
  const out = LIMIT_KEYS.filter((key) => today.perLimit[key] >= limits[key]);
  if (
    !out.includes('connections') &&
    weeklyInvitations(view.ledger, now, weeklyMarginMs).length >= limits.weeklyConnections
  )
    out.push('connections');
  return out;
}

export function pace(pacer: AccountPacer, now: Date, realNow: number, options: PaceOptions): PaceDecision {
  const view = pacer.view!;
  if (pacer.inFlight && realNow - pacer.inFlight.since < options.inFlightTimeoutMs)
    return { kind: 'wait', until: null, why: 'a step is in flight' };
  const { hold } = view.context;
  const { window } = options;
  let probe = false;
  if (hold) {
    if (hold.code !== 'account-restricted')
      return { kind: 'wait', until: hold.until?.getTime() ?? null, why: hold.code };
    if (pacer.lastProbeAt !== null && now.getTime() - pacer.lastProbeAt < options.probeEveryMs)
      return { kind: 'wait', until: pacer.lastProbeAt + options.probeEveryMs, why: hold.code };
    probe = true;
  }
  if (!window.mayAct(now))
    return { kind: 'wait', until: window.nextOpening(now).getTime(), why: 'outside-working-hours' };
  if (now.getTime() < pacer.nextFreeAt) return { kind: 'wait', until: pacer.nextFreeAt, why: 'spacing' };
  return { kind: 'hand-out', exhausted: exhaustedLimits(view, now, window.weeklyMarginMs), probe };
}
