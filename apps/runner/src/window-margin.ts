import { clockMsFor, WEEKLY_CAP_MARGIN_MS, WINDOW_CLOSING_MARGIN_MS, type Clock } from '@outflow/domain';

/** Real time an action may take to reach LinkedIn once started (a call, a retried read before it). */
const ACTION_REAL_TIME_MS = 3_000;

/**
 * How long before a working window closes the runner starts its last action: five minutes, or the
 * clock time an action's real duration spans when the clock runs fast (at 2,880×, 3 real seconds
 * are 2.4 hours), so LinkedIn never sees an action after the window.
 */
export const closingMarginMs = (clock: Clock): number => Math.max(WINDOW_CLOSING_MARGIN_MS, clockMsFor(clock, ACTION_REAL_TIME_MS));

/** How much wider than seven days the rolling week is counted, for the same reason. */
export const weeklyMarginMs = (clock: Clock): number => Math.max(WEEKLY_CAP_MARGIN_MS, clockMsFor(clock, ACTION_REAL_TIME_MS));
