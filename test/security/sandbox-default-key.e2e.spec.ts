/**
 * Finding 8 (issue 18): "A known sandbox key in the production compose file". docker-compose.yml
 * published the sandbox on :4100 with the key `sandbox-api-key`, the code fell back to the same
 * key, and compared it with `!==`. Now no default key exists: the compose file requires one (as it
 * requires AUTH_SECRET) and publishes the sandbox on this machine only, the sandbox refuses to start
 * without one, a process pointed at a sandbox must name it, and keys are compared in constant time.
 */
import { loadConfig } from '@outflow/config';
import { openLinkedIn } from '@outflow/wiring';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startLinkedInSandboxServer, type LinkedInSandboxServer } from '@outflow/linkedin-sandbox';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';

const ROOT = path.resolve(__dirname, '../..');
const KEY = 'a-key-of-this-installation-0123';

/** Runs the sandbox's own entry point (`node apps/linkedin-sandbox/dist/main.js`) from its sources. */
function runSandboxMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = fork(path.join(ROOT, 'apps/linkedin-sandbox/src/main.ts'), [], {
    execArgv: ['-r', path.join(ROOT, 'bench/support/register.js')],
    env: { PATH: process.env.PATH, SANDBOX_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('no default sandbox key (finding 8)', () => {
  it('has no default key in the compose file, and keeps the sandbox on this machine', () => {
    const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(compose).not.toContain('sandbox-api-key');
    expect(compose).toContain('SANDBOX_API_KEY: ${SANDBOX_API_KEY:?');
    expect(compose).toMatch(/UNIPILE_API_KEY: \$\{UNIPILE_API_KEY:-\$\{SANDBOX_API_KEY:\?/);
    expect(compose).toContain('ports: ["127.0.0.1:4100:4100"]');
    for (const file of ['apps/linkedin-sandbox/src/main.ts', 'libs/wiring/src/linkedin.ts'])
      expect([file, fs.readFileSync(path.join(ROOT, file), 'utf8').includes("'sandbox-api-key'")]).toEqual([
        file,
        false,
      ]);
  });

  it('refuses to point a process at a sandbox without naming its key', () => {
    const config = loadConfig({ LINKEDIN_PROVIDER: 'sandbox', LINKEDIN_SANDBOX_URL: 'http://127.0.0.1:4100' });
    expect(() => openLinkedIn(config)).toThrow(/set SANDBOX_API_KEY/);
  });

  it('will not start the sandbox without a key of 16+ characters', async () => {
    for (const env of [{}, { SANDBOX_API_KEY: 'short' }] as Array<Record<string, string>>) {
      const { code, output } = await runSandboxMain({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...env });
      expect(code).not.toBe(0);
      expect(output).toContain('SANDBOX_API_KEY is required');
    }
  }, 60_000);
});

describeWithPostgres('the sandbox’s key (finding 8)', () => {
  let database: TestDatabase;
  let sandbox: LinkedInSandboxServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    sandbox = await startLinkedInSandboxServer({ databaseUrl: database.url, apiKey: KEY, population: 100, port: 0 });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    await database?.drop();
  });

  it('answers only its own key: not the old default, not one of the same length, not none', async () => {
    const accounts = (key?: string) =>
      fetch(`${sandbox.url}/api/v1/accounts`, { headers: key === undefined ? {} : { 'x-api-key': key } });
    for (const key of [undefined, '', 'sandbox-api-key', KEY.replace(/.$/, 'x'), `${KEY}x`])
      expect([key, (await accounts(key)).status]).toEqual([key, 401]);
    expect((await accounts(KEY)).status).toBe(200);
  });
});
