import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface BenchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh database on the server in DATABASE_URL (default: the local test server), dropped afterwards. */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
