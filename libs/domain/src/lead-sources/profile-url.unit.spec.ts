import { itAcceptsAndRejects } from '../testing/accepts-and-rejects';
import { isLinkedInProfileUrl, normalizeProfileUrl, profileSlug } from './profile-url';

describe('normalizeProfileUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/ada-lovelace', 'https://www.linkedin.com/in/ada-lovelace/'],
    ['https://www.linkedin.com/in/ada-lovelace/', 'https://www.linkedin.com/in/ada-lovelace/'],
    ['  https://www.linkedin.com/in/ada-lovelace \t', 'https://www.linkedin.com/in/ada-lovelace/'],
    ['linkedin.com/in/ada', 'linkedin.com/in/ada/'],
    ['https://www.linkedin.com/in/ada?trk=people', 'https://www.linkedin.com/in/ada/?trk=people'],
    ['https://www.linkedin.com/in/ada#about', 'https://www.linkedin.com/in/ada/#about'],
    ['https://www.linkedin.com/in/ada/?trk=x/', 'https://www.linkedin.com/in/ada/?trk=x/'],
    ['anything typed by hand', 'anything typed by hand/'],
  ])('%p becomes %p', (input, expected) => {
    expect(normalizeProfileUrl(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normalizeProfileUrl('https://linkedin.com/in/x?y=1');
    expect(normalizeProfileUrl(once)).toBe(once);
  });

  it('leaves blank input blank rather than inventing a "/"', () => {
    expect(normalizeProfileUrl('   ')).toBe('');
  });
});

describe('profileSlug', () => {
  it.each([
    ['https://www.linkedin.com/in/ada-lovelace/', 'ada-lovelace'],
    ['https://www.linkedin.com/in/ada-lovelace', 'ada-lovelace'],
    ['linkedin.com/in/ada-lovelace/details/experience/', 'ada-lovelace'],
    ['https://www.linkedin.com/in/ada-lovelace?trk=x', 'ada-lovelace'],
    ['https://www.linkedin.com/IN/Ada-Lovelace/', 'Ada-Lovelace'],
    ['https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa/', 'josé-garcía'],
    ['https://www.linkedin.com/in/bad%E0%A4%A/', 'bad%E0%A4%A'],
  ])('%p → %p', (url, slug) => {
    expect(profileSlug(url)).toBe(slug);
  });

  it.each(['https://www.linkedin.com/company/acme/', 'https://www.linkedin.com/in/', 'not a url'])(
    '%p has no slug',
    (url) => {
      expect(profileSlug(url)).toBeUndefined();
    },
  );
});

describe('isLinkedInProfileUrl', () => {
  itAcceptsAndRejects(isLinkedInProfileUrl, {
    accepts: [
      'https://www.linkedin.com/in/ada',
      'http://linkedin.com/in/ada/',
      'www.linkedin.com/in/ada',
      'linkedin.com/in/ada',
      'HTTPS://WWW.LINKEDIN.COM/IN/ADA',
      'https://uk.linkedin.com/in/ada',
      'https://www.linkedin.com/in/ada?trk=abc',
    ],
    rejects: [
      'https://www.linkedin.com/company/acme',
      'https://www.linkedin.com/in/',
      'https://notlinkedin.com/in/ada',
      'https://www.linkedin.com.evil.example/in/ada',
      'https://evil.example/?next=linkedin.com/in/ada',
      'see https://www.linkedin.com/in/ada',
      'https://www.linkedin.com/in/ada and more',
      '',
    ],
  });
});
