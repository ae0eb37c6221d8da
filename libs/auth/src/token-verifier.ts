/** Who a verified token speaks for. `subject` is the only identity a request may act as. */
export interface VerifiedIdentity {
  readonly subject: string;
  readonly email?: string;
  readonly name?: string;
  /** Local tokens: the user's token version when it was issued (claim `tv`). */
  readonly tokenVersion?: number;
  /** When it was issued, in seconds since the epoch (claim `iat`). */
  readonly issuedAt?: number;
  /**
   * The roles the provider's roles claim grants (OIDC with OIDC_ROLES_CLAIM set); undefined when the
   * provider does not manage roles (local accounts: operators grant them).
   */
  readonly roles?: readonly string[];
}

/**
 * The port the API checks bearer tokens with: the local issuer's tokens or an OIDC provider's.
 * Rejects with InvalidTokenError (answer 401) or IdentityProviderUnavailableError (answer 503).
 */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedIdentity>;
}

/** Where "now" comes from; structurally the domain's Clock, so tests can move time. */
export interface TokenClock {
  now(): Date;
}

/** The spec's identity client allows 60 s of clock skew on token checks. */
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 60;
