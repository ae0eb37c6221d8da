import { clockMsFor, WEEKLY_CAP_MARGIN_MS, WINDOW_CLOSING_MARGIN_MS, WINDOW_OPENING_MARGIN_MS, type Clock } from '@outflow/domain';

/** Real time an action may take to reach LinkedIn once started (a call, a retried read before it). */
const ACTION_REAL_TIME_MS = 3_000;

/**
 * How long before a working window closes the runner starts its last action: five minutes, or the
 * clock time an action's real duration spans when the clock runs fast (at 2,880×, 3 real seconds
 * are 2.4 hours), so LinkedIn never sees an action after the window.
 */
export const closingMarginMs = (clock: Clock): number => Math.max(WINDOW_CLOSING_MARGIN_MS, clockMsFor(clock, ACTION_REAL_TIME_MS));

/**
 * How far a process's reading of a remote clock (the sandbox's, read over HTTP) may run ahead of
 * it: half a round trip, longer when either process is busy.
 */
const CLOCK_READING_REAL_MS = 1_000;

/**
 * How long after a working window opens the runner starts its first action: a minute, or the clock
 * time its reading of the clock may be ahead by when the clock runs fast (at 1,440×, 1 real second
 * is 24 minutes), so LinkedIn never sees an action before the window.
 */
export const openingMarginMs = (clock: Clock): number => Math.max(WINDOW_OPENING_MARGIN_MS, clockMsFor(clock, CLOCK_READING_REAL_MS));

/** How much wider than seven days the rolling week is counted, for the same reason. */
export const weeklyMarginMs = (clock: Clock): number => Math.max(WEEKLY_CAP_MARGIN_MS, clockMsFor(clock, ACTION_REAL_TIME_MS));
