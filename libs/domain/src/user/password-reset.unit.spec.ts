import { DeciderSpecification } from '../testing/decider-specification';
import { PASSWORD_RESET_VALID_MS, passwordResetDecider, RESET_LINK_INVALID } from './password-reset';
import { credentialFrom } from './email-reservation';

const now = new Date('2026-11-27T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const spec = DeciderSpecification(passwordResetDecider);
const requested = (tokenHash: string, at = now) => ({
  type: 'PasswordResetRequested' as const,
  data: {
    userId: 'u1',
    tokenHash,
    expiresAt: new Date(at.getTime() + PASSWORD_RESET_VALID_MS).toISOString(),
    delivery: 'email' as const,
    occurredAt: at.toISOString(),
  },
});
const use = (tokenHash: string, at: Date) => ({
  type: 'UsePasswordReset' as const,
  data: { userId: 'u1', tokenHash, now: at },
});

describe('password reset', () => {
  it('given a request, then the link works for an hour, kept as its hash only', () => {
    spec
      .given([])
      .when({ type: 'RequestPasswordReset', data: { userId: 'u1', tokenHash: 'h1', delivery: 'email', now } })
      .then([requested('h1')]);
    spec
      .given([requested('h1')])
      .when(use('h1', later(PASSWORD_RESET_VALID_MS - 1)))
      .then([
        {
          type: 'PasswordResetUsed',
          data: { userId: 'u1', tokenHash: 'h1', occurredAt: later(PASSWORD_RESET_VALID_MS - 1).toISOString() },
        },
      ]);
  });

  it('given a link an hour old, used, unknown, or made before a used one, then it is refused on the token field', () => {
    const refused = { message: RESET_LINK_INVALID, field: 'token', code: 'RESET_LINK_INVALID' };
    spec
      .given([requested('h1')])
      .when(use('h1', later(PASSWORD_RESET_VALID_MS)))
      .thenThrows(refused);
    const usedOnce = [
      requested('h1'),
      requested('h2'),
      { type: 'PasswordResetUsed', data: { userId: 'u1', tokenHash: 'h2', occurredAt: now.toISOString() } },
    ];
    spec.given(usedOnce).when(use('h2', now)).thenThrows(refused);
    spec.given(usedOnce).when(use('h1', now)).thenThrows(refused);
    spec.given([]).when(use('nope', now)).thenThrows(refused);
  });

  it('a changed password is the credential from then on', () => {
    expect(
      credentialFrom([
        { type: 'EmailReserved', data: { email: 'a@b.c', userId: 'u1', name: 'A', passwordHash: 'old' } },
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', occurredAt: now.toISOString() } },
      ])?.passwordHash,
    ).toBe('new');
  });
});
