import { AUTH_REDIRECT_INTERVAL_MS, authRedirectDelay } from './auth-redirect-throttle';

describe('sign-in redirect throttle (at most once per 5 s)', () => {
  it('redirects at once when there was no earlier redirect', () => {
    expect(authRedirectDelay(null, 1_000_000)).toBe(0);
  });

  it('waits out the rest of the 5 s after a recent redirect', () => {
    expect(authRedirectDelay(1_000_000, 1_001_500)).toBe(AUTH_REDIRECT_INTERVAL_MS - 1500);
  });

  it('redirects at once once 5 s have passed', () => {
    expect(authRedirectDelay(1_000_000, 1_000_000 + AUTH_REDIRECT_INTERVAL_MS)).toBe(0);
    expect(authRedirectDelay(1_000_000, 1_060_000)).toBe(0);
  });

  it('ignores a stored time in the future (a changed clock)', () => {
    expect(authRedirectDelay(2_000_000, 1_000_000)).toBe(0);
  });
});
