import { accountStatusOf, worstSourceStatus } from './account-status';

describe('account status', () => {
  it.each([
    ['OK', 'connected'],
    ['CONNECTING', 'connecting'],
    ['CREDENTIALS', 'disconnected'],
    ['PERMISSIONS', 'disconnected'],
    ['STOPPED', 'error'],
    ['ERROR', 'error'],
    ['RECONNECTED', 'connected'],
    ['A_NEW_WORD', 'error'],
  ])('maps the provider word %s to %s', (word, status) => {
    expect(accountStatusOf(word)).toBe(status);
  });

  it('takes the least healthy source of an account', () => {
    expect(worstSourceStatus(['OK', 'CREDENTIALS', 'CONNECTING'])).toBe('CREDENTIALS');
    expect(worstSourceStatus(['OK', 'CONNECTING'])).toBe('CONNECTING');
    expect(worstSourceStatus(['OK'])).toBe('OK');
    expect(worstSourceStatus([])).toBe('UNKNOWN');
  });
});
