import type { JWTPayload } from 'jose';
import { InvalidTokenError } from './token-errors';
import type { VerifiedIdentity } from './token-verifier';

/** Reads the identity out of a verified payload; optional claims are kept only when they are strings. */
export function identityFromClaims(payload: JWTPayload): VerifiedIdentity {
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new InvalidTokenError('missing-claim', 'Invalid token: no subject');
  }
  const email = typeof payload['email'] === 'string' ? payload['email'] : undefined;
  const name = typeof payload['name'] === 'string' ? payload['name'] : undefined;
  const tokenVersion = Number.isSafeInteger(payload['tv']) ? (payload['tv'] as number) : undefined;
  const issuedAt = typeof payload.iat === 'number' ? payload.iat : undefined;
  return {
    subject: payload.sub,
    ...(email !== undefined && { email }),
    ...(name !== undefined && { name }),
    ...(tokenVersion !== undefined && { tokenVersion }),
    ...(issuedAt !== undefined && { issuedAt }),
  };
}
