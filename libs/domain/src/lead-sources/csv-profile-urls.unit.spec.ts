import { DomainError } from '../errors';
import { checkCsvLeads, parseCsvProfileUrls, readCsvLeadsInChunks } from './csv-profile-urls';

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
  it.each([
    [
      'reads a one-column file of profile URLs',
      'https://www.linkedin.com/in/a\nhttps://www.linkedin.com/in/b\n',
      ['https://www.linkedin.com/in/a/', 'https://www.linkedin.com/in/b/'],
    ],
    [
      'takes profile URLs from any column and drops the other cells, the header included',
      'name,company,profile\nAda,Analytical Engines,https://www.linkedin.com/in/ada\nGrace,US Navy,https://www.linkedin.com/in/grace/',
      ['https://www.linkedin.com/in/ada/', 'https://www.linkedin.com/in/grace/'],
    ],
    [
      'keeps only LinkedIn profile URLs, not company pages, searches or other sites',
      [
        'https://www.linkedin.com/company/acme',
        'https://www.linkedin.com/search/results/people/?keywords=cto',
        'https://example.com/in/someone',
        'https://notlinkedin.com/in/fake',
        'linkedin.com/in/no-scheme',
        'https://uk.linkedin.com/in/british',
      ].join('\n'),
      ['linkedin.com/in/no-scheme/', 'https://uk.linkedin.com/in/british/'],
    ],
    [
      'honours quoted cells holding commas and strips quote characters',
      '"Doe, John","https://www.linkedin.com/in/john-doe"\n"Roe, Jane",\'https://www.linkedin.com/in/jane-roe\'',
      ['https://www.linkedin.com/in/john-doe/', 'https://www.linkedin.com/in/jane-roe/'],
    ],
    [
      'strips angle brackets around URLs (mail-client style)',
      '<https://www.linkedin.com/in/a>,< https://www.linkedin.com/in/b >',
      ['https://www.linkedin.com/in/a/', 'https://www.linkedin.com/in/b/'],
    ],
    [
      'strips typographic quotes a spreadsheet may have added',
      '“https://www.linkedin.com/in/a”,‘https://www.linkedin.com/in/b’',
      ['https://www.linkedin.com/in/a/', 'https://www.linkedin.com/in/b/'],
    ],
    [
      'splits a quoted cell holding several URLs on separate lines',
      'Team,"https://www.linkedin.com/in/a\nhttps://www.linkedin.com/in/b"',
      ['https://www.linkedin.com/in/a/', 'https://www.linkedin.com/in/b/'],
    ],
    [
      'ignores a byte-order mark, CRLF line endings and blank lines',
      '\uFEFFhttps://www.linkedin.com/in/a\r\n\r\nhttps://www.linkedin.com/in/b\r\n\r\n',
      ['https://www.linkedin.com/in/a/', 'https://www.linkedin.com/in/b/'],
    ],
    [
      'removes duplicates, including ones that differ only by the trailing slash, keeping first-seen order',
      'https://www.linkedin.com/in/b\nhttps://www.linkedin.com/in/a/\nhttps://www.linkedin.com/in/b/\n"https://www.linkedin.com/in/a"',
      ['https://www.linkedin.com/in/b/', 'https://www.linkedin.com/in/a/'],
    ],
    [
      'trims cells padded with spaces',
      'Ada ,  https://www.linkedin.com/in/ada  ',
      ['https://www.linkedin.com/in/ada/'],
    ],
  ])('%s', (_, csv, urls) => {
    expect(parseCsvProfileUrls(csv)).toEqual(urls);
  });

  const noUrls = ['No LinkedIn URLs found in the CSV file', 'NO_PROFILE_URLS'] as const;
  const unreadable = ['Error processing CSV file', 'CSV_PARSE_ERROR'] as const;
  it.each([
    ['an empty file', ...noUrls, ''],
    ['only a header', ...noUrls, 'name,profile\n'],
    ['only other sites', ...noUrls, 'https://example.com/in/a,https://www.linkedin.com/company/acme'],
    ['an unterminated quoted field', ...unreadable, '"https://www.linkedin.com/in/a,\nhttps://www.linkedin.com/in/b'],
    ['text after a closing quote', ...unreadable, '"https://www.linkedin.com/in/a"x,https://www.linkedin.com/in/b'],
  ])('refuses %s with "%s"', (_, message, code, csv) => {
    const error = failure(csv);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
  });
});

describe('a CSV upload read a chunk at a time (issue 18, finding 7)', () => {
  const rows = (count: number) =>
    [
      'name,profile,notes',
      ...Array.from(
        { length: count },
        (_, i) => `Person ${i},https://www.linkedin.com/in/person-${i % 700}/,"notes, on two\nlines"`,
      ),
    ].join('\n');

  it('answers what reading it at once answers, giving the caller its turn after each chunk', async () => {
    const text = rows(2000);
    let turns = 0;
    const chunked = await readCsvLeadsInChunks(text, {
      chunkSize: 1024,
      maxRows: 5000,
      between: async () => void turns++,
    });
    expect(chunked).toEqual(checkCsvLeads(text));
    expect(chunked.kept).toHaveLength(700);
    expect(turns).toBeGreaterThan(text.length / 1024 - 2);
  });

  it('refuses a file past its row bound without reading the rest', async () => {
    let turns = 0;
    const text = rows(3000);
    await expect(
      readCsvLeadsInChunks(text, { chunkSize: 1024, maxRows: 1000, between: async () => void turns++ }),
    ).rejects.toMatchObject({ code: 'CSV_TOO_MANY_ROWS', message: 'The CSV file has more than 1000 rows' });
    // About a third of the file's chunks: the rows past the bound are never read.
    expect(turns).toBeLessThan(text.length / 1024 / 2);
  });

  it('refuses a broken file as reading it at once does', async () => {
    const broken =
      'name,profile\nAda,"https://www.linkedin.com/in/ada-lovelace\nAlan,https://www.linkedin.com/in/alan-turing\n';
    await expect(
      readCsvLeadsInChunks(broken, { chunkSize: 16, maxRows: 10, between: async () => undefined }),
    ).rejects.toMatchObject({ code: 'CSV_PARSE_ERROR' });
  });
});
