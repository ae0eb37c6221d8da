import { parsePastedProfileUrls } from './pasted-profile-urls';

describe('parsePastedProfileUrls (manual list)', () => {
  it.each([
    [
      'takes one URL per line, trimmed, each ending with a slash',
      '  https://www.linkedin.com/in/a \nhttps://www.linkedin.com/in/b/',
      ['https://www.linkedin.com/in/a/', 'https://www.linkedin.com/in/b/'],
    ],
    [
      'ignores blank and whitespace-only lines, with any line ending',
      '\n\nhttps://linkedin.com/in/a\r\n   \r\nhttps://linkedin.com/in/b\r\rhttps://linkedin.com/in/c\n',
      ['https://linkedin.com/in/a/', 'https://linkedin.com/in/b/', 'https://linkedin.com/in/c/'],
    ],
    [
      'leaves out repeats of the same person (the wizard shows them as duplicates)',
      'https://linkedin.com/in/a\nhttps://www.linkedin.com/in/A/',
      ['https://linkedin.com/in/a/'],
    ],
    [
      'leaves out lines that are not LinkedIn profile URLs (the wizard shows them as refused)',
      'john doe\nhttps://example.com/x\nhttps://linkedin.com/in/b',
      ['https://linkedin.com/in/b/'],
    ],
  ])('%s', (_, text, urls) => {
    expect(parsePastedProfileUrls(text)).toEqual(urls);
  });

  it('gives an empty list for empty text', () => {
    expect(parsePastedProfileUrls('')).toEqual([]);
    expect(parsePastedProfileUrls(' \n\t\n')).toEqual([]);
  });
});
