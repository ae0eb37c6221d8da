import { DEFAULT_RATE_LIMITS } from '../rate-limits/limits';
import { DeciderSpecification } from '../testing/decider-specification';
import { addDays, atLocalTime, isTimeZone, localDay, localMoment, nextLocalDayStart } from './local-time';
import { defaultScheduleSettings, parseScheduleSettings, type ScheduleSettings } from './schedule-settings';
import { scheduleDecider, scheduleOf } from './schedule.decider';
import { effectiveLimits, warmUpOn } from './warm-up';
import { isWithinWorkingHours, mayActAt, nextActingMoment, nextWorkingMoment, workingWindowEnd } from './working-hours';

describe("local days (the quota day is the account's calendar day)", () => {
  it('is the local date, not the UTC one: 16:30 in San Francisco is still the same day, 00:30 UTC is the next in UTC only', () => {
    const instant = new Date('2026-11-26T00:30:00Z');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-11-25');
    expect(localDay(instant, 'Europe/Paris')).toBe('2026-11-26');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-11-26');
  });

  it('turns local wall times into instants across daylight saving changes', () => {
    expect(atLocalTime('2026-07-01', 8 * 60, 'Europe/Paris').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(atLocalTime('2026-12-01', 8 * 60, 'Europe/Paris').toISOString()).toBe('2026-12-01T07:00:00.000Z');
    // 02:30 does not exist on the spring-forward night: clocks read 03:30.
    expect(atLocalTime('2026-03-29', 150, 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(nextLocalDayStart(new Date('2026-11-25T12:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-25T15:00:00.000Z',
    );
  });

  it('knows weekdays, minutes and calendar arithmetic', () => {
    expect(localMoment(new Date('2026-11-29T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      day: '2026-11-30',
      weekday: 1,
      minuteOfDay: 8 * 60 + 30,
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('working hours', () => {
  const tokyo: ScheduleSettings = {
    ...defaultScheduleSettings('Asia/Tokyo'),
    workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '09:30', end: '17:00' },
  };
  it('holds an instant inside the window on a working day only', () => {
    expect(isWithinWorkingHours(new Date('2026-11-25T00:30:00Z'), tokyo)).toBe(true); // Wed 09:30
    expect(isWithinWorkingHours(new Date('2026-11-25T00:29:00Z'), tokyo)).toBe(false);
    expect(isWithinWorkingHours(new Date('2026-11-25T08:00:00Z'), tokyo)).toBe(false); // 17:00 is closed
    expect(isWithinWorkingHours(new Date('2026-11-28T02:00:00Z'), tokyo)).toBe(false); // Saturday
  });
  it('finds the next opening: later today, the next working day, or after the weekend', () => {
    expect(nextWorkingMoment(new Date('2026-11-24T22:00:00Z'), tokyo).toISOString()).toBe('2026-11-25T00:30:00.000Z');
    expect(nextWorkingMoment(new Date('2026-11-25T09:00:00Z'), tokyo).toISOString()).toBe('2026-11-26T00:30:00.000Z');
    expect(nextWorkingMoment(new Date('2026-11-27T09:00:00Z'), tokyo).toISOString()).toBe('2026-11-30T00:30:00.000Z');
    const inside = new Date('2026-11-25T03:00:00Z');
    expect(nextWorkingMoment(inside, tokyo)).toBe(inside);
    expect(workingWindowEnd(inside, tokyo)?.toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });
});

describe('an overnight window (22:00–06:00, Monday to Friday nights)', () => {
  const night: ScheduleSettings = {
    ...defaultScheduleSettings('UTC'),
    workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '22:00', end: '06:00' },
  };
  it('is open from a working evening to the next morning, closed by day', () => {
    expect(isWithinWorkingHours(new Date('2026-11-25T22:00:00Z'), night)).toBe(true); // Wed 22:00
    expect(isWithinWorkingHours(new Date('2026-11-26T05:59:00Z'), night)).toBe(true); // Thu 05:59, Wed's night
    expect(isWithinWorkingHours(new Date('2026-11-26T06:00:00Z'), night)).toBe(false);
    expect(isWithinWorkingHours(new Date('2026-11-26T12:00:00Z'), night)).toBe(false);
    expect(isWithinWorkingHours(new Date('2026-11-28T23:00:00Z'), night)).toBe(false); // Saturday night
    expect(isWithinWorkingHours(new Date('2026-11-28T03:00:00Z'), night)).toBe(true); // Saturday morning, Friday's night
  });
  it('closes the next morning and opens again in the evening, after the weekend on Monday', () => {
    expect(workingWindowEnd(new Date('2026-11-25T23:00:00Z'), night)?.toISOString()).toBe('2026-11-26T06:00:00.000Z');
    expect(workingWindowEnd(new Date('2026-11-26T02:00:00Z'), night)?.toISOString()).toBe('2026-11-26T06:00:00.000Z');
    expect(nextWorkingMoment(new Date('2026-11-26T12:00:00Z'), night).toISOString()).toBe('2026-11-26T22:00:00.000Z');
    expect(nextWorkingMoment(new Date('2026-11-28T12:00:00Z'), night).toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(nextActingMoment(new Date('2026-11-26T05:58:00Z'), night).toISOString()).toBe('2026-11-26T22:01:00.000Z');
  });
});

describe('acting inside the window, with margins', () => {
  const paris: ScheduleSettings = defaultScheduleSettings('Europe/Paris');
  it('keeps a minute after the opening and five minutes before the close', () => {
    expect(mayActAt(new Date('2026-11-25T07:00:30Z'), paris)).toBe(false); // 08:00:30
    expect(mayActAt(new Date('2026-11-25T07:01:00Z'), paris)).toBe(true);
    expect(mayActAt(new Date('2026-11-25T16:54:59Z'), paris)).toBe(true); // 17:54:59
    expect(mayActAt(new Date('2026-11-25T16:55:00Z'), paris)).toBe(false);
  });
  it('finds the next moment an action may start: after the margin, or the next working day', () => {
    expect(nextActingMoment(new Date('2026-11-25T06:00:00Z'), paris).toISOString()).toBe('2026-11-25T07:01:00.000Z');
    expect(nextActingMoment(new Date('2026-11-25T16:58:00Z'), paris).toISOString()).toBe('2026-11-26T07:01:00.000Z');
    expect(nextActingMoment(new Date('2026-11-27T17:00:00Z'), paris).toISOString()).toBe('2026-11-30T07:01:00.000Z');
    const off = { ...paris, workingHours: { ...paris.workingHours, enabled: false } };
    expect(mayActAt(new Date('2026-11-29T03:00:00Z'), off)).toBe(true);
  });
  it('widens the margins a sped-up runner asks for: no start within them, the next moment after them', () => {
    const closing = 2 * 3_600_000,
      opening = 24 * 60_000;
    expect(mayActAt(new Date('2026-11-25T07:20:00Z'), paris, closing, opening)).toBe(false); // 08:20, 4 min short
    expect(mayActAt(new Date('2026-11-25T07:24:00Z'), paris, closing, opening)).toBe(true);
    expect(mayActAt(new Date('2026-11-25T15:00:01Z'), paris, closing, opening)).toBe(false); // 16:00:01, under 2 h left
    expect(nextActingMoment(new Date('2026-11-25T06:00:00Z'), paris, closing, opening).toISOString()).toBe(
      '2026-11-25T07:24:00.000Z',
    );
  });
});

describe('warm-up', () => {
  const connected = '2026-11-01T10:00:00Z';
  const on = (day: string) => warmUpOn(connected, new Date(`${day}T12:00:00Z`), 'UTC', true);
  it('ramps linearly from 20% on day 1 to 100% on day 14, rounded down, never below 1', () => {
    expect(effectiveLimits(DEFAULT_RATE_LIMITS, on('2026-11-01'))).toMatchObject({
      connections: 4,
      profileViews: 20,
      messages: 6,
      total: 30,
    });
    expect(on('2026-11-07')).toMatchObject({ active: true, day: 7 });
    expect(effectiveLimits(DEFAULT_RATE_LIMITS, on('2026-11-07')).connections).toBe(
      Math.floor(20 * (0.2 + (0.8 * 6) / 13)),
    );
    expect(effectiveLimits(DEFAULT_RATE_LIMITS, on('2026-11-14'))).toEqual(DEFAULT_RATE_LIMITS);
    expect(effectiveLimits({ ...DEFAULT_RATE_LIMITS, inmails: 2, likes: 0 }, on('2026-11-01'))).toMatchObject({
      inmails: 1,
      likes: 0,
    });
  });
  it('is off when turned off or the first connection is unknown, and never touches the weekly cap', () => {
    expect(warmUpOn(connected, new Date('2026-11-02T12:00:00Z'), 'UTC', false).active).toBe(false);
    expect(warmUpOn(null, new Date('2026-11-02T12:00:00Z'), 'UTC', true).active).toBe(false);
    expect(effectiveLimits(DEFAULT_RATE_LIMITS, on('2026-11-01')).weeklyConnections).toBe(100);
  });
  it('counts local days: connected at 23:30 in Los Angeles, the next local morning is day 2', () => {
    expect(warmUpOn('2026-11-02T07:30:00Z', new Date('2026-11-02T16:00:00Z'), 'America/Los_Angeles', true).day).toBe(2);
  });
});

describe('schedule settings', () => {
  const spec = DeciderSpecification(scheduleDecider);
  const now = new Date('2026-11-25T09:00:00Z');
  const valid = {
    timeZone: 'Europe/Paris',
    workingHours: { enabled: true, days: [5, 1, 1, 3], start: '09:00', end: '17:30' },
    warmUp: { enabled: false },
  };

  it('given a user who signed up in Tokyo, the defaults are weekdays 08:00–18:00 in Tokyo with warm-up on', () => {
    const state = spec.given([{ type: 'UserRegistered', data: { timeZone: 'Asia/Tokyo' } }]).state();
    expect(scheduleOf(state)).toEqual({
      timeZone: 'Asia/Tokyo',
      workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
      warmUp: { enabled: true },
    });
    expect(scheduleOf(spec.given([]).state()).timeZone).toBe('UTC');
  });

  it('when settings are saved, then they are recorded normalised; saving them again records nothing', () => {
    spec
      .given([])
      .when({ type: 'ChangeScheduleSettings', data: { settings: valid, now } })
      .then([
        {
          type: 'ScheduleSettingsChanged',
          data: {
            settings: { ...valid, workingHours: { ...valid.workingHours, days: [1, 3, 5] } },
            occurredAt: now.toISOString(),
          },
        },
      ]);
    const saved = spec
      .given([])
      .when({ type: 'ChangeScheduleSettings', data: { settings: valid, now } })
      .events();
    spec
      .given(saved)
      .when({ type: 'ChangeScheduleSettings', data: { settings: valid, now } })
      .thenNothing();
  });

  it.each([
    [{ ...valid, timeZone: 'Nowhere/City' }, 'timeZone'],
    [{ ...valid, workingHours: { ...valid.workingHours, days: [] } }, 'workingHours.days'],
    [{ ...valid, workingHours: { ...valid.workingHours, days: [1, 8] } }, 'workingHours.days[1]'],
    [{ ...valid, workingHours: { ...valid.workingHours, start: '9:00' } }, 'workingHours.start'],
    [{ ...valid, workingHours: { ...valid.workingHours, end: '09:00' } }, 'workingHours.end'],
    [{ ...valid, workingHours: { ...valid.workingHours, start: '23:50', end: '00:10' } }, 'workingHours.end'],
    [{ ...valid, workingHours: { ...valid.workingHours, start: '09:00', end: '09:20' } }, 'workingHours.end'],
    [{ ...valid, workingHours: { ...valid.workingHours, enabled: 'yes' } }, 'workingHours.enabled'],
    [{ ...valid, warmUp: {} }, 'warmUp.enabled'],
  ])('refuses bad settings naming the field (%#: %s)', (settings, field) => {
    expect(() => parseScheduleSettings(settings)).toThrow(expect.objectContaining({ field }));
  });

  it('says what is wrong as a person would, and takes an overnight window', () => {
    expect(() =>
      parseScheduleSettings({ ...valid, workingHours: { ...valid.workingHours, start: '09:00', end: '09:00' } }),
    ).toThrow('End time must differ from start time');
    expect(() => parseScheduleSettings({ ...valid, workingHours: { ...valid.workingHours, days: [] } })).toThrow(
      'Pick at least one working day',
    );
    expect(
      parseScheduleSettings({ ...valid, workingHours: { ...valid.workingHours, start: '22:00', end: '06:00' } })
        .workingHours,
    ).toMatchObject({ start: '22:00', end: '06:00' });
  });
});
