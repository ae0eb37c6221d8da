import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalSecret } from './local-secret';
import { LocalTokenIssuer } from './local-token-issuer';
import { LocalTokenVerifier } from './local-token-verifier';

const user = { id: 'user-1', email: 'grace@example.com', name: 'Grace Hopper' };

describe('local token secret in a key file', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'outflow-auth-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a secret on first use and stores it readable by the owner only', () => {
    const keyFile = join(dir, '.data', 'auth-secret');
    const secret = loadLocalSecret({ keyFile });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(new TextDecoder().decode(secret));
  });

  it('keeps tokens valid across a restart (a new issuer and verifier reading the same file)', async () => {
    const keyFile = join(dir, 'auth-secret');
    const token = await new LocalTokenIssuer({ keyFile }).issue(user);
    const afterRestart = new LocalTokenVerifier({ keyFile });
    await expect(afterRestart.verify(token)).resolves.toEqual({
      subject: 'user-1',
      email: 'grace@example.com',
      name: 'Grace Hopper',
      tokenVersion: 0,
      issuedAt: expect.any(Number),
    });
  });

  it('makes tokens signed with an earlier, deleted secret invalid', async () => {
    const keyFile = join(dir, 'auth-secret');
    const token = await new LocalTokenIssuer({ keyFile }).issue(user);
    rmSync(keyFile);
    await expect(new LocalTokenVerifier({ keyFile }).verify(token)).rejects.toMatchObject({ reason: 'bad-signature' });
  });

  it('uses a secret an operator wrote into the file', async () => {
    const keyFile = join(dir, 'auth-secret');
    writeFileSync(keyFile, 'operator-chosen-secret-of-sufficient-length\n', { mode: 0o600 });
    const token = await new LocalTokenIssuer({ secret: 'operator-chosen-secret-of-sufficient-length' }).issue(user);
    await expect(new LocalTokenVerifier({ keyFile }).verify(token)).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('refuses an empty key file instead of silently replacing it', () => {
    const keyFile = join(dir, 'auth-secret');
    writeFileSync(keyFile, '\n');
    expect(() => loadLocalSecret({ keyFile })).toThrow(/empty/);
  });

  it('leaves no staging files behind', () => {
    loadLocalSecret({ keyFile: join(dir, 'auth-secret') });
    expect(readdirSync(dir)).toEqual(['auth-secret']);
  });
});
