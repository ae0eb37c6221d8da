import { Pool, type PoolClient, type QueryResultRow } from 'pg';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number | null }>;
}

/** The sandbox's Postgres pool, pinned to its own schema through search_path. */
export class SandboxDatabase implements Queryable {
  readonly pool: Pool;

  constructor(
    databaseUrl: string,
    readonly schema: string,
  ) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid sandbox schema name: ${schema}`);
    this.pool = new Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}`, max: 12 });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    this.pool.on('error', () => undefined);
    // A checked-out connection between two statements has no query to report to: keep its error too.
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: unknown[]) {
    return this.pool.query<R>(sql, params);
  }

  /** A named (prepared) statement: each connection parses and plans it once, for the hot read paths. */
  prepared<R extends QueryResultRow = QueryResultRow>(name: string, sql: string, params: unknown[]) {
    return this.pool.query<R>({ name, text: sql, values: params });
  }

  async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Runs work while holding a session advisory lock, so two processes never migrate or seed at once. */
  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
