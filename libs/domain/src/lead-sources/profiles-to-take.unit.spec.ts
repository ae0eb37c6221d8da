import {
  customCountProblem,
  DEFAULT_CUSTOM_COUNT,
  defaultCustomCount,
  MAX_SEARCH_PROFILES,
  profilesToTake,
  SEARCH_PAGE_LIMIT,
} from './profiles-to-take';

describe('search selection', () => {
  it('has the spec constants', () => {
    expect([MAX_SEARCH_PROFILES, SEARCH_PAGE_LIMIT, DEFAULT_CUSTOM_COUNT]).toEqual([1000, 50, 100]);
  });

  describe('maximum mode takes the found count, capped at 1000', () => {
    it.each([
      [0, 0],
      [1, 1],
      [437, 437],
      [1000, 1000],
      [25_000, 1000],
    ])('found %p → %p', (found, expected) => {
      expect(profilesToTake('max', found)).toBe(expected);
    });

    it('ignores whatever was typed in the custom box', () => {
      expect(profilesToTake('max', 300, '12')).toBe(300);
    });
  });

  describe('custom mode takes the typed number within 1..min(found, 1000)', () => {
    it.each([
      [500, '120', 120],
      [500, 120, 120],
      [500, ' 42 ', 42],
      [80, '120', 80],
      [5000, '4000', 1000],
      [500, '0', 1],
      [500, '-7', 1],
      [500, '12.9', 12],
    ] as const)('found %p, typed %p → %p', (found, typed, expected) => {
      expect(profilesToTake('custom', found, typed)).toBe(expected);
    });

    it.each(['', '   ', 'abc', '12abc', undefined, Number.NaN])('a non-numeric entry %p counts as 0', (typed) => {
      expect(profilesToTake('custom', 500, typed)).toBe(0);
    });

    it('takes nothing from a search that found nothing', () => {
      expect(profilesToTake('custom', 0, '10')).toBe(0);
    });
  });

  describe('the custom count starts at min(100, found)', () => {
    it.each([
      [0, 0],
      [37, 37],
      [100, 100],
      [5000, 100],
    ])('found %p → %p', (found, expected) => {
      expect(defaultCustomCount(found)).toBe(expected);
    });
  });
});

describe('a typed custom count is refused visibly, never capped silently', () => {
  it.each([
    [5000, '1000', null],
    [5000, '5000', 'At most 1,000: a list takes up to 1,000 profiles from a search'],
    [5000, '1001', 'At most 1,000: a list takes up to 1,000 profiles from a search'],
    [437, '438', 'At most 437: the search found 437'],
    [437, '437', null],
    [437, '1', null],
    [437, '0', 'Add at least 1 profile'],
    [437, '', 'Enter a whole number of profiles'],
    [437, '12.5', 'Enter a whole number of profiles'],
    [437, '-3', 'Enter a whole number of profiles'],
  ] as const)('found %p, typed %p → %p', (found, typed, problem) => {
    expect(customCountProblem(found, typed)).toBe(problem);
  });
});
