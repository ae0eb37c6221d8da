import { LocalTokenIssuer, LocalTokenVerifier, OidcTokenVerifier, type TokenVerifier } from '@outflow/auth';
import type { Config } from '@outflow/config';
import path from 'node:path';

export interface Auth {
  readonly tokenVerifier: TokenVerifier;
  /** Only in local mode: the API signs its own tokens. */
  readonly tokenIssuer?: LocalTokenIssuer;
}

/**
 * AUTH_MODE=local: e-mail + password accounts, HS256 tokens signed with AUTH_SECRET or a secret
 * generated once under DATA_DIR. AUTH_MODE=oidc: tokens from the provider, checked on its JWKS.
 */
export function openAuth(config: Config): Auth {
  if (config.AUTH_MODE === 'oidc') {
    return {
      tokenVerifier: new OidcTokenVerifier({
        issuer: config.OIDC_ISSUER!,
        audience: config.OIDC_AUDIENCE!,
        jwksUri: config.OIDC_JWKS_URI,
        rolesClaim: config.OIDC_ROLES_CLAIM,
      }),
    };
  }
  const source = config.AUTH_SECRET
    ? { secret: config.AUTH_SECRET }
    : { keyFile: path.resolve(config.DATA_DIR, 'auth-secret') };
  return { tokenIssuer: new LocalTokenIssuer(source), tokenVerifier: new LocalTokenVerifier(source) };
}
