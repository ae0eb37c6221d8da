import { checkSummary, foundCountLabel, LEAD_SOURCE_HEADERS } from './lead-list';

describe('the lead list view', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [999, '999'],
    [1000, '1 000+'],
    [25_000, '1 000+'],
  ])('shows %p found profiles as %p', (count, label) => {
    expect(foundCountLabel(count)).toBe(label);
  });

  it('heads each source with its name', () => {
    expect(LEAD_SOURCE_HEADERS).toEqual({ manual: 'Paste profile URLs', csv: 'CSV Upload', search: 'LinkedIn Search' });
  });

  it('counts what was kept, what repeated and what was refused', () => {
    expect(checkSummary({ kept: [1, 2, 3], duplicates: [1], refused: [1, 2] })).toBe(
      '3 kept · 1 duplicate · 2 refused',
    );
    expect(checkSummary({ kept: [], duplicates: [1, 2], refused: [] })).toBe('0 kept · 2 duplicates · 0 refused');
  });
});
