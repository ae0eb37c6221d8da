/** Spec §4 "Lead source choice": none, then manual, csv or search. */
export type LeadSource = 'none' | 'manual' | 'csv' | 'search';

/** The chosen-source view's header (spec §2). */
export const LEAD_SOURCE_HEADERS: Readonly<Record<Exclude<LeadSource, 'none'>, string>> = {
  manual: 'Paste profile URLs',
  csv: 'CSV Upload',
  search: 'LinkedIn Search',
};

/** The search modal's found count: '1 000+' from 1000 on, since a list takes at most 1000 (spec §2). */
export function foundCountLabel(count: number): string {
  return count >= 1000 ? '1 000+' : String(count);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The counts of a sorted-out source: '3 kept · 1 duplicate · 2 refused'. */
export function checkSummary(check: { kept: unknown[]; duplicates: unknown[]; refused: unknown[] }): string {
  return [
    `${check.kept.length} kept`,
    plural(check.duplicates.length, 'duplicate', 'duplicates'),
    `${check.refused.length} refused`,
  ].join(' · ');
}
