export type InvalidTokenReason =
  | 'malformed'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-issuer'
  | 'wrong-audience'
  | 'missing-claim'
  | 'invalid-claim'
  | 'bad-signature'
  | 'unknown-key'
  | 'algorithm-not-allowed';

/** The token cannot be trusted; `reason` says why (for logs, never for the client). */
export class InvalidTokenError extends Error {
  constructor(
    readonly reason: InvalidTokenReason,
    message: string = `Invalid token: ${reason}`,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'InvalidTokenError';
  }
}

/** The identity provider's discovery document or key set could not be fetched: not the token's fault. */
export class IdentityProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IdentityProviderUnavailableError';
  }
}
