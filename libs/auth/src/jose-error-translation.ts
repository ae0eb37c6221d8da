import { errors } from 'jose';
import { IdentityProviderUnavailableError, InvalidTokenError, type InvalidTokenReason } from './token-errors';

const CLAIM_REASONS: Record<string, InvalidTokenReason> = {
  iss: 'wrong-issuer',
  aud: 'wrong-audience',
  nbf: 'not-yet-valid',
};

/** Turns whatever jose (or the key-set fetch) threw into one of our two typed errors. */
export function translateVerificationError(error: unknown): Error {
  if (error instanceof InvalidTokenError || error instanceof IdentityProviderUnavailableError) return error;
  const reason = reasonFor(error);
  if (reason)
    return new InvalidTokenError(reason, `Invalid token: ${reason} (${(error as Error).message})`, { cause: error });
  return new IdentityProviderUnavailableError(
    `Could not check the token against the identity provider: ${describe(error)}`,
    { cause: error },
  );
}

function reasonFor(error: unknown): InvalidTokenReason | undefined {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') return 'missing-claim';
    return CLAIM_REASONS[error.claim] ?? 'invalid-claim';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad-signature';
  if (error instanceof errors.JWKSNoMatchingKey) return 'unknown-key';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm-not-allowed';
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSENotSupported
  )
    return 'malformed';
  if (error instanceof errors.JWKSMultipleMatchingKeys) return 'unknown-key';
  return undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
