import { Pool } from 'pg';
import { createPostgresEventStore, type PostgresEventStore } from '@outflow/event-store';
import { createBenchDatabase } from './bench-database';

export interface StoreBench {
  readonly store: PostgresEventStore;
  /** A plain pool on the same database, for the bare SQL the store is compared with. */
  readonly pool: Pool;
}

/** Runs `body` against a Postgres event store in a fresh database, then drops it; exits 1 on failure. */
export function runStoreBench(prefix: string, poolSize: number, body: (bench: StoreBench) => Promise<void>): void {
  const run = async () => {
    const database = await createBenchDatabase(prefix);
    const store = createPostgresEventStore({ connectionString: database.url, poolSize });
    const pool = new Pool({ connectionString: database.url, max: poolSize });
    pool.on('error', () => undefined); // a connection the final DROP DATABASE ends while the pool closes
    try {
      await store.ensureSchema();
      await body({ store, pool });
    } finally {
      await store.close();
      await pool.end();
      await database.drop();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
