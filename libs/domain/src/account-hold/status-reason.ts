import type { ActingWindow } from '../schedule/acting-window';
import type { AccountHoldCode } from './account-hold';

/**
 * Why a running campaign cannot act now, in words a user understands (the campaign list shows it in
 * place of "Running"), with when it ends where that is known.
 */
export interface StatusReason {
  readonly code: 'subscription-inactive' | 'account-disconnected' | 'outside-working-hours' | AccountHoldCode;
  readonly message: string;
  readonly until: string | null;
}

export interface AccountStanding {
  readonly subscriptionActive: boolean;
  readonly linkedInConnected: boolean;
  readonly holds: ReadonlyArray<{ readonly code: string; readonly reason: string; readonly until: string | null }>;
}

/**
 * The first thing that stops an account's campaigns at `now`, or null when they can act. With the
 * account's acting window, a moment outside it says when the campaigns start again.
 */
export function statusReasonOf(
  standing: AccountStanding,
  now: Date,
  window?: ActingWindow | null,
): StatusReason | null {
  if (!standing.subscriptionActive)
    return {
      code: 'subscription-inactive',
      message: 'Subscription inactive: campaigns wait until it is renewed',
      until: null,
    };
  if (!standing.linkedInConnected)
    return {
      code: 'account-disconnected',
      message: 'LinkedIn account disconnected: reconnect it on the LinkedIn Account page',
      until: null,
    };
  const live = standing.holds.filter((h) => h.until === null || Date.parse(h.until) > now.getTime());
  const restricted = live.find((h) => h.code === 'account-restricted');
  if (restricted) return { code: 'account-restricted', message: restricted.reason, until: restricted.until };
  const weekly = live.find((h) => h.code === 'weekly-cap');
  if (weekly)
    return {
      code: 'weekly-cap',
      message: 'Weekly invitation cap reached: invitations resume when a slot frees up',
      until: weekly.until,
    };
  const daily = live.find((h) => h.code === 'daily-limit');
  if (daily) return { code: 'daily-limit', message: daily.reason, until: daily.until };
  if (window && !window.mayAct(now)) {
    const until = window.nextOpening(now);
    return {
      code: 'outside-working-hours',
      message: 'Outside working hours: starts again at the next opening',
      until: until.toISOString(),
    };
  }
  return null;
}
