import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { Pool } from 'pg';
import Cursor from 'pg-cursor';
import { migrations } from './migrations';
import type { ReadModelDatabase } from './schema';

export const READ_MODEL_SCHEMA = 'read_models';

export type ReadModelDb = Kysely<ReadModelDatabase>;

const schemaOf = new WeakMap<ReadModelDb, string>();

/**
 * Opens the read-model database. Every connection's search_path is the read-model schema, so the
 * event store's tables (their own schema) and the read models never mix, and a rebuild can drop
 * the schema whole. The check (`npm run projector:check`) opens a scratch schema the same way.
 */
export function createReadModelDb(
  connectionString: string,
  options: { poolSize?: number; schema?: string } = {},
): ReadModelDb {
  const schema = options.schema ?? READ_MODEL_SCHEMA;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid read-model schema name: ${schema}`);
  const pool = new Pool({ connectionString, max: options.poolSize ?? 10, options: `-c search_path=${schema}` });
  // An idle connection dropped by the server (restart, Ctrl-C reaching Postgres first) must not
  // crash the process; the next query opens a new one.
  pool.on('error', () => undefined);
  // A checked-out connection between two statements has no query to report to: keep its error too.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // A cursor lets exports stream rows (`.stream()`) in constant memory.
  const db = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  schemaOf.set(db, schema);
  return db;
}

export function readModelSchema(db: ReadModelDb): string {
  return schemaOf.get(db) ?? READ_MODEL_SCHEMA;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs pending migrations; safe to call from several processes at once (Kysely takes a lock). */
export async function migrateReadModels(db: ReadModelDb): Promise<void> {
  const schema = readModelSchema(db);
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Read-model migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Drops every read model (and the migration history), for a rebuild from the events. */
export async function dropReadModels(db: ReadModelDb): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(readModelSchema(db))} CASCADE`.execute(db);
}
