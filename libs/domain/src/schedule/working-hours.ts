import { addDays, atLocalTime, localMoment, type IsoWeekday } from './local-time';
import { minutesOf, type ScheduleSettings } from './schedule-settings';

/**
 * The account's working window: LinkedIn actions go out only on its working days, between start
 * and end, in its own time zone. With working hours off, every moment is inside.
 */
export function isWithinWorkingHours(instant: Date, schedule: ScheduleSettings): boolean {
  const { workingHours: hours, timeZone } = schedule;
  if (!hours.enabled) return true;
  const local = localMoment(instant, timeZone);
  const start = minutesOf(hours.start)!;
  const end = minutesOf(hours.end)!;
  if (start < end) return hours.days.includes(local.weekday) && local.minuteOfDay >= start && local.minuteOfDay < end;
  // Overnight: the evening of a working day, or the morning after one.
  const yesterday = (((local.weekday + 5) % 7) + 1) as IsoWeekday;
  return (
    (hours.days.includes(local.weekday) && local.minuteOfDay >= start) ||
    (hours.days.includes(yesterday) && local.minuteOfDay < end)
  );
}

/**
 * The next instant at or after `instant` when the window is open: `instant` itself when inside,
 * else the next working day's start (today's start when the day has not begun yet).
 */
export function nextWorkingMoment(instant: Date, schedule: ScheduleSettings): Date {
  if (isWithinWorkingHours(instant, schedule)) return instant;
  const { workingHours: hours, timeZone } = schedule;
  const start = minutesOf(hours.start)!;
  const local = localMoment(instant, timeZone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = addDays(local.day, ahead);
    const weekday = (((local.weekday - 1 + ahead) % 7) + 1) as IsoWeekday;
    if (!hours.days.includes(weekday)) continue;
    const opening = atLocalTime(day, start, timeZone);
    if (opening.getTime() > instant.getTime() || (ahead === 0 && local.minuteOfDay < start)) return opening;
  }
  // Unreachable with at least one working day; answer a day later rather than spin.
  return new Date(instant.getTime() + 86_400_000);
}

/** When the window that holds `instant` closes (null when working hours are off or `instant` is outside). */
export function workingWindowEnd(instant: Date, schedule: ScheduleSettings): Date | null {
  if (!schedule.workingHours.enabled || !isWithinWorkingHours(instant, schedule)) return null;
  const local = localMoment(instant, schedule.timeZone);
  const start = minutesOf(schedule.workingHours.start)!;
  const end = minutesOf(schedule.workingHours.end)!;
  // An overnight window entered in the evening closes the next morning.
  const day = start > end && local.minuteOfDay >= start ? addDays(local.day, 1) : local.day;
  return atLocalTime(day, end, schedule.timeZone);
}

/**
 * The margins kept inside the window: no action in its first minute or its last five. LinkedIn
 * sees the action a moment after the runner decides (the call takes time, and on an accelerated
 * sandbox clock a moment is minutes), so the runner stops short of the edges rather than on them.
 */
export const WINDOW_OPENING_MARGIN_MS = 60_000;
export const WINDOW_CLOSING_MARGIN_MS = 5 * 60_000;

/**
 * Whether a LinkedIn action may start at `instant`: inside the window, its margins kept. A runner
 * on a sped-up clock widens both margins: the closing one to cover an action's real duration in
 * clock time, the opening one to cover how far its reading of a remote clock may run ahead.
 */
export function mayActAt(
  instant: Date,
  schedule: ScheduleSettings,
  closingMarginMs = WINDOW_CLOSING_MARGIN_MS,
  openingMarginMs = WINDOW_OPENING_MARGIN_MS,
): boolean {
  if (!schedule.workingHours.enabled) return true;
  const t = instant.getTime();
  return (
    isWithinWorkingHours(new Date(t - openingMarginMs), schedule) &&
    isWithinWorkingHours(new Date(t + closingMarginMs), schedule)
  );
}

/** The first moment at or after `instant` when an action may start (the next window's opening plus its margin when need be). */
export function nextActingMoment(
  instant: Date,
  schedule: ScheduleSettings,
  closingMarginMs = WINDOW_CLOSING_MARGIN_MS,
  openingMarginMs = WINDOW_OPENING_MARGIN_MS,
): Date {
  const mayAct = (t: Date) => mayActAt(t, schedule, closingMarginMs, openingMarginMs);
  if (mayAct(instant)) return instant;
  let from = instant;
  for (let i = 0; i < 16; i++) {
    // Inside a window but too near its end: look past its end.
    const end = workingWindowEnd(from, schedule);
    const opening = nextWorkingMoment(end ?? from, schedule);
    const candidate = new Date(Math.max(opening.getTime() + openingMarginMs, from.getTime()));
    if (mayAct(candidate)) return candidate;
    from = new Date((end ?? opening).getTime() + 60_000);
  }
  return new Date(instant.getTime() + 86_400_000);
}
