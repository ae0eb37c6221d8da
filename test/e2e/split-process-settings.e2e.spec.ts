/**
 * Outside `npm start`, the api, the projector and the runner refuse to start without what they
 * must share with the other processes (issue 19, items 4 and 8): no embedded database, no
 * in-process bus, no secret generated into a data folder of their own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function run(main: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  if (!fs.existsSync(path.join(ROOT, main)))
    throw new Error(`${main} is missing: npm test builds the server first (npm run build:server)`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main], {
      cwd: ROOT,
      // Nothing inherited: what this process is given is all it has.
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('processes started apart from npm start', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outflow-split-'))));
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('the api names every shared setting it lacks, one line each, exits 1 and creates nothing', async () => {
    const { code, stderr } = await run('apps/api/dist/main.js', { DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      '  - DATABASE_URL is required: the API shares one Postgres with the other processes (only npm start runs an embedded database)',
      '  - NATS_URL is required: the API reaches the other processes through NATS JetStream',
      '  - AUTH_SECRET is required: every API process signs and checks sign-in tokens with the same secret (32+ characters)',
      "  - UNIPILE_WEBHOOK_SECRET is required: every API process registers and checks LinkedIn's webhooks with the same secret",
    ]);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('the api with its database and bus but no secrets still refuses, naming the two secrets', async () => {
    const { code, stderr } = await run('apps/api/dist/main.js', {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      NATS_URL: 'nats://127.0.0.1:1',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^ {2}- AUTH_SECRET is required/m);
    expect(stderr).toMatch(/^ {2}- UNIPILE_WEBHOOK_SECRET is required/m);
    expect(stderr).not.toMatch(/DATABASE_URL|NATS_URL/);
  });

  it.each([
    ['projector', 'apps/projector/dist/main.js'],
    ['runner', 'apps/runner/dist/main.js'],
  ])('the %s without DATABASE_URL refuses to start rather than run on an embedded database', async (name, main) => {
    const { code, stderr } = await run(main, { DATA_DIR: dataDir, NATS_URL: 'nats://127.0.0.1:1' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      `  - DATABASE_URL is required: the ${name} shares one Postgres with the other processes (only npm start runs an embedded database)`,
    ]);
    // No embedded Postgres was made in its data folder.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
