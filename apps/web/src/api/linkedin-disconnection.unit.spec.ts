import { isLinkedInDisconnection } from './linkedin-disconnection';

describe('LinkedIn disconnection detection (spec 01 §8)', () => {
  it('counts the ACCOUNT_DISCONNECTED error code on any path and status', () => {
    expect(isLinkedInDisconnection({ status: 500, path: '/campaigns', errorCode: 'ACCOUNT_DISCONNECTED' })).toBe(true);
  });

  it.each([
    [403, '/linkedin-accounts/with-profile'],
    [404, '/linkedin/search/count'],
    [403, '/connections/stats'],
    [404, '/messages/chats'],
    [404, '/linkedin-accounts/ai-message-profile?url=x'],
    [403, '/LinkedIn-Accounts'],
  ])('counts %i on %s', (status, path) => {
    expect(isLinkedInDisconnection({ status, path })).toBe(true);
  });

  it.each([
    [500, '/linkedin-accounts'],
    [400, '/messages/chats'],
    [403, '/campaigns'],
    [404, '/leads/123'],
    [401, '/linkedin-accounts'],
  ])('does not count %i on %s', (status, path) => {
    expect(isLinkedInDisconnection({ status, path })).toBe(false);
  });

  it("does not count a chat that is not the user's (404 CHAT_NOT_FOUND)", () => {
    expect(isLinkedInDisconnection({ status: 404, path: '/messages/chats/abc', errorCode: 'CHAT_NOT_FOUND' })).toBe(false);
  });

  it('counts the disconnection messages wherever they come from', () => {
    expect(isLinkedInDisconnection({ status: 400, path: '/campaigns', message: 'Your account is disconnected' })).toBe(true);
    expect(isLinkedInDisconnection({ status: 500, path: '/leads', message: 'LinkedIn account disconnected.' })).toBe(true);
  });

  it('ignores other messages', () => {
    expect(isLinkedInDisconnection({ status: 500, path: '/leads', message: 'Database unavailable' })).toBe(false);
    expect(isLinkedInDisconnection({ path: '/leads' })).toBe(false);
  });
});
