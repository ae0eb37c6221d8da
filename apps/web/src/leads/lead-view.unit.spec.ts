import {
  avatarColour,
  campaignOptions,
  cityOf,
  displayName,
  emptyStateFor,
  initials,
  leadCountText,
  leadsInScope,
  profileHandle,
  websiteOf,
} from './lead-view';

const lead = (
  over: Partial<{
    firstName: string | null;
    lastName: string | null;
    headline: string | null;
    location: string | null;
    profileUrl: string;
  }>,
) => ({
  firstName: null,
  lastName: null,
  headline: null,
  location: null,
  profileUrl: 'https://www.linkedin.com/in/someone/',
  ...over,
});

describe('lead names and avatars', () => {
  it('shows the full name once enriched, the profile handle before', () => {
    expect(displayName(lead({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(displayName(lead({ firstName: 'Ada', lastName: null }))).toBe('Ada');
    expect(displayName(lead({ profileUrl: 'https://www.linkedin.com/in/j%C3%BCrgen-x/' }))).toBe('jürgen-x');
    expect(displayName(lead({ profileUrl: 'https://example.com/p' }))).toBe('https://example.com/p');
    expect(profileHandle('https://www.linkedin.com/in/ada?x=1')).toBe('ada');
  });

  it('falls back to initials from the name, else the handle, else a question mark', () => {
    expect(initials(lead({ firstName: 'ada', lastName: 'Lovelace' }))).toBe('AL');
    expect(initials(lead({ profileUrl: 'https://www.linkedin.com/in/grace-hopper-1906/' }))).toBe('GH');
    expect(initials(lead({ profileUrl: 'https://www.linkedin.com/in/123/' }))).toBe('?');
  });

  it('gives a lead the same colour every time', () => {
    expect(avatarColour('lead-1')).toBe(avatarColour('lead-1'));
    expect(avatarColour('lead-1')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('lead detail fields', () => {
  it('takes the city before the first comma', () => {
    expect(cityOf('San Francisco, California, United States')).toBe('San Francisco');
    expect(cityOf('Berlin')).toBe('Berlin');
    expect(cityOf('')).toBeNull();
    expect(cityOf(null)).toBeNull();
  });

  it('reads the website under either name', () => {
    expect(websiteOf({ profileData: { website: 'https://a.example' } })).toBe('https://a.example');
    expect(websiteOf({ profileData: { websiteUrl: 'https://b.example' } })).toBe('https://b.example');
    expect(websiteOf({ profileData: null })).toBeNull();
  });
});

describe('lead list empty states and campaign filter', () => {
  it('picks the search, campaign or create-a-campaign state', () => {
    expect(emptyStateFor({ inScope: 3, matching: 1, search: 'x', campaignId: '' })).toBeNull();
    expect(emptyStateFor({ inScope: 3, matching: 0, search: 'x', campaignId: 'c1' })).toBe('no-match');
    expect(emptyStateFor({ inScope: 0, matching: 0, search: 'x', campaignId: 'c1' })).toBe('empty-campaign');
    expect(emptyStateFor({ inScope: 0, matching: 0, search: '', campaignId: '' })).toBe('no-leads');
  });

  it('counts the leads of the campaign filter from the summary, and says how many a search keeps', () => {
    const summary = { total: 5, campaigns: [{ campaignId: 'c1', total: 3 }] };
    expect([leadsInScope(summary, ''), leadsInScope(summary, 'c1'), leadsInScope(summary, 'gone')]).toEqual([5, 3, 0]);
    expect([leadCountText(1, 1), leadCountText(3, 3), leadCountText(1, 3)]).toEqual([
      '1 lead',
      '3 leads',
      '1 of 3 leads',
    ]);
  });

  it('lists every campaign once, campaigns known only by their leads last', () => {
    expect(
      campaignOptions(
        [
          { _id: 'c2', name: 'Newer' },
          { _id: 'c1', name: 'Older' },
        ],
        [
          { campaignId: 'c1', campaignName: 'Older' },
          { campaignId: 'c3', campaignName: 'Just created' },
        ],
      ),
    ).toEqual([
      { id: 'c2', name: 'Newer' },
      { id: 'c1', name: 'Older' },
      { id: 'c3', name: 'Just created' },
    ]);
  });
});
