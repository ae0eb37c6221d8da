/** Spec §9: a search fills a list with at most this many profiles. */
export const MAX_SEARCH_PROFILES = 1000;
/** Spec §7: the profiles call's fixed `limit` parameter. */
export const SEARCH_PAGE_LIMIT = 50;
/** Spec §4/§9: the custom count starts at 100, capped at the found count. */
export const DEFAULT_CUSTOM_COUNT = 100;

export type SearchSelectionMode = 'max' | 'custom';

/** The ceiling of both modes: the found count, capped at 1000. */
export function searchProfileCap(found: number): number {
  return Number.isFinite(found) && found > 0 ? Math.min(Math.floor(found), MAX_SEARCH_PROFILES) : 0;
}

/** What the custom input shows first: min(100, found count). */
export function defaultCustomCount(found: number): number {
  return Math.min(DEFAULT_CUSTOM_COUNT, searchProfileCap(found));
}

/**
 * How many profiles a search selection asks for (spec §4/§5). Maximum mode takes the found count
 * capped at 1000. Custom mode takes the typed number clamped to 1..min(found, 1000); a non-numeric
 * entry counts as 0. Nothing can be taken from a search that found nothing.
 */
export function profilesToTake(mode: SearchSelectionMode, found: number, typed?: string | number): number {
  const cap = searchProfileCap(found);
  if (mode === 'max') return cap;
  const count =
    typeof typed === 'number' ? typed : typed === undefined || typed.trim() === '' ? NaN : Number(typed.trim());
  if (!Number.isFinite(count)) return 0;
  if (cap === 0) return 0;
  return Math.min(Math.max(Math.floor(count), 1), cap);
}

/**
 * What is wrong with a typed custom count, said to the user, or null when it can be taken as it
 * is: a number from 1 to min(found, 1000). A count past the maximum is refused rather than
 * quietly taken as the maximum.
 */
export function customCountProblem(found: number, typed: string): string | null {
  const cap = searchProfileCap(found);
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return 'Enter a whole number of profiles';
  const count = Number(text);
  if (count < 1) return 'Add at least 1 profile';
  if (count > cap) {
    return cap === MAX_SEARCH_PROFILES && found > MAX_SEARCH_PROFILES
      ? `At most ${MAX_SEARCH_PROFILES.toLocaleString('en-US')}: a list takes up to ${MAX_SEARCH_PROFILES.toLocaleString('en-US')} profiles from a search`
      : `At most ${cap.toLocaleString('en-US')}: the search found ${cap.toLocaleString('en-US')}`;
  }
  return null;
}
