import { isLinkedInDisconnection } from './linkedin-disconnection';

describe('LinkedIn disconnection detection (spec 01 §8)', () => {
  it('counts the ACCOUNT_DISCONNECTED error code on any path and status', () => {
    expect(isLinkedInDisconnection({ status: 500, path: '/campaigns', errorCode: 'ACCOUNT_DISCONNECTED' })).toBe(true);
  });

  it.each([
    [403, '/linkedin-accounts/with-profile', true],
    [404, '/linkedin/search/count', true],
    [403, '/connections/stats', true],
    [404, '/messages/chats', true],
    [404, '/linkedin-accounts/ai-message-profile?url=x', true],
    [403, '/LinkedIn-Accounts', true],
    [500, '/linkedin-accounts', false],
    [400, '/messages/chats', false],
    [403, '/campaigns', false],
    [404, '/leads/123', false],
    [401, '/linkedin-accounts', false],
  ])('reads %i on %s as a disconnection: %s', (status, path, counted) => {
    expect(isLinkedInDisconnection({ status, path })).toBe(counted);
  });

  it.each([
    [404, '/linkedin-accounts/ai-message-profile?url=x', 'PROFILE_NOT_FOUND'],
    [404, '/linkedin/search/count', 'NOT_FOUND'],
    [404, '/messages/chats/abc', 'CHAT_NOT_FOUND'],
  ])('does not count %i on %s when the code says something else is missing (%s)', (status, path, errorCode) => {
    expect(isLinkedInDisconnection({ status, path, errorCode, message: 'LinkedIn profile not found' })).toBe(false);
  });

  it('still counts a 403 or 404 on a LinkedIn path whose code is about the account', () => {
    expect(
      isLinkedInDisconnection({ status: 404, path: '/linkedin-accounts/with-profile', errorCode: 'ACCOUNT_NOT_FOUND' }),
    ).toBe(true);
    expect(
      isLinkedInDisconnection({ status: 403, path: '/linkedin/search/count', errorCode: 'LINKEDIN_NOT_CONNECTED' }),
    ).toBe(true);
  });

  it('counts the disconnection messages wherever they come from', () => {
    expect(isLinkedInDisconnection({ status: 400, path: '/campaigns', message: 'Your account is disconnected' })).toBe(
      true,
    );
    expect(isLinkedInDisconnection({ status: 500, path: '/leads', message: 'LinkedIn account disconnected.' })).toBe(
      true,
    );
  });

  it('ignores other messages', () => {
    expect(isLinkedInDisconnection({ status: 500, path: '/leads', message: 'Database unavailable' })).toBe(false);
    expect(isLinkedInDisconnection({ path: '/leads' })).toBe(false);
  });
});
