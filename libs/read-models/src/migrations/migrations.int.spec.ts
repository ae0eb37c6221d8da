import { sql } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { describeWithPostgres } from '@outflow/testing';
import { READ_MODEL_SCHEMA, type ReadModelDb } from '../read-model-db';
import { readModelDatabase } from '../testing/read-model-spec';
import { migrations } from '.';

/** The read models' schema as Postgres reports it: each column (order, type, nullability, default) and each index. */
async function schemaOf(db: ReadModelDb): Promise<{ columns: unknown[]; indexes: unknown[] }> {
  const columns = await sql`
    SELECT table_name, ordinal_position, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = ${READ_MODEL_SCHEMA} AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name, ordinal_position`.execute(db);
  const indexes =
    await sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = ${READ_MODEL_SCHEMA} AND tablename NOT LIKE 'kysely_%' ORDER BY indexname`.execute(
      db,
    );
  return { columns: columns.rows, indexes: indexes.rows };
}

describeWithPostgres('read-model migrations', () => {
  const rm = readModelDatabase();

  it('go down to none, leaving no read-model table, and up again to the same schema', async () => {
    const migrated = await schemaOf(rm.db);
    expect(migrated.columns.length).toBeGreaterThan(100);
    const migrator = new Migrator({
      db: rm.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: READ_MODEL_SCHEMA,
    });

    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await schemaOf(rm.db)).toEqual({ columns: [], indexes: [] });

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await schemaOf(rm.db)).toEqual(migrated);
  });
});
