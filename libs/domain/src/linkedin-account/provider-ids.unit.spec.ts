import { isLinkedInProfileUrl } from '../lead-sources/profile-url';
import { InvalidProviderIdError, isProviderId, providerId } from './provider-ids';

const HOSTILE = ['..', '.', 'x/../victim', '../webhooks', '%2F', 'a/b', 'a?b', 'a#b', 'a b', '', 'a'.repeat(101)];

describe("the LinkedIn provider's ids: alphabet and length", () => {
  it('takes the ids Unipile and LinkedIn issue', () => {
    for (const [kind, id] of [
      ['account', 't5XY4yQzR9WVrlNFyzPMhw'],
      ['chat', '2-ZmE3ZDhjMDYtYzE0'],
      ['invitation', '7212345678901234567'],
      ['member', 'ACoAAAcDMMQBODyLwZrRcgYhrkCafURGqva0U4E'],
      ['member', 'josé-garcía-42'],
      ['post', 'urn:li:activity:7123456789012345678'],
    ] as const)
      expect([kind, id, isProviderId(kind, id)]).toEqual([kind, id, true]);
  });

  it('refuses what could steer a call to another path, and what is too long, naming the kind', () => {
    for (const kind of ['account', 'chat', 'member', 'invitation', 'webhook', 'post'] as const)
      for (const id of HOSTILE) expect([kind, id, isProviderId(kind, id)]).toEqual([kind, id, false]);
    expect(() => providerId('account', 'x/../victim')).toThrow(InvalidProviderIdError);
    expect(() => providerId('account', 'x/../victim')).toThrow(
      'Not a LinkedIn account id (letters, digits, "-" and "_", at most 100): "x/../victim"',
    );
  });

  it('reads a profile address as one only when its /in/ name is a member id', () => {
    expect(isLinkedInProfileUrl('https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa/')).toBe(true);
    for (const slug of ['..%2F..%2Faccounts', '%2E%2E', 'a%3Fb', 'a%23b', 'x'.repeat(101)])
      expect([slug, isLinkedInProfileUrl(`https://www.linkedin.com/in/${slug}`)]).toEqual([slug, false]);
  });
});
