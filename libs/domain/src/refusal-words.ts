/**
 * What Outflow says when it refuses an input, in one place and as a person would say it: the
 * field by the name the form gives it, the rule in plain words ("End time must be after start
 * time", not "workingHours.end must be later than workingHours.start"). The API still names the
 * field in `field` for programs; its `message` is one of these. The spec's own texts stay in the
 * places the spec gives them.
 */
export const REFUSAL_WORDS = {
  timeZone: 'Pick a time zone from the list, such as Europe/Paris',
  workingHours: 'Working hours are missing: choose the days and the hours',
  workingHoursEnabled: 'Say whether working hours are on or off',
  workingDays: 'Pick at least one working day',
  workingDay: 'Working days are Monday to Sunday',
  time: (which: 'Start' | 'End') => `${which} time must be a time such as 08:00`,
  sameStartAndEnd: 'End time must differ from start time',
  shortWindow: (minutes: number) =>
    `Working hours must last at least ${minutes} minutes: leave more time between start and end`,
  warmUp: 'Say whether warm-up is on or off',
  yourName: 'Enter your name',
  yourPassword: 'Enter your password',
  campaignNameTooLong: (max: number) => `Keep the campaign's name to ${max} characters`,
} as const;
