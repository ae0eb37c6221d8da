import { extractProfileIdentifier, isLinkedInUrl, profileUrlFor } from './profile-url';

describe('profile identifiers', () => {
  it.each([
    ['https://www.linkedin.com/in/ada-lovelace/', 'ada-lovelace'],
    ['https://www.linkedin.com/in/ada-lovelace?miniProfileUrn=x#about', 'ada-lovelace'],
    ['http://uk.linkedin.com/in/ada-lovelace/details/skills/', 'ada-lovelace'],
    ['linkedin.com/in/ada-lovelace', 'ada-lovelace'],
    ['www.linkedin.com/in/jos%C3%A9-garc%C3%ADa-1a2b3c/', 'josé-garcía-1a2b3c'],
    ['https://www.linkedin.com/sales/lead/ACwAAAbcdEF,NAME_SEARCH,x1y2', 'ACwAAAbcdEF'],
    ['https://www.linkedin.com/sales/people/ACwAAAbcdEF,name', 'ACwAAAbcdEF'],
    ['ada-lovelace', 'ada-lovelace'],
    ['  ACoAAA123xyz  ', 'ACoAAA123xyz'],
  ])('extracts the identifier from %s', (input, expected) => {
    expect(extractProfileIdentifier(input)).toBe(expected);
  });

  it('refuses a LinkedIn address that is not a profile, and an empty input', () => {
    expect(() => extractProfileIdentifier('https://www.linkedin.com/company/outflow/')).toThrow(TypeError);
    expect(() => extractProfileIdentifier('   ')).toThrow(TypeError);
  });

  it('builds the public profile URL and tells addresses from ids', () => {
    expect(profileUrlFor('josé-garcía')).toBe('https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa');
    expect(isLinkedInUrl('https://www.linkedin.com/in/x')).toBe(true);
    expect(isLinkedInUrl('https://example.com/in/x')).toBe(false);
    expect(isLinkedInUrl('ada-lovelace')).toBe(false);
  });
});
