import Papa from 'papaparse';
import { DomainError } from '../errors';
import { isLinkedInProfileUrl, normalizeProfileUrl } from './profile-url';

/** Quote, apostrophe and angle-bracket characters the spec strips, with their typographic forms. */
const STRIPPED_CHARACTERS = /["'<>\u2018\u2019\u201C\u201D]/g;

/**
 * A CSV upload turned into a lead list (spec §5): every comma- or line-separated entry, with
 * quote, apostrophe and angle-bracket characters stripped, kept only when it is a LinkedIn profile
 * URL, normalised, duplicates removed (first occurrence wins). papaparse reads the CSV so quoting
 * is honoured and a broken file is reported rather than half-read.
 */
export function parseCsvProfileUrls(text: string): string[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: true });
  if (parsed.errors.length > 0) {
    throw new DomainError('Error processing CSV file', 'CSV_PARSE_ERROR');
  }
  const urls = new Set<string>();
  // A quoted cell can still hold several URLs on separate lines or after commas (spec: split on both).
  const entries = parsed.data.flat().flatMap((cell) => cell.split(/[\r\n,]+/));
  for (const entry of entries) {
    const cleaned = entry.replace(STRIPPED_CHARACTERS, '').trim();
    if (isLinkedInProfileUrl(cleaned)) urls.add(normalizeProfileUrl(cleaned));
  }
  if (urls.size === 0) {
    throw new DomainError('No LinkedIn URLs found in the CSV file', 'NO_PROFILE_URLS');
  }
  return [...urls];
}
