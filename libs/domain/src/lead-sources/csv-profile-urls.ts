import Papa from 'papaparse';
import { DomainError } from '../errors';
import { checkLeadEntries, type LeadEntry, type LeadListCheck } from './lead-list-check';
import { isLinkedInProfileUrl } from './profile-url';

/** Quote, apostrophe and angle-bracket characters the spec strips, with their typographic forms. */
const STRIPPED_CHARACTERS = /["'<>\u2018\u2019\u201C\u201D]/g;

/** A cell that is meant as a web address (a scheme, `www.`, or a host with a path), not a name or a header. */
const LOOKS_LIKE_ADDRESS = /^[a-z][a-z0-9+.-]*:\/\/|^www\.|^[\w-]+(\.[\w-]+)+\//i;

export const NO_PROFILE_ON_ROW = 'no LinkedIn profile URL on this row';

/**
 * A CSV upload sorted out (spec 02 §5): every comma- or line-separated entry of every row, quote,
 * apostrophe and angle-bracket characters stripped, checked as any lead source is (kept,
 * duplicate, refused). A row with no address at all is refused as a whole, except the first (a
 * header); an address that is not a LinkedIn profile is refused with the reason. papaparse reads
 * the file so quoting is honoured and a broken file is reported rather than half-read.
 */
export function checkCsvLeads(text: string): LeadListCheck {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',' });
  if (parsed.errors.length > 0) throw new DomainError('Error processing CSV file', 'CSV_PARSE_ERROR');
  const entries: LeadEntry[] = [];
  const rowsWithout: Array<{ text: string; line: number }> = [];
  let firstRow = true;
  parsed.data.forEach((row, index) => {
    const line = index + 1;
    // A quoted cell can still hold several URLs on separate lines or after commas (spec: split on both).
    const pieces = row
      .flatMap((cell) => cell.split(/[\r\n,]+/))
      .map((piece) => piece.replace(STRIPPED_CHARACTERS, '').trim())
      .filter((piece) => piece !== '');
    if (pieces.length === 0) return;
    const isHeader = firstRow;
    firstRow = false;
    const addresses = pieces.filter((piece) => isLinkedInProfileUrl(piece) || LOOKS_LIKE_ADDRESS.test(piece));
    if (addresses.length > 0) entries.push(...addresses.map((piece) => ({ text: piece, line })));
    else if (!isHeader) rowsWithout.push({ text: pieces.join(', '), line });
  });
  const check = checkLeadEntries(entries);
  const refused = [...check.refused, ...rowsWithout.map((row) => ({ ...row, reason: NO_PROFILE_ON_ROW }))].sort((a, b) => a.line - b.line);
  return { ...check, refused };
}

/**
 * The profile URLs of a CSV upload, deduplicated and normalised; refused when the file cannot be
 * read or holds no LinkedIn profile URL at all.
 */
export function parseCsvProfileUrls(text: string): string[] {
  const { kept } = checkCsvLeads(text);
  if (kept.length === 0) throw new DomainError('No LinkedIn URLs found in the CSV file', 'NO_PROFILE_URLS');
  return kept.map((lead) => lead.profileUrl);
}
