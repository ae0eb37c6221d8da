import {
  avatarColour,
  campaignOptions,
  cityOf,
  displayName,
  emptyStateFor,
  filterLeads,
  initials,
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

describe('lead search', () => {
  const leads = [
    lead({
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Analyst',
      location: 'London, UK',
      profileUrl: 'https://www.linkedin.com/in/ada-l/',
    }),
    lead({ profileUrl: 'https://www.linkedin.com/in/grace-hopper/' }),
    lead({ firstName: 'Alan', lastName: 'Turing', headline: 'Codebreaker at Bletchley', location: 'Wilmslow' }),
  ];
  const names = (search: string) => filterLeads(leads, search).map((l) => l.firstName ?? l.profileUrl);

  it('matches any of profile URL, names, headline and location, case-insensitively', () => {
    expect(names('LOVELACE')).toEqual(['Ada']);
    expect(names('grace-HOP')).toEqual(['https://www.linkedin.com/in/grace-hopper/']);
    expect(names('bletchley')).toEqual(['Alan']);
    expect(names('london')).toEqual(['Ada']);
    expect(names('an')).toEqual(['Ada', 'Alan']);
  });

  it('keeps everything for a blank search and nothing for a miss', () => {
    expect(names('   ')).toHaveLength(3);
    expect(names('zzz')).toEqual([]);
  });
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
    expect(emptyStateFor({ loaded: 3, shown: 1, search: 'x', campaignId: '' })).toBeNull();
    expect(emptyStateFor({ loaded: 3, shown: 0, search: 'x', campaignId: 'c1' })).toBe('no-match');
    expect(emptyStateFor({ loaded: 0, shown: 0, search: 'x', campaignId: 'c1' })).toBe('empty-campaign');
    expect(emptyStateFor({ loaded: 0, shown: 0, search: '', campaignId: '' })).toBe('no-leads');
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
