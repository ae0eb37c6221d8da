import type { LimitKey, RateLimitSettings } from '../rate-limits/limits';
import { nextLocalDayStart } from '../schedule/local-time';
import type { QuotaReleased, QuotaReleaseReason, QuotaReserved } from './quota-events';
import {
  countsOn,
  invitationsSince,
  lastReservedAt,
  openReservation,
  type QuotaLedger,
  type Reservation,
} from './quota-ledger';

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * The rolling week is counted a few minutes wider than seven days: LinkedIn stamps an invitation
 * when it arrives, a moment after we reserved it, so an exact window could let the eighth day's
 * first invitation land inside LinkedIn's week.
 */
export const WEEKLY_CAP_MARGIN_MS = 5 * 60_000;

/** The invitations that count against the weekly cap at `now`, oldest first (`marginMs` widens the week, see above). */
export const weeklyInvitations = (ledger: QuotaLedger, now: Date, marginMs = WEEKLY_CAP_MARGIN_MS): Reservation[] =>
  invitationsSince(ledger, new Date(now.getTime() - WEEK_MS - marginMs));

export interface QuotaRequest {
  readonly accountId: string;
  readonly key: string;
  readonly limit: LimitKey;
  readonly campaignId: string;
  readonly targetId: string;
  readonly stepId: string;
  readonly jobId: string;
  /** The limits in force today (the user's settings after warm-up). */
  readonly limits: RateLimitSettings;
  readonly timeZone: string;
  readonly now: Date;
  /** The least time between two actions of one account (human-like spacing). */
  readonly minGapMs: number;
  /** How much wider than seven days the rolling week is counted; default WEEKLY_CAP_MARGIN_MS. */
  readonly weeklyMarginMs?: number;
}

export type RefusalReason = 'daily-limit' | 'total-limit' | 'weekly-cap' | 'spacing';

export type QuotaDecision =
  /** Reserved now: append these events to today's stream. */
  | { readonly kind: 'granted'; readonly events: QuotaReserved[] }
  /** The step already holds a reservation (its attempt runs now, or a crashed one left it open). */
  | { readonly kind: 'held'; readonly reservation: Reservation }
  /** Not now: `retryAt` is when it can be granted at the earliest. */
  | { readonly kind: 'refused'; readonly reason: RefusalReason; readonly retryAt: Date };

/**
 * Grants a reservation only under the action's daily limit, the daily total and (for
 * invitations) the rolling 7-day cap, and not sooner than the gap after the account's last action.
 */
export function reserveQuota(ledger: QuotaLedger, request: QuotaRequest): QuotaDecision {
  const held = openReservation(ledger, request.key);
  if (held) return { kind: 'held', reservation: held };
  const today = countsOn(ledger);
  const tomorrow = () => nextLocalDayStart(request.now, request.timeZone);
  if (today.perLimit[request.limit] >= request.limits[request.limit])
    return { kind: 'refused', reason: 'daily-limit', retryAt: tomorrow() };
  if (today.total >= request.limits.total) return { kind: 'refused', reason: 'total-limit', retryAt: tomorrow() };
  if (request.limit === 'connections') {
    const margin = request.weeklyMarginMs ?? WEEKLY_CAP_MARGIN_MS;
    const week = weeklyInvitations(ledger, request.now, margin);
    if (week.length >= request.limits.weeklyConnections) {
      // A slot frees when the oldest invitation that keeps the week full leaves the window.
      const oldest = week[week.length - request.limits.weeklyConnections];
      return { kind: 'refused', reason: 'weekly-cap', retryAt: new Date(Date.parse(oldest.at) + WEEK_MS + margin + 1) };
    }
  }
  const last = lastReservedAt(ledger);
  if (last && request.minGapMs > 0 && request.now.getTime() < last.getTime() + request.minGapMs) {
    return { kind: 'refused', reason: 'spacing', retryAt: new Date(last.getTime() + request.minGapMs) };
  }
  return {
    kind: 'granted',
    events: [
      {
        type: 'QuotaReserved',
        data: {
          accountId: request.accountId,
          day: ledger.today,
          key: request.key,
          limit: request.limit,
          campaignId: request.campaignId,
          targetId: request.targetId,
          stepId: request.stepId,
          jobId: request.jobId,
          occurredAt: request.now.toISOString(),
        },
      },
    ],
  };
}

/** Gives a step's live reservation back (appended to the stream of the day it was made on); nothing when none is live. */
export function releaseQuota(
  ledger: QuotaLedger,
  key: string,
  reason: QuotaReleaseReason,
  now: Date,
  accountId: string,
): QuotaReleased[] {
  const held = openReservation(ledger, key);
  if (!held) return [];
  return [
    {
      type: 'QuotaReleased',
      data: {
        accountId,
        day: held.day,
        key,
        campaignId: held.campaignId,
        targetId: held.targetId,
        reason,
        occurredAt: now.toISOString(),
      },
    },
  ];
}
