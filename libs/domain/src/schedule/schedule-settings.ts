import { DomainError } from '../errors';
import { isTimeZone, type IsoWeekday } from './local-time';

/**
 * When an account may act on LinkedIn: its time zone (quota days are its local days), its working
 * hours, and whether a newly connected account warms up. Kept on the user stream.
 */
export interface WorkingHours {
  readonly enabled: boolean;
  /** ISO weekdays the account works on (1 = Monday … 7 = Sunday), ascending. */
  readonly days: readonly IsoWeekday[];
  /** `HH:MM`, local time; `start` before `end` (the window never crosses midnight). */
  readonly start: string;
  readonly end: string;
}

export interface ScheduleSettings {
  readonly timeZone: string;
  readonly workingHours: WorkingHours;
  readonly warmUp: { readonly enabled: boolean };
}

export const DEFAULT_TIME_ZONE = 'UTC';

const DEFAULT_WORKING_HOURS: WorkingHours = Object.freeze({ enabled: true, days: [1, 2, 3, 4, 5] as IsoWeekday[], start: '08:00', end: '18:00' });

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

const invalid = (field: string, message: string) => new DomainError(`${field} ${message}`, 'INVALID_SCHEDULE', field);

/**
 * Checks settings as a request carries them and answers them normalised (days sorted, unique).
 * The first bad field is named; nothing else is kept from the input.
 */
export function parseScheduleSettings(input: unknown): ScheduleSettings {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (!isTimeZone(body.timeZone)) throw invalid('timeZone', 'must be an IANA time zone name, e.g. Europe/Paris');
  const hours = body.workingHours as Record<string, unknown> | undefined;
  if (typeof hours !== 'object' || hours === null || Array.isArray(hours)) throw invalid('workingHours', 'must be an object with enabled, days, start and end');
  if (typeof hours.enabled !== 'boolean') throw invalid('workingHours.enabled', 'must be true or false');
  if (!Array.isArray(hours.days) || hours.days.length === 0 || hours.days.length > 7) {
    throw invalid('workingHours.days', 'must list 1 to 7 ISO weekdays (1 = Monday … 7 = Sunday)');
  }
  hours.days.forEach((day, i) => {
    if (!Number.isInteger(day) || (day as number) < 1 || (day as number) > 7) throw invalid(`workingHours.days[${i}]`, 'must be an ISO weekday from 1 to 7');
  });
  const start = minutesOf(hours.start);
  if (start === undefined) throw invalid('workingHours.start', 'must be a time as HH:MM');
  const end = minutesOf(hours.end);
  if (end === undefined) throw invalid('workingHours.end', 'must be a time as HH:MM');
  if (end <= start) throw invalid('workingHours.end', 'must be later than workingHours.start');
  if (end - start < MIN_WINDOW_MINUTES) throw invalid('workingHours.end', `must leave at least ${MIN_WINDOW_MINUTES} minutes after workingHours.start`);
  const warmUp = body.warmUp as Record<string, unknown> | undefined;
  if (typeof warmUp !== 'object' || warmUp === null || typeof warmUp.enabled !== 'boolean') throw invalid('warmUp.enabled', 'must be true or false');
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
