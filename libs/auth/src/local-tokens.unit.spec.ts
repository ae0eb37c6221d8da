import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { InvalidTokenError } from './token-errors';
import { LocalTokenIssuer } from './local-token-issuer';
import { LocalTokenVerifier } from './local-token-verifier';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const user = { id: 'user-123', email: 'ada@example.com', name: 'Ada Lovelace' };
const DAY_MS = 24 * 60 * 60 * 1000;

const clockAt = (date: Date) => ({ now: () => date });
const later = (ms: number) => new Date(Date.now() + ms);

async function rejection(promise: Promise<unknown>): Promise<InvalidTokenError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidTokenError);
  return error as InvalidTokenError;
}

describe('local tokens', () => {
  const issuer = new LocalTokenIssuer({ secret });
  const verifier = new LocalTokenVerifier({ secret });

  it('carries the user id as subject, the e-mail and the name, and verifies back to that identity', async () => {
    const token = await issuer.issue(user);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: 'user-123',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      iss: 'outflow-local',
      aud: 'outflow-api',
    });
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    await expect(verifier.verify(token)).resolves.toEqual({
      subject: 'user-123',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      tokenVersion: 0,
      issuedAt: claims.iat,
    });
  });

  it('carries the token version it was issued at, so a sign-out can revoke it', async () => {
    const token = await issuer.issue({ ...user, tokenVersion: 3 });
    expect(decodeJwt(token).tv).toBe(3);
    await expect(verifier.verify(token)).resolves.toMatchObject({ tokenVersion: 3 });
  });

  it('lives one day by default', async () => {
    const claims = decodeJwt(await issuer.issue(user));
    expect(claims.exp! - claims.iat!).toBe(24 * 60 * 60);
  });

  it('takes the time to live as a time span or as seconds', async () => {
    const short = decodeJwt(await new LocalTokenIssuer({ secret, ttl: '2h' }).issue(user));
    expect(short.exp! - short.iat!).toBe(2 * 60 * 60);
    const inSeconds = decodeJwt(await new LocalTokenIssuer({ secret, ttl: 90 }).issue(user));
    expect(inSeconds.exp! - inSeconds.iat!).toBe(90);
  });

  it('refuses an unreadable time to live at construction', () => {
    expect(() => new LocalTokenIssuer({ secret, ttl: 'one day' })).toThrow();
  });

  it('refuses a secret shorter than 256 bits', () => {
    expect(() => new LocalTokenIssuer({ secret: 'short' })).toThrow(/at least 32 bytes/);
    expect(() => new LocalTokenVerifier({ secret: 'short' })).toThrow(/at least 32 bytes/);
  });

  it('is still valid within the 60 s leeway after expiry, and rejected as expired after it', async () => {
    const token = await new LocalTokenIssuer({ secret, ttl: '1h' }).issue(user);
    const justAfter = new LocalTokenVerifier({ secret, clock: clockAt(later(60 * 60 * 1000 + 30_000)) });
    await expect(justAfter.verify(token)).resolves.toMatchObject({ subject: 'user-123' });
    const wellAfter = new LocalTokenVerifier({ secret, clock: clockAt(later(DAY_MS + 120_000)) });
    expect((await rejection(wellAfter.verify(await issuer.issue(user)))).reason).toBe('expired');
  });

  it('rejects a token whose exp is in the past', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('outflow-local')
      .setAudience('outflow-api')
      .setIssuedAt(past - 3600)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(secret));
    expect((await rejection(verifier.verify(token))).reason).toBe('expired');
  });

  it('rejects a token meant for another audience', async () => {
    const token = await new LocalTokenIssuer({ secret, audience: 'another-api' }).issue(user);
    expect((await rejection(verifier.verify(token))).reason).toBe('wrong-audience');
  });

  it('rejects a token from another issuer', async () => {
    const token = await new LocalTokenIssuer({ secret, issuer: 'someone-else' }).issue(user);
    expect((await rejection(verifier.verify(token))).reason).toBe('wrong-issuer');
  });

  it('rejects a token signed with another secret', async () => {
    const token = await new LocalTokenIssuer({ secret: 'another-secret-that-is-also-long-enough' }).issue(user);
    expect((await rejection(verifier.verify(token))).reason).toBe('bad-signature');
  });

  it('rejects a token whose payload was tampered with', async () => {
    const [header, , signature] = (await issuer.issue(user)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(await issuer.issue(user)), sub: 'admin' })).toString(
      'base64url',
    );
    expect((await rejection(verifier.verify(`${header}.${forged}.${signature}`))).reason).toBe('bad-signature');
  });

  it('rejects an unsigned (alg none) token', async () => {
    const claims = decodeJwt(await issuer.issue(user));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await rejection(verifier.verify(unsigned))).reason).toMatch(/algorithm-not-allowed|malformed/);
  });

  it('rejects a token without a subject', async () => {
    const token = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('outflow-local')
      .setAudience('outflow-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect((await rejection(verifier.verify(token))).reason).toBe('missing-claim');
  });

  it.each(['', 'not-a-token', 'a.b.c'])('rejects %p as malformed', async (garbage) => {
    expect((await rejection(verifier.verify(garbage))).reason).toBe('malformed');
  });

  it('leaves out claims that are absent or not strings', async () => {
    const token = await new SignJWT({ email: 42 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-9')
      .setIssuer('outflow-local')
      .setAudience('outflow-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    await expect(verifier.verify(token)).resolves.toEqual({ subject: 'user-9' });
  });
});
