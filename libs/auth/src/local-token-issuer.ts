import { SignJWT } from 'jose';
import { loadLocalSecret } from './local-secret';
import {
  DEFAULT_LOCAL_AUDIENCE,
  DEFAULT_LOCAL_ISSUER,
  DEFAULT_LOCAL_TTL,
  LOCAL_TOKEN_ALGORITHM,
  type LocalTokenSettings,
} from './local-token-settings';

export type LocalTokenIssuerOptions = LocalTokenSettings & {
  /** A jose time span ('1d', '12h', '90 minutes') or a number of seconds. */
  ttl?: string | number;
};

/** The account a token is issued for. */
export interface TokenUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  /** The user's token version (claim `tv`): a sign-out moves it on and revokes older tokens. Default 0. */
  readonly tokenVersion?: number;
}

/** Signs the same kind of bearer token an OIDC provider would (sub, email, name), for local accounts. */
export class LocalTokenIssuer {
  private readonly secret: Uint8Array;
  private readonly issuer: string;
  private readonly audience: string;
  private readonly ttl: string;

  constructor(options: LocalTokenIssuerOptions) {
    this.secret = loadLocalSecret(options);
    this.issuer = options.issuer ?? DEFAULT_LOCAL_ISSUER;
    this.audience = options.audience ?? DEFAULT_LOCAL_AUDIENCE;
    this.ttl = typeof options.ttl === 'number' ? `${options.ttl}s` : (options.ttl ?? DEFAULT_LOCAL_TTL);
    // Fails at start-up, not at the first sign-in, when the time span cannot be read.
    new SignJWT({}).setExpirationTime(this.ttl);
  }

  async issue(user: TokenUser): Promise<string> {
    if (user.id === '') throw new Error('A token needs a user id');
    return new SignJWT({ email: user.email, name: user.name, tv: user.tokenVersion ?? 0 })
      .setProtectedHeader({ alg: LOCAL_TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.secret);
  }
}
