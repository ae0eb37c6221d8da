import { DeciderSpecification } from '../testing/decider-specification';
import { isTokenRevoked, sessionDecider, type UserSignedOut } from './sign-out';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const spec = DeciderSpecification(sessionDecider);
const signedOut = (tokenVersion: number, at = t0): UserSignedOut => ({
  type: 'UserSignedOut',
  data: { userId: 'u1', tokenVersion, occurredAt: at.toISOString() },
});
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('sign-out', () => {
  it('given no sign-out yet, when the user signs out, then the token version moves to 1', () => {
    spec
      .given([])
      .when({ type: 'SignOut', data: { userId: 'u1', now: t0 } })
      .then([signedOut(1)]);
  });

  it('given two sign-outs, when the user signs out again, then the version moves on from the last one', () => {
    spec
      .given([signedOut(1), signedOut(2)])
      .when({ type: 'SignOut', data: { userId: 'u1', now: t0 } })
      .then([signedOut(3)]);
  });

  it('given a sign-out, then tokens of an older version are revoked and tokens of the current one are not', () => {
    const session = spec.given([signedOut(1)]).state();
    expect(isTokenRevoked({ tokenVersion: 0 }, session)).toBe(true);
    expect(isTokenRevoked({}, { tokenVersion: 1, signedOutAt: null })).toBe(false);
    expect(isTokenRevoked({ tokenVersion: 1 }, session)).toBe(false);
  });

  it('given a sign-out, then a provider token issued before or in that second is revoked, one issued after is not', () => {
    const session = spec.given([signedOut(1)]).state();
    expect(isTokenRevoked({ issuedAt: seconds(t0) - 60 }, session)).toBe(true);
    expect(isTokenRevoked({ issuedAt: seconds(t0) }, session)).toBe(true);
    expect(isTokenRevoked({ issuedAt: seconds(t0) + 1 }, session)).toBe(false);
  });

  it('given no sign-out, then no token is revoked', () => {
    expect(isTokenRevoked({ tokenVersion: 0, issuedAt: 0 }, spec.given([]).state())).toBe(false);
  });
});
