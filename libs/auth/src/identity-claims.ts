import type { JWTPayload } from 'jose';
import { InvalidTokenError } from './token-errors';
import type { VerifiedIdentity } from './token-verifier';

/** A roles claim as providers write it: a list of names, or one string of names separated by spaces or commas. */
function rolesFrom(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/**
 * Reads the identity out of a verified payload; optional claims are kept only when they are strings.
 * With a roles claim named (Auth0 namespaces custom claims, e.g. `https://outflow.app/roles`), its
 * roles come with it; an absent claim means no roles.
 */
export function identityFromClaims(payload: JWTPayload, rolesClaim?: string): VerifiedIdentity {
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
    ...(rolesClaim ? { roles: rolesFrom(payload[rolesClaim]) } : {}),
  };
}
