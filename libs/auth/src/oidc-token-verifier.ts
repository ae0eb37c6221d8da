import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { identityFromClaims } from './identity-claims';
import { translateVerificationError } from './jose-error-translation';
import { discoverJwksUri, IDENTITY_HTTP_TIMEOUT_MS } from './oidc-discovery';
import {
  DEFAULT_CLOCK_TOLERANCE_SECONDS,
  type TokenClock,
  type TokenVerifier,
  type VerifiedIdentity,
} from './token-verifier';

export interface OidcTokenVerifierOptions {
  /** Exactly as the provider writes it in `iss` (Auth0: 'https://tenant.auth0.com/'). */
  issuer: string;
  audience: string | string[];
  /** Skips discovery when given. */
  jwksUri?: string;
  clock?: TokenClock;
  /** Seconds of clock skew allowed on exp/nbf/iat; 60 by default, like the spec's identity client. */
  clockTolerance?: number;
  /** Minimum ms between two key-set refetches triggered by an unknown key id (jose's default, 30 s). */
  cooldownDuration?: number;
  /** The claim whose values are the user's roles (OIDC_ROLES_CLAIM); unset: roles are granted by operators. */
  rolesClaim?: string;
}

/** Asymmetric algorithms only: an HS256 token could be forged with the public key as the secret. */
const OIDC_ALGORITHMS = ['RS256', 'ES256'];

/**
 * Checks an OIDC provider's access tokens against its JWKS. Keys are cached; a token whose key id
 * is not in the cache makes jose refetch the set (key rotation), at most once per cooldown.
 */
export class OidcTokenVerifier implements TokenVerifier {
  private keys?: Promise<JWTVerifyGetKey>;

  constructor(private readonly options: OidcTokenVerifierOptions) {}

  async verify(token: string): Promise<VerifiedIdentity> {
    try {
      const { payload } = await jwtVerify(token, await this.keySet(), {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: OIDC_ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: this.options.clockTolerance ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
        currentDate: this.options.clock?.now(),
      });
      return identityFromClaims(payload, this.options.rolesClaim);
    } catch (error) {
      throw translateVerificationError(error);
    }
  }

  private keySet(): Promise<JWTVerifyGetKey> {
    if (!this.keys) {
      this.keys = this.createKeySet();
      // A failed discovery is retried on the next request rather than remembered.
      this.keys.catch(() => (this.keys = undefined));
    }
    return this.keys;
  }

  private async createKeySet(): Promise<JWTVerifyGetKey> {
    const url = this.options.jwksUri ? new URL(this.options.jwksUri) : await discoverJwksUri(this.options.issuer);
    return createRemoteJWKSet(url, {
      timeoutDuration: IDENTITY_HTTP_TIMEOUT_MS,
      cooldownDuration: this.options.cooldownDuration,
    });
  }
}
