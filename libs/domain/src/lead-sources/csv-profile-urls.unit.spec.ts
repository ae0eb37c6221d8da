import { DomainError } from '../errors';
import { parseCsvProfileUrls } from './csv-profile-urls';

function failure(text: string): DomainError {
  try {
    parseCsvProfileUrls(text);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected the CSV to be refused');
}

describe('parseCsvProfileUrls', () => {
  it('reads a one-column file of profile URLs', () => {
    expect(parseCsvProfileUrls('https://www.linkedin.com/in/a\nhttps://www.linkedin.com/in/b\n')).toEqual([
      'https://www.linkedin.com/in/a/',
      'https://www.linkedin.com/in/b/',
    ]);
  });

  it('takes profile URLs from any column and drops the other cells, the header included', () => {
    const csv = 'name,company,profile\nAda,Analytical Engines,https://www.linkedin.com/in/ada\nGrace,US Navy,https://www.linkedin.com/in/grace/';
    expect(parseCsvProfileUrls(csv)).toEqual(['https://www.linkedin.com/in/ada/', 'https://www.linkedin.com/in/grace/']);
  });

  it('keeps only LinkedIn profile URLs, not company pages, searches or other sites', () => {
    const csv = [
      'https://www.linkedin.com/company/acme',
      'https://www.linkedin.com/search/results/people/?keywords=cto',
      'https://example.com/in/someone',
      'https://notlinkedin.com/in/fake',
      'linkedin.com/in/no-scheme',
      'https://uk.linkedin.com/in/british',
    ].join('\n');
    expect(parseCsvProfileUrls(csv)).toEqual(['linkedin.com/in/no-scheme/', 'https://uk.linkedin.com/in/british/']);
  });

  it('honours quoted cells holding commas and strips quote characters', () => {
    const csv = '"Doe, John","https://www.linkedin.com/in/john-doe"\n"Roe, Jane",\'https://www.linkedin.com/in/jane-roe\'';
    expect(parseCsvProfileUrls(csv)).toEqual(['https://www.linkedin.com/in/john-doe/', 'https://www.linkedin.com/in/jane-roe/']);
  });

  it('strips angle brackets around URLs (mail-client style)', () => {
    expect(parseCsvProfileUrls('<https://www.linkedin.com/in/a>,< https://www.linkedin.com/in/b >')).toEqual([
      'https://www.linkedin.com/in/a/',
      'https://www.linkedin.com/in/b/',
    ]);
  });

  it('strips typographic quotes a spreadsheet may have added', () => {
    expect(parseCsvProfileUrls('“https://www.linkedin.com/in/a”,‘https://www.linkedin.com/in/b’')).toEqual([
      'https://www.linkedin.com/in/a/',
      'https://www.linkedin.com/in/b/',
    ]);
  });

  it('splits a quoted cell holding several URLs on separate lines', () => {
    expect(parseCsvProfileUrls('Team,"https://www.linkedin.com/in/a\nhttps://www.linkedin.com/in/b"')).toEqual([
      'https://www.linkedin.com/in/a/',
      'https://www.linkedin.com/in/b/',
    ]);
  });

  it('ignores a byte-order mark, CRLF line endings and blank lines', () => {
    const csv = '\uFEFFhttps://www.linkedin.com/in/a\r\n\r\nhttps://www.linkedin.com/in/b\r\n\r\n';
    expect(parseCsvProfileUrls(csv)).toEqual(['https://www.linkedin.com/in/a/', 'https://www.linkedin.com/in/b/']);
  });

  it('removes duplicates, including ones that differ only by the trailing slash, keeping first-seen order', () => {
    const csv = 'https://www.linkedin.com/in/b\nhttps://www.linkedin.com/in/a/\nhttps://www.linkedin.com/in/b/\n"https://www.linkedin.com/in/a"';
    expect(parseCsvProfileUrls(csv)).toEqual(['https://www.linkedin.com/in/b/', 'https://www.linkedin.com/in/a/']);
  });

  it('trims cells padded with spaces', () => {
    expect(parseCsvProfileUrls('Ada ,  https://www.linkedin.com/in/ada  ')).toEqual(['https://www.linkedin.com/in/ada/']);
  });

  it.each([
    ['an empty file', ''],
    ['only a header', 'name,profile\n'],
    ['only other sites', 'https://example.com/in/a,https://www.linkedin.com/company/acme'],
  ])('refuses %s with "No LinkedIn URLs found in the CSV file"', (_, csv) => {
    const error = failure(csv);
    expect(error.message).toBe('No LinkedIn URLs found in the CSV file');
    expect(error.code).toBe('NO_PROFILE_URLS');
  });

  it.each([
    ['an unterminated quoted field', '"https://www.linkedin.com/in/a,\nhttps://www.linkedin.com/in/b'],
    ['text after a closing quote', '"https://www.linkedin.com/in/a"x,https://www.linkedin.com/in/b'],
  ])('refuses %s with "Error processing CSV file"', (_, csv) => {
    const error = failure(csv);
    expect(error.message).toBe('Error processing CSV file');
    expect(error.code).toBe('CSV_PARSE_ERROR');
  });
});
