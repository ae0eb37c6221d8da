import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { IdentityProviderUnavailableError, InvalidTokenError } from './token-errors';
import { OidcTokenVerifier, type OidcTokenVerifierOptions } from './oidc-token-verifier';

/** A minimal OIDC provider on a free local port: discovery document and JWKS, both switchable. */
class LocalOidcProvider {
  readonly requests = { discovery: 0, jwks: 0 };
  published: JWK[] = [];
  announcedIssuer = '';
  discoveryStatus = 200;
  jwksStatus = 200;
  private server!: Server;

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/.well-known/openid-configuration') {
        this.requests.discovery += 1;
        return reply(this.discoveryStatus, { issuer: this.announcedIssuer, jwks_uri: `${this.origin}/keys` });
      }
      if (request.url === '/keys') {
        this.requests.jwks += 1;
        return reply(this.jwksStatus, { keys: this.published });
      }
      reply(404, { error: 'not found' });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.announcedIssuer = this.origin;
  }

  stop(): Promise<void> {
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }
}

interface SigningKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(kid: string, alg: 'RS256' | 'ES256'): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair(alg);
  return { kid, alg, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

const AUDIENCE = 'https://api.outflow.test';
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('OidcTokenVerifier against a local OIDC provider', () => {
  const provider = new LocalOidcProvider();
  let keyA: SigningKey;
  let keyB: SigningKey;
  let rogue: SigningKey;

  beforeAll(async () => {
    await provider.start();
    [keyA, keyB, rogue] = await Promise.all([
      signingKey('key-a', 'RS256'),
      signingKey('key-b', 'ES256'),
      signingKey('key-rogue', 'RS256'),
    ]);
  });
  afterAll(() => provider.stop());
  beforeEach(() => {
    provider.published = [keyA.jwk];
    provider.announcedIssuer = provider.origin;
    provider.discoveryStatus = 200;
    provider.jwksStatus = 200;
    provider.requests.discovery = 0;
    provider.requests.jwks = 0;
  });

  const verifier = (options: Partial<OidcTokenVerifierOptions> = {}) =>
    new OidcTokenVerifier({ issuer: provider.origin, audience: AUDIENCE, ...options });

  function token(
    key: SigningKey,
    claims: { iss?: string; aud?: string | string[]; exp?: number; sub?: string } = {},
    kid = key.kid,
  ) {
    return new SignJWT({ email: 'linus@example.com', name: 'Linus' })
      .setProtectedHeader({ alg: key.alg, kid, typ: 'JWT' })
      .setSubject(claims.sub ?? 'auth0|abc123')
      .setIssuer(claims.iss ?? provider.origin)
      .setAudience(claims.aud ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? nowSeconds() + 3600)
      .sign(key.privateKey);
  }

  async function rejection(promise: Promise<unknown>) {
    return promise.then(
      () => {
        throw new Error('expected the token to be rejected');
      },
      (error: unknown) => error as Error,
    );
  }

  async function reason(promise: Promise<unknown>) {
    const error = await rejection(promise);
    expect(error).toBeInstanceOf(InvalidTokenError);
    return (error as InvalidTokenError).reason;
  }

  it('finds the JWKS through discovery, verifies an RS256 token and caches both documents', async () => {
    const oidc = verifier();
    await expect(oidc.verify(await token(keyA))).resolves.toEqual({
      subject: 'auth0|abc123',
      email: 'linus@example.com',
      name: 'Linus',
      issuedAt: expect.any(Number),
    });
    await expect(oidc.verify(await token(keyA, { sub: 'auth0|other' }))).resolves.toMatchObject({
      subject: 'auth0|other',
    });
    expect(provider.requests).toEqual({ discovery: 1, jwks: 1 });
  });

  it('accepts ES256 tokens', async () => {
    provider.published = [keyA.jwk, keyB.jwk];
    await expect(verifier().verify(await token(keyB))).resolves.toMatchObject({ subject: 'auth0|abc123' });
  });

  it('skips discovery when the JWKS address is given', async () => {
    await expect(verifier({ jwksUri: `${provider.origin}/keys` }).verify(await token(keyA))).resolves.toMatchObject({
      subject: 'auth0|abc123',
    });
    expect(provider.requests).toEqual({ discovery: 0, jwks: 1 });
  });

  it('follows a key rotation: an unknown key id makes it fetch the key set again', async () => {
    const oidc = verifier({ cooldownDuration: 0 });
    await oidc.verify(await token(keyA));
    provider.published = [keyB.jwk];
    await expect(oidc.verify(await token(keyB))).resolves.toMatchObject({ subject: 'auth0|abc123' });
    expect(provider.requests.jwks).toBe(2);
  });

  it('does not refetch the key set for unknown key ids more than once per cooldown', async () => {
    const oidc = verifier();
    await oidc.verify(await token(keyA));
    provider.published = [keyA.jwk, keyB.jwk];
    expect(await reason(oidc.verify(await token(keyB)))).toBe('unknown-key');
    expect(provider.requests.jwks).toBe(1);
  });

  it('rejects a token signed by a key that is not in the JWKS, after checking for a rotation', async () => {
    const oidc = verifier({ cooldownDuration: 0 });
    await oidc.verify(await token(keyA));
    expect(await reason(oidc.verify(await token(rogue)))).toBe('unknown-key');
    expect(provider.requests.jwks).toBe(2);
  });

  it('rejects a token signed by a foreign key that claims a published key id', async () => {
    expect(await reason(verifier().verify(await token(rogue, {}, 'key-a')))).toBe('bad-signature');
  });

  it('rejects a token from another issuer', async () => {
    expect(await reason(verifier().verify(await token(keyA, { iss: 'https://evil.example/' })))).toBe('wrong-issuer');
  });

  it('rejects a token for another audience, and accepts one that lists ours among several', async () => {
    expect(await reason(verifier().verify(await token(keyA, { aud: 'https://other.api' })))).toBe('wrong-audience');
    await expect(verifier().verify(await token(keyA, { aud: ['https://other.api', AUDIENCE] }))).resolves.toMatchObject(
      { subject: 'auth0|abc123' },
    );
  });

  it('allows 60 s of clock skew on expiry and no more', async () => {
    await expect(verifier().verify(await token(keyA, { exp: nowSeconds() - 30 }))).resolves.toMatchObject({
      subject: 'auth0|abc123',
    });
    expect(await reason(verifier().verify(await token(keyA, { exp: nowSeconds() - 120 })))).toBe('expired');
  });

  it('rejects a token that expires while the verifier clock moves on', async () => {
    const valid = await token(keyA, { exp: nowSeconds() + 600 });
    const inAnHour = { now: () => new Date(Date.now() + 3600_000) };
    expect(await reason(verifier({ clock: inAnHour }).verify(valid))).toBe('expired');
  });

  it('rejects symmetric and unlisted algorithms', async () => {
    const hs256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'key-a' })
      .setSubject('auth0|abc123')
      .setIssuer(provider.origin)
      .setAudience(AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough!!'));
    expect(await reason(verifier().verify(hs256))).toBe('algorithm-not-allowed');
    const { privateKey } = await generateKeyPair('PS256');
    const ps256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'PS256', kid: 'key-a' })
      .setSubject('x')
      .setIssuer(provider.origin)
      .setAudience(AUDIENCE)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(await reason(verifier().verify(ps256))).toBe('algorithm-not-allowed');
  });

  it('rejects garbage as malformed', async () => {
    expect(await reason(verifier().verify('not.a.jwt'))).toBe('malformed');
  });

  it('works with an issuer written with a trailing slash, as Auth0 writes it', async () => {
    provider.announcedIssuer = `${provider.origin}/`;
    const oidc = verifier({ issuer: `${provider.origin}/` });
    await expect(oidc.verify(await token(keyA, { iss: `${provider.origin}/` }))).resolves.toMatchObject({
      subject: 'auth0|abc123',
    });
  });

  it('refuses a discovery document that names another issuer', async () => {
    provider.announcedIssuer = 'https://someone-else.example';
    const error = await rejection(verifier().verify(await token(keyA)));
    expect(error).toBeInstanceOf(IdentityProviderUnavailableError);
    expect(error.message).toMatch(/names issuer https:\/\/someone-else.example/);
  });

  // A failed fetch is not kept: the next verification asks the endpoint again and succeeds.
  it.each([
    [
      'reports an unreachable discovery document as the provider being unavailable, and retries it next time',
      'discoveryStatus',
      503,
      'discovery',
    ],
    [
      'reports a failing JWKS endpoint as the provider being unavailable, not as a bad token',
      'jwksStatus',
      500,
      'jwks',
    ],
  ] as const)('%s', async (_, status, failing, endpoint) => {
    provider[status] = failing;
    const oidc = verifier();
    expect(await rejection(oidc.verify(await token(keyA)))).toBeInstanceOf(IdentityProviderUnavailableError);
    provider[status] = 200;
    await expect(oidc.verify(await token(keyA))).resolves.toMatchObject({ subject: 'auth0|abc123' });
    expect(provider.requests[endpoint]).toBe(2);
  });
});
