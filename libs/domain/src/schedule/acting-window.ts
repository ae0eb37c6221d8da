import { clockMsFor, type Clock } from '../clock';
import { WEEKLY_CAP_MARGIN_MS } from '../quota/reserve-quota';
import type { ScheduleSettings } from './schedule-settings';
import { mayActAt, nextActingMoment, WINDOW_CLOSING_MARGIN_MS, WINDOW_OPENING_MARGIN_MS } from './working-hours';

/**
 * When an account may act on LinkedIn: its working hours with their margins. The scheduler, the
 * pacer and the target's decider all ask this one object, so they never disagree on an edge.
 */
export interface ActingWindow {
  readonly schedule: ScheduleSettings;
  mayAct(at: Date): boolean;
  /** The first moment at or after `at` when an action may start. */
  nextOpening(at: Date): Date;
  /** How much wider than seven days the rolling week of invitations is counted. */
  readonly weeklyMarginMs: number;
}

/** How far inside the window actions keep, and how much wider the week counts (clock time). */
export interface ActingMargins {
  readonly closingMs: number;
  readonly openingMs: number;
  readonly weeklyMs: number;
}

export const DEFAULT_ACTING_MARGINS: ActingMargins = {
  closingMs: WINDOW_CLOSING_MARGIN_MS,
  openingMs: WINDOW_OPENING_MARGIN_MS,
  weeklyMs: WEEKLY_CAP_MARGIN_MS,
};

/** Real time an action may take to reach LinkedIn once started (a call, a retried read before it). */
const ACTION_REAL_TIME_MS = 3_000;
/** How far a process's reading of a remote clock (the sandbox's, over HTTP) may run ahead of it. */
const CLOCK_READING_REAL_MS = 1_000;

/**
 * The margins on a clock that may run fast: the closing one covers an action's real duration in
 * clock time (at 2,880×, 3 real seconds are 2.4 hours), the opening one how far a reading of a
 * remote clock may be ahead (at 1,440×, 1 real second is 24 minutes), so LinkedIn never sees an
 * action outside the window; the week widens like the closing margin.
 */
export function actingMarginsFor(clock: Clock): ActingMargins {
  return {
    closingMs: Math.max(WINDOW_CLOSING_MARGIN_MS, clockMsFor(clock, ACTION_REAL_TIME_MS)),
    openingMs: Math.max(WINDOW_OPENING_MARGIN_MS, clockMsFor(clock, CLOCK_READING_REAL_MS)),
    weeklyMs: Math.max(WEEKLY_CAP_MARGIN_MS, clockMsFor(clock, ACTION_REAL_TIME_MS)),
  };
}

export function actingWindow(
  schedule: ScheduleSettings,
  margins: ActingMargins = DEFAULT_ACTING_MARGINS,
): ActingWindow {
  return {
    schedule,
    mayAct: (at) => mayActAt(at, schedule, margins.closingMs, margins.openingMs),
    nextOpening: (at) => nextActingMoment(at, schedule, margins.closingMs, margins.openingMs),
    weeklyMarginMs: margins.weeklyMs,
  };
}
