import { checkPastedLeads } from './lead-list-check';

/**
 * The manual list (spec 02 §5): one URL per line, each trimmed, blank lines ignored, each ending
 * with a slash (spec §3). Lines that are not LinkedIn profile URLs and repeats are left out; the
 * wizard shows them (checkPastedLeads) before the list is used.
 */
export function parsePastedProfileUrls(text: string): string[] {
  return checkPastedLeads(text).kept.map((lead) => lead.profileUrl);
}
