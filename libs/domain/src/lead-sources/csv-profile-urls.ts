import Papa from 'papaparse';
import { DomainError } from '../errors';
import { LeadListSorter, type LeadListCheck } from './lead-list-check';
import { isLinkedInProfileUrl } from './profile-url';

/** Quote, apostrophe and angle-bracket characters the spec strips, with their typographic forms. */
const STRIPPED_CHARACTERS = /["'<>\u2018\u2019\u201C\u201D]/g;

/** A cell that is meant as a web address (a scheme, `www.`, or a host with a path), not a name or a header. */
const LOOKS_LIKE_ADDRESS = /^[a-z][a-z0-9+.-]*:\/\/|^www\.|^[\w-]+(\.[\w-]+)+\//i;

export const NO_PROFILE_ON_ROW = 'no LinkedIn profile URL on this row';

/**
 * A CSV upload sorted out (spec 02 §5), its rows read as they come (a server reads a large file a
 * chunk at a time): every comma- or line-separated entry of every row, quote, apostrophe and
 * angle-bracket characters stripped, checked as any lead source is (kept, duplicate, refused). A
 * row with no address at all is refused as a whole, except the first (a header); an address that
 * is not a LinkedIn profile is refused with the reason.
 */
export class CsvLeadReader {
  private readonly sorter = new LeadListSorter();
  private readonly rowsWithout: Array<{ text: string; line: number }> = [];
  private rows = 0;
  private seenFirst = false;

  /** The next rows of the file, as papaparse reads them. */
  addRows(rows: readonly string[][]): void {
    for (const row of rows) {
      const line = ++this.rows;
      // A quoted cell can still hold several URLs on separate lines or after commas (spec: split on both).
      const pieces = row
        .flatMap((cell) => cell.split(/[\r\n,]+/))
        .map((piece) => piece.replace(STRIPPED_CHARACTERS, '').trim())
        .filter((piece) => piece !== '');
      if (pieces.length === 0) continue;
      const isHeader = !this.seenFirst;
      this.seenFirst = true;
      const addresses = pieces.filter((piece) => isLinkedInProfileUrl(piece) || LOOKS_LIKE_ADDRESS.test(piece));
      if (addresses.length > 0) for (const piece of addresses) this.sorter.add({ text: piece, line });
      else if (!isHeader) this.rowsWithout.push({ text: pieces.join(', '), line });
    }
  }

  /** The rows read so far. */
  get rowCount(): number {
    return this.rows;
  }

  result(): LeadListCheck {
    const check = this.sorter.result();
    const refused = [...check.refused, ...this.rowsWithout.map((row) => ({ ...row, reason: NO_PROFILE_ON_ROW }))].sort(
      (a, b) => a.line - b.line,
    );
    return { ...check, refused };
  }
}

/** papaparse's reading of a CSV upload: a byte order mark dropped, commas as the delimiter. */
export const CSV_PARSE_OPTIONS = { delimiter: ',' } as const;
export const withoutByteOrderMark = (text: string): string => text.replace(/^\uFEFF/, '');

/**
 * A CSV upload sorted out at once (CsvLeadReader). papaparse reads the file so quoting is honoured
 * and a broken file is reported rather than half-read.
 */
export function checkCsvLeads(text: string): LeadListCheck {
  const parsed = Papa.parse<string[]>(withoutByteOrderMark(text), CSV_PARSE_OPTIONS);
  if (parsed.errors.length > 0) throw csvParseError();
  const reader = new CsvLeadReader();
  reader.addRows(parsed.data);
  return reader.result();
}

export interface ChunkedCsvReading {
  /** Characters papaparse reads at a time. */
  readonly chunkSize: number;
  /** Past this many rows the file is refused (CSV_TOO_MANY_ROWS) and not read further. */
  readonly maxRows: number;
  /** Awaited between two chunks: the server gives its event loop back there. */
  readonly between: () => Promise<void>;
}

/**
 * checkCsvLeads a chunk at a time, awaiting `between` after each, so reading a large file never
 * holds its caller for more than one chunk; a file past `maxRows` rows is refused as soon as they
 * are read. The same rows and answer as checkCsvLeads.
 */
export function readCsvLeadsInChunks(text: string, reading: ChunkedCsvReading): Promise<LeadListCheck> {
  return new Promise((resolve, reject) => {
    const reader = new CsvLeadReader();
    let failed = false;
    const fail = (error: DomainError, parser: Papa.Parser) => {
      failed = true;
      parser.abort();
      reject(error);
    };
    Papa.parse<string[]>(withoutByteOrderMark(text), {
      ...CSV_PARSE_OPTIONS,
      chunkSize: reading.chunkSize,
      // papaparse streams a string too (its typings say files only): a chunk, then `pause` until resumed.
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        if (results.errors.length > 0) return fail(csvParseError(), parser);
        if (reader.rowCount + results.data.length > reading.maxRows)
          return fail(
            new DomainError(`The CSV file has more than ${reading.maxRows} rows`, 'CSV_TOO_MANY_ROWS'),
            parser,
          );
        reader.addRows(results.data);
        parser.pause();
        reading.between().then(
          () => parser.resume(),
          (error: unknown) => fail(error instanceof DomainError ? error : csvParseError(), parser),
        );
      },
      complete: () => {
        if (!failed) resolve(reader.result());
      },
    });
  });
}

/** 'Error processing CSV file' (spec 02 §8). */
export const csvParseError = (): DomainError => new DomainError('Error processing CSV file', 'CSV_PARSE_ERROR');

/**
 * The profile URLs of a CSV upload, deduplicated and normalised; refused when the file cannot be
 * read or holds no LinkedIn profile URL at all.
 */
export function parseCsvProfileUrls(text: string): string[] {
  const { kept } = checkCsvLeads(text);
  if (kept.length === 0) throw new DomainError('No LinkedIn URLs found in the CSV file', 'NO_PROFILE_URLS');
  return kept.map((lead) => lead.profileUrl);
}
