/** Free trial length (spec 01 §9): 7 days, no credit card. */
export const TRIAL_DAYS = 7;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a trial started at `startedAt` ends. */
export function trialEndFrom(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
}
