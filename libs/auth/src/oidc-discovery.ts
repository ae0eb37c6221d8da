import { IdentityProviderUnavailableError } from './token-errors';

/** The spec's identity client gives up on an HTTP call after 10 s. */
export const IDENTITY_HTTP_TIMEOUT_MS = 10_000;

/** `${issuer}/.well-known/openid-configuration`, tolerating the trailing slash Auth0 issuers carry. */
function discoveryUrl(issuer: string): URL {
  return new URL(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
}

/**
 * Reads jwks_uri from the provider's discovery document. The document must name the configured
 * issuer (OIDC Discovery §4.3), so a typo in the issuer fails loudly instead of rejecting every token.
 */
export async function discoverJwksUri(issuer: string): Promise<URL> {
  const url = discoveryUrl(issuer);
  let document: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(IDENTITY_HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = await response.json();
  } catch (error) {
    throw new IdentityProviderUnavailableError(
      `Could not read the OIDC discovery document at ${url.href}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const { issuer: announced, jwks_uri: jwksUri } = (document ?? {}) as { issuer?: unknown; jwks_uri?: unknown };
  if (announced !== issuer) {
    throw new IdentityProviderUnavailableError(
      `The discovery document at ${url.href} names issuer ${String(announced)}, not ${issuer}`,
    );
  }
  if (typeof jwksUri !== 'string') {
    throw new IdentityProviderUnavailableError(`The discovery document at ${url.href} has no jwks_uri`);
  }
  return new URL(jwksUri);
}
