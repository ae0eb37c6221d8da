import { jwtVerify } from 'jose';
import { identityFromClaims } from './identity-claims';
import { translateVerificationError } from './jose-error-translation';
import { loadLocalSecret } from './local-secret';
import { IdentityProviderUnavailableError } from './token-errors';
import {
  DEFAULT_LOCAL_AUDIENCE,
  DEFAULT_LOCAL_ISSUER,
  LOCAL_TOKEN_ALGORITHM,
  type LocalTokenSettings,
} from './local-token-settings';
import {
  DEFAULT_CLOCK_TOLERANCE_SECONDS,
  type TokenClock,
  type TokenVerifier,
  type VerifiedIdentity,
} from './token-verifier';

export type LocalTokenVerifierOptions = LocalTokenSettings & {
  clock?: TokenClock;
  /** Seconds of clock skew allowed on exp/nbf/iat; 60 by default. */
  clockTolerance?: number;
};

/** Checks tokens from LocalTokenIssuer: same secret, issuer and audience, HS256 only, not expired. */
export class LocalTokenVerifier implements TokenVerifier {
  private readonly secret: Uint8Array;
  private readonly issuer: string;
  private readonly audience: string;

  constructor(private readonly options: LocalTokenVerifierOptions) {
    this.secret = loadLocalSecret(options);
    this.issuer = options.issuer ?? DEFAULT_LOCAL_ISSUER;
    this.audience = options.audience ?? DEFAULT_LOCAL_AUDIENCE;
  }

  async verify(token: string): Promise<VerifiedIdentity> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: [LOCAL_TOKEN_ALGORITHM],
        requiredClaims: ['sub', 'exp'],
        clockTolerance: this.options.clockTolerance ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
        currentDate: this.options.clock?.now(),
      });
      return identityFromClaims(payload);
    } catch (error) {
      const translated = translateVerificationError(error);
      // No remote party is involved here, so anything jose did not classify is our own bug.
      throw translated instanceof IdentityProviderUnavailableError ? error : translated;
    }
  }
}
