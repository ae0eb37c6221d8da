import type { Me } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';

/** A minimal OIDC provider on localhost: discovery document and JWKS, as Auth0 serves them. */
async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration')
      return res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}.well-known/jwks.json` }));
    if (req.url === '/.well-known/jwks.json') return res.end(JSON.stringify({ keys: [jwk] }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const sign = (claims: Record<string, unknown>, audience = 'outflow-api') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  return { issuer, sign, close: () => new Promise((resolve) => server.close(resolve)) };
}

describeWithPostgres('OIDC sign-in (AUTH_MODE=oidc)', () => {
  let api: ApiHarness;
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  beforeAll(async () => {
    issuer = await startIssuer();
    api = await startApiHarness({
      env: {
        AUTH_MODE: 'oidc',
        OIDC_ISSUER: issuer.issuer,
        OIDC_AUDIENCE: 'outflow-api',
        OIDC_CLIENT_ID: 'web-client',
      },
    });
  });
  afterAll(async () => {
    await api.stop();
    await issuer.close();
  });

  it("accepts the provider's token and creates the local user on first sight, once", async () => {
    const token = await issuer.sign({ sub: 'auth0|ada', email: 'ada@example.com', name: 'Ada' });
    expect((await api.request('GET', '/api/auth/me', { token })).body).toEqual({
      id: 'auth0|ada',
      email: 'ada@example.com',
      name: 'Ada',
      roles: ['user'],
    });
    await api.request('GET', '/api/rate-limits/settings', { token });
    const events = await api.eventStore.readStream('user-auth0|ada');
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['UserRegistered', expect.objectContaining({ userId: 'auth0|ada', provider: 'oidc' })],
    ]);
  });

  it('refuses a token for another audience, and a token signed by a key the provider does not publish', async () => {
    expect(
      (await api.request('GET', '/api/auth/me', { token: await issuer.sign({ sub: 'x' }, 'someone-else') })).status,
    ).toBe(401);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'auth0|ada' })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer(issuer.issuer)
      .setAudience('outflow-api')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await api.request('GET', '/api/auth/me', { token: forged })).status).toBe(401);
  });

  it('tells the web app to redirect to the provider, and refuses local sign-up', async () => {
    expect((await api.request('GET', '/api/auth/config')).body).toEqual({
      mode: 'oidc',
      issuer: issuer.issuer,
      clientId: 'web-client',
      audience: 'outflow-api',
      scope: 'openid profile email',
    });
    const res = await api.request('POST', '/api/auth/signup', {
      body: { email: 'a@example.com', password: 'long enough', name: 'A' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describeWithPostgres('OIDC roles claim (OIDC_ROLES_CLAIM)', () => {
  const CLAIM = 'https://outflow.example/roles';
  let api: ApiHarness;
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  beforeAll(async () => {
    issuer = await startIssuer();
    api = await startApiHarness({
      env: { AUTH_MODE: 'oidc', OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: 'outflow-api', OIDC_ROLES_CLAIM: CLAIM },
    });
  });
  afterAll(async () => {
    await api.stop();
    await issuer.close();
  });

  it("maps the provider's roles claim to support, records the grant and its removal on the user's stream, and support is read-only", async () => {
    const support = await issuer.sign({
      sub: 'auth0|sam',
      email: 'sam@example.com',
      name: 'Sam',
      [CLAIM]: ['support', 'billing-admin'],
    });
    expect((await api.request<Me>('GET', '/api/auth/me', { token: support })).body.roles).toEqual(['user', 'support']);
    expect(
      (await api.request<ApiErrorBody>('PUT', '/api/rate-limits/settings', { token: support, body: {} })).body
        .errorCode,
    ).toBe('SUPPORT_READ_ONLY');
    // The same claim again records nothing more.
    await api.request('GET', '/api/auth/me', { token: support });
    const granted = (await api.eventStore.readStream('user-auth0|sam')).filter((e) => e.type.startsWith('UserRole'));
    expect(granted.map((e) => [e.type, e.data, e.metadata.actor])).toEqual([
      ['UserRoleGranted', expect.objectContaining({ role: 'support', source: 'oidc-claim' }), 'system'],
    ]);

    // The provider drops the role: the next request is a plain user's, and the revocation is on the stream.
    const plain = await issuer.sign({ sub: 'auth0|sam', email: 'sam@example.com', name: 'Sam', [CLAIM]: 'viewer' });
    expect((await api.request<Me>('GET', '/api/auth/me', { token: plain })).body.roles).toEqual(['user']);
    const types = (await api.eventStore.readStream('user-auth0|sam'))
      .map((e) => e.type)
      .filter((t) => t.startsWith('UserRole'));
    expect(types).toEqual(['UserRoleGranted', 'UserRoleRevoked']);
  });
});
