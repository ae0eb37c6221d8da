import { parsePastedProfileUrls } from './pasted-profile-urls';

describe('parsePastedProfileUrls (manual list)', () => {
  it('takes one URL per line, trimmed, each ending with a slash', () => {
    expect(parsePastedProfileUrls('  https://www.linkedin.com/in/a \nhttps://www.linkedin.com/in/b/')).toEqual([
      'https://www.linkedin.com/in/a/',
      'https://www.linkedin.com/in/b/',
    ]);
  });

  it('ignores blank and whitespace-only lines, with any line ending', () => {
    expect(parsePastedProfileUrls('\n\nhttps://linkedin.com/in/a\r\n   \r\nhttps://linkedin.com/in/b\r\rhttps://linkedin.com/in/c\n')).toEqual([
      'https://linkedin.com/in/a/',
      'https://linkedin.com/in/b/',
      'https://linkedin.com/in/c/',
    ]);
  });

  it('leaves out repeats of the same person (the wizard shows them as duplicates)', () => {
    expect(parsePastedProfileUrls('https://linkedin.com/in/a\nhttps://www.linkedin.com/in/A/')).toEqual(['https://linkedin.com/in/a/']);
  });

  it('leaves out lines that are not LinkedIn profile URLs (the wizard shows them as refused)', () => {
    expect(parsePastedProfileUrls('john doe\nhttps://example.com/x\nhttps://linkedin.com/in/b')).toEqual(['https://linkedin.com/in/b/']);
  });

  it('gives an empty list for empty text', () => {
    expect(parsePastedProfileUrls('')).toEqual([]);
    expect(parsePastedProfileUrls(' \n\t\n')).toEqual([]);
  });
});
