import { retryAfterMsFromHeader } from './retry-after';

describe('Retry-After header', () => {
  const now = new Date('2025-03-01T10:00:00.000Z');

  it('given delay-seconds, when read, then it is that many seconds in ms', () => {
    expect(retryAfterMsFromHeader('120', now)).toBe(120_000);
    expect(retryAfterMsFromHeader(' 0 ', now)).toBe(0);
  });

  it('given an HTTP date, when read, then it is the time from now until then (never negative)', () => {
    expect(retryAfterMsFromHeader('Sat, 01 Mar 2025 10:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMsFromHeader('Sat, 01 Mar 2025 09:00:00 GMT', now)).toBe(0);
  });

  it('given nothing or something unreadable, when read, then there is no delay to honour', () => {
    expect(retryAfterMsFromHeader(null, now)).toBeUndefined();
    expect(retryAfterMsFromHeader('', now)).toBeUndefined();
    expect(retryAfterMsFromHeader('-5', now)).toBeUndefined();
    expect(retryAfterMsFromHeader('soon', now)).toBeUndefined();
  });
});
