import { checkCsvLeads, NO_PROFILE_ON_ROW } from './csv-profile-urls';
import {
  checkLeadEntries,
  checkPastedLeads,
  HAS_SPACES,
  leadRefusalReason,
  NOT_A_PROFILE_PAGE,
  NOT_A_PROFILE_URL,
  profileKey,
} from './lead-list-check';

describe('sorting out a lead source: kept, duplicate, refused', () => {
  it('given pasted lines with a bad one, a repeat and blank lines, when checked, then each is placed with its line and the reason', () => {
    const text = [
      'https://www.linkedin.com/in/grace-hopper',
      '',
      'not-a-url/',
      '  https://linkedin.com/in/Grace-Hopper/  ',
      'https://www.linkedin.com/company/acme',
      'https://www.linkedin.com/in/alan-turing?trk=x',
      'john doe',
    ].join('\n');
    expect(checkPastedLeads(text)).toEqual({
      kept: [
        { profileUrl: 'https://www.linkedin.com/in/grace-hopper/', line: 1, name: null },
        { profileUrl: 'https://www.linkedin.com/in/alan-turing/?trk=x', line: 6, name: null },
      ],
      duplicates: [{ profileUrl: 'https://linkedin.com/in/Grace-Hopper/', line: 4, firstLine: 1 }],
      refused: [
        { text: 'not-a-url/', line: 3, reason: NOT_A_PROFILE_URL },
        { text: 'https://www.linkedin.com/company/acme', line: 5, reason: NOT_A_PROFILE_PAGE },
        { text: 'john doe', line: 7, reason: HAS_SPACES },
      ],
    });
  });

  it('given search results with names, when checked, then the names stay with their leads', () => {
    const check = checkLeadEntries([
      { text: 'https://www.linkedin.com/in/ada', line: 1, name: ' Ada Lovelace ' },
      { text: 'https://www.linkedin.com/in/ada/', line: 2, name: 'Ada Lovelace' },
      { text: 'https://www.linkedin.com/in/bob', line: 3, name: '' },
    ]);
    expect(check.kept).toEqual([
      { profileUrl: 'https://www.linkedin.com/in/ada/', line: 1, name: 'Ada Lovelace' },
      { profileUrl: 'https://www.linkedin.com/in/bob/', line: 3, name: null },
    ]);
    expect(check.duplicates).toEqual([{ profileUrl: 'https://www.linkedin.com/in/ada/', line: 2, firstLine: 1 }]);
  });

  it('names one person by their handle whatever the host, scheme, case, slash or query', () => {
    const key = profileKey('https://www.linkedin.com/in/ada-lovelace/');
    for (const url of [
      'http://linkedin.com/in/Ada-Lovelace',
      'uk.linkedin.com/in/ada-lovelace?trk=1',
      'https://www.linkedin.com/in/ADA-LOVELACE/#about',
    ]) {
      expect(profileKey(url)).toBe(key);
    }
    expect(profileKey('https://www.linkedin.com/in/ada-byron/')).not.toBe(key);
  });

  it.each([
    ['https://www.linkedin.com/in/ada', null],
    ['https://example.com/in/ada', NOT_A_PROFILE_URL],
    ['https://www.linkedin.com/search/results/people/?keywords=cto', NOT_A_PROFILE_PAGE],
    ['linkedin.com', NOT_A_PROFILE_PAGE],
    ['https://www.linkedin.com.evil.example/in/ada', NOT_A_PROFILE_URL],
    ['https://www.linkedin.com/in/ada and more', HAS_SPACES],
  ])('%p is refused because: %p', (text, reason) => {
    expect(leadRefusalReason(text)).toBe(reason);
  });

  it('given a CSV with a header, a row without any address, a foreign site and a repeat, when checked, then rows are reported by number', () => {
    const csv = [
      'name,profile',
      'Ada,"https://www.linkedin.com/in/ada-lovelace"',
      'Bob,',
      'x,https://example.com/in/nobody',
      'dup,https://www.linkedin.com/in/ada-lovelace/',
    ].join('\n');
    expect(checkCsvLeads(csv)).toEqual({
      kept: [{ profileUrl: 'https://www.linkedin.com/in/ada-lovelace/', line: 2, name: null }],
      duplicates: [{ profileUrl: 'https://www.linkedin.com/in/ada-lovelace/', line: 5, firstLine: 2 }],
      refused: [
        { text: 'Bob', line: 3, reason: NO_PROFILE_ON_ROW },
        { text: 'https://example.com/in/nobody', line: 4, reason: NOT_A_PROFILE_URL },
      ],
    });
  });
});
