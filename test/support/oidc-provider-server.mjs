/**
 * A real OIDC provider (panva's oidc-provider, ESM-only, so it runs in its own Node process) for
 * browser tests of AUTH_MODE=oidc. One public client (PKCE, no secret) returning to OUTFLOW_URL;
 * access tokens are RS256 JWTs for the OIDC_AUDIENCE resource, carrying email and name. Sign-in
 * and consent are oidc-provider's built-in dev pages (any login and password work; the login is
 * the subject). Prints `ready <issuer>` once listening on 127.0.0.1:OIDC_PORT.
 *
 * Env: OIDC_PORT, OUTFLOW_URL, OIDC_CLIENT_ID, OIDC_AUDIENCE.
 */
import { generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';

const { OIDC_PORT, OUTFLOW_URL, OIDC_CLIENT_ID, OIDC_AUDIENCE } = process.env;
if (!OIDC_PORT || !OUTFLOW_URL || !OIDC_CLIENT_ID || !OIDC_AUDIENCE) {
  throw new Error('OIDC_PORT, OUTFLOW_URL, OIDC_CLIENT_ID and OIDC_AUDIENCE are required');
}
const issuer = `http://127.0.0.1:${OIDC_PORT}`;
const origin = OUTFLOW_URL.replace(/\/+$/, '');

function claimsOf(sub) {
  const name = sub.split(/[-_.]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join(' ');
  return { sub, email: `${sub}@example.com`, email_verified: true, name };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: OIDC_CLIENT_ID,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [origin, `${origin}/`, `${origin}/login`],
      post_logout_redirect_uris: [origin, `${origin}/`],
    },
  ],
  jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // The web app names its API Auth0-style (`audience=` on the authorization request).
  extraParams: ['audience'],
  // Profile claims in the ID token too, since the access token is not meant for userinfo.
  conformIdTokenClaims: false,
  features: {
    devInteractions: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: (ctx, _client, oneOf) => (oneOf ? oneOf[0] : ctx.oidc.params.audience),
      // The code's resource also decides the token endpoint's access token (no `resource=` there).
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, resource) => {
        if (resource !== OIDC_AUDIENCE) throw new Provider.errors.InvalidTarget();
        return { scope: 'openid profile email', audience: OIDC_AUDIENCE, accessTokenFormat: 'jwt', accessTokenTTL: 3600, jwt: { sign: { alg: 'RS256' } } };
      },
    },
  },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => claimsOf(sub) }),
  extraTokenClaims: (_ctx, token) => {
    if (token.kind !== 'AccessToken') return undefined;
    const { email, name } = claimsOf(token.accountId);
    return { email, name };
  },
});

provider.listen(Number(OIDC_PORT), '127.0.0.1', () => {
  process.stdout.write(`ready ${issuer}\n`);
});
