import { isLinkedInConnected } from './linkedin-connection';

describe('LinkedIn connection state (spec 01 §4)', () => {
  it('is connected with an account whose status is not disconnected', () => {
    expect(isLinkedInConnected({ status: 'OK', isActive: true })).toBe(true);
    expect(isLinkedInConnected({ status: 'connected' })).toBe(true);
  });

  it('is not connected without an account', () => {
    expect(isLinkedInConnected(null)).toBe(false);
    expect(isLinkedInConnected(undefined)).toBe(false);
  });

  it('is not connected when disconnected or inactive', () => {
    expect(isLinkedInConnected({ status: 'disconnected', isActive: true })).toBe(false);
    expect(isLinkedInConnected({ status: 'OK', isActive: false })).toBe(false);
  });
});
