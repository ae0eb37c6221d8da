/**
 * The migrated template databases' names (test/support/migrated-database.ts), and their
 * housekeeping. Node built-ins and pg only: Jest's global teardown loads this file outside the
 * suites' module mapping.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '../..');
const SCHEMA_SOURCES = ['libs/read-models/src', 'libs/integrations/src', 'libs/event-store/src/postgres'];

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesOf(file);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [file] : [];
  });
}

/** The template's name: the hash of every source that shapes the schema. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const file of SCHEMA_SOURCES.flatMap((dir) => sourcesOf(path.join(ROOT, dir))).sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `outflow_template_${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Drops the templates of other schema sources (earlier checkouts' and sessions'), which would
 * otherwise pile up on the server, one per change of a migration or projection. A template in use
 * (being copied) refuses the drop and is left; the current one is kept.
 */
export async function dropStaleTemplates(): Promise<string[]> {
  const serverUrl = process.env.OUTFLOW_TEST_POSTGRES_URL;
  if (!serverUrl) return [];
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const current = templateName();
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'outflow\\_template\\_%' AND datname <> $1",
      [current],
    );
    const dropped: string[] = [];
    for (const { datname } of rows) {
      const match = /^(outflow_template_[0-9a-f]{16})(_building)?$/.exec(datname);
      if (!match) continue;
      // A template being built is another checkout's run at work (migrated-database.ts builds it
      // under this advisory lock): drop it only when nobody holds the lock.
      if (match[2] && !(await tryBuilderLock(admin, match[1]))) continue;
      await admin.query(`DROP DATABASE IF EXISTS ${datname}`).then(
        () => dropped.push(datname),
        () => undefined,
      );
      if (match[2]) await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [match[1]]);
    }
    return dropped;
  } finally {
    await admin.end();
  }
}

async function tryBuilderLock(admin: Client, template: string): Promise<boolean> {
  const { rows } = await admin.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
    template,
  ]);
  return rows[0].locked;
}
