import { DomainError } from '../errors';
import { REFUSAL_WORDS } from '../refusal-words';
import { isTimeZone, type IsoWeekday } from './local-time';

/**
 * When an account may act on LinkedIn: its time zone (quota days are its local days), its working
 * hours, and whether a newly connected account warms up. Kept on the user stream.
 */
export interface WorkingHours {
  readonly enabled: boolean;
  /** ISO weekdays the account works on (1 = Monday … 7 = Sunday), ascending. */
  readonly days: readonly IsoWeekday[];
  /**
   * `HH:MM`, local time. An `end` before `start` is an overnight window (22:00–06:00): it opens at
   * `start` on each working day and closes at `end` the next morning.
   */
  readonly start: string;
  readonly end: string;
}

export interface ScheduleSettings {
  readonly timeZone: string;
  readonly workingHours: WorkingHours;
  readonly warmUp: { readonly enabled: boolean };
}

export const DEFAULT_TIME_ZONE = 'UTC';

const DEFAULT_WORKING_HOURS: WorkingHours = Object.freeze({
  enabled: true,
  days: [1, 2, 3, 4, 5] as IsoWeekday[],
  start: '08:00',
  end: '18:00',
});

/** The settings of a user who never saved any: their sign-up zone (else UTC), weekdays 08:00–18:00, warm-up on. */
export const defaultScheduleSettings = (timeZone: string = DEFAULT_TIME_ZONE): ScheduleSettings => ({
  timeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
  workingHours: DEFAULT_WORKING_HOURS,
  warmUp: { enabled: true },
});

/** The shortest working window: actions keep a minute's margin after its start and five before its end. */
const MIN_WINDOW_MINUTES = 30;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` → minutes since midnight; undefined when malformed. */
export function minutesOf(hhmm: unknown): number | undefined {
  if (typeof hhmm !== 'string') return undefined;
  const match = HHMM.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

const invalid = (field: string, message: string) => new DomainError(message, 'INVALID_SCHEDULE', field);

/** How long a window from `start` to `end` lasts, in minutes (across midnight when `end` comes first). */
export const windowMinutes = (start: number, end: number): number => (end - start + 1440) % 1440;

/**
 * Checks settings as a request carries them and answers them normalised (days sorted, unique).
 * The first bad field is named; nothing else is kept from the input.
 */
export function parseScheduleSettings(input: unknown): ScheduleSettings {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (!isTimeZone(body.timeZone)) throw invalid('timeZone', REFUSAL_WORDS.timeZone);
  const hours = body.workingHours as Record<string, unknown> | undefined;
  if (typeof hours !== 'object' || hours === null || Array.isArray(hours))
    throw invalid('workingHours', REFUSAL_WORDS.workingHours);
  if (typeof hours.enabled !== 'boolean') throw invalid('workingHours.enabled', REFUSAL_WORDS.workingHoursEnabled);
  if (!Array.isArray(hours.days) || hours.days.length === 0 || hours.days.length > 7) {
    throw invalid('workingHours.days', REFUSAL_WORDS.workingDays);
  }
  hours.days.forEach((day, i) => {
    if (!Number.isInteger(day) || (day as number) < 1 || (day as number) > 7)
      throw invalid(`workingHours.days[${i}]`, REFUSAL_WORDS.workingDay);
  });
  const start = minutesOf(hours.start);
  if (start === undefined) throw invalid('workingHours.start', REFUSAL_WORDS.time('Start'));
  const end = minutesOf(hours.end);
  if (end === undefined) throw invalid('workingHours.end', REFUSAL_WORDS.time('End'));
  if (end === start) throw invalid('workingHours.end', REFUSAL_WORDS.sameStartAndEnd);
  if (windowMinutes(start, end) < MIN_WINDOW_MINUTES)
    throw invalid('workingHours.end', REFUSAL_WORDS.shortWindow(MIN_WINDOW_MINUTES));
  const warmUp = body.warmUp as Record<string, unknown> | undefined;
  if (typeof warmUp !== 'object' || warmUp === null || typeof warmUp.enabled !== 'boolean')
    throw invalid('warmUp.enabled', REFUSAL_WORDS.warmUp);
  return {
    timeZone: body.timeZone,
    workingHours: {
      enabled: hours.enabled,
      days: [...new Set(hours.days as IsoWeekday[])].sort((a, b) => a - b),
      start: hours.start as string,
      end: hours.end as string,
    },
    warmUp: { enabled: warmUp.enabled },
  };
}
