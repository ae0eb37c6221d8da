/**
 * Every date and time the app shows, in one format: the user's locale (the browser's), a medium
 * date ("Nov 27, 2026" / "27 Nov 2026") and a short time. One place, so the list, the campaign
 * page, the timeline and the account pages never disagree on how a day looks.
 */
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** To the second, where events a moment apart must be told apart (the replay slider, a timeline tooltip). */
const DATE_TIME_SECONDS = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

type When = string | number | Date | null | undefined;

const valid = (when: When): Date | null => {
  if (when === null || when === undefined || when === '') return null;
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Nov 27, 2026"; '' when there is no date. */
export const formatDate = (when: When): string => {
  const date = valid(when);
  return date ? DATE.format(date) : '';
};

/** "Nov 27, 2026, 9:37 PM"; '' when there is no date. */
export const formatDateTime = (when: When): string => {
  const date = valid(when);
  return date ? DATE_TIME.format(date) : '';
};

/** "Nov 27, 2026, 9:37:42 PM"; '' when there is no date. */
export const formatDateTimeSeconds = (when: When): string => {
  const date = valid(when);
  return date ? DATE_TIME_SECONDS.format(date) : '';
};
