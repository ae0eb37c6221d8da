import { TZDate } from '@date-fns/tz';

/**
 * Wall-clock time in an account's time zone. Quota days, working hours and warm-up all count in
 * the account's own calendar: a user in San Francisco gets a new day at their midnight, not at
 * 16:00 (UTC midnight). These are the only functions that turn an instant into a local day or a
 * local time into an instant; nothing else in the codebase computes a day.
 */

/** A calendar day as `YYYY-MM-DD`. */
export type LocalDay = string;

/** An ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface LocalMoment {
  readonly day: LocalDay;
  readonly weekday: IsoWeekday;
  /** Minutes since the local midnight (0–1439). */
  readonly minuteOfDay: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True when the runtime knows the IANA zone name (e.g. `Europe/Paris`; `UTC` always). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Where an instant falls on the wall clock of a zone. */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const local = new TZDate(instant.getTime(), timeZone);
  const weekday = (local.getDay() === 0 ? 7 : local.getDay()) as IsoWeekday;
  return {
    day: `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    weekday,
    minuteOfDay: local.getHours() * 60 + local.getMinutes(),
  };
}

/** The local calendar day an instant falls on: the quota day. */
export function localDay(instant: Date, timeZone: string): LocalDay {
  return localMoment(instant, timeZone).day;
}

function parseDay(day: LocalDay): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m - 1, d];
}

/**
 * The instant a local wall time names. A time that a daylight-saving jump skips is moved forward
 * by the jump (02:30 on the spring-forward night is 03:30), as clocks on the wall do.
 */
export function atLocalTime(day: LocalDay, minuteOfDay: number, timeZone: string): Date {
  const [y, m, d] = parseDay(day);
  return new Date(new TZDate(y, m, d, Math.floor(minuteOfDay / 60), minuteOfDay % 60, timeZone).getTime());
}

/** The first instant of a local day. */
export const startOfLocalDay = (day: LocalDay, timeZone: string): Date => atLocalTime(day, 0, timeZone);

/** The instants of the local day that holds `instant` in `timeZone`: [start, next day's start). */
export function localDayWindow(instant: Date, timeZone: string): { readonly from: number; readonly to: number } {
  return {
    from: startOfLocalDay(localDay(instant, timeZone), timeZone).getTime(),
    to: nextLocalDayStart(instant, timeZone).getTime(),
  };
}

/** The calendar day `n` days after `day` (negative: before). */
export function addDays(day: LocalDay, n: number): LocalDay {
  const [y, m, d] = parseDay(day);
  const next = new Date(Date.UTC(y, m, d + n));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to` (0 on the same day). */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  const [y1, m1, d1] = parseDay(from);
  const [y2, m2, d2] = parseDay(to);
  return Math.round((Date.UTC(y2, m2, d2) - Date.UTC(y1, m1, d1)) / 86_400_000);
}

/** The start of the local day after the one `instant` falls on. */
export function nextLocalDayStart(instant: Date, timeZone: string): Date {
  return startOfLocalDay(addDays(localDay(instant, timeZone), 1), timeZone);
}
