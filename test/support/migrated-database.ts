/**
 * A fresh database with the events table and every read-model and integrations migration applied,
 * copied from a template migrated once (CREATE DATABASE ... TEMPLATE): migrating each harness's
 * database from scratch cost a second or more per suite, a copy a tenth of that. The template is
 * named for the schema sources, so a changed migration makes a new one; it is built under an
 * advisory lock and published by a rename, so parallel suites (and runs) share it safely.
 */
import { Client } from 'pg';
import { createPostgresEventStore } from '@outflow/event-store';
import { integrationsDbOn, migrateIntegrations } from '@outflow/integrations';
import { createReadModelDb, migrateReadModels } from '@outflow/read-models';
import { createTestDatabase, serviceUrl, type TestDatabase } from '@outflow/testing';
import { templateName } from './template-databases';

async function migrate(url: string): Promise<void> {
  const store = createPostgresEventStore({ connectionString: url, poolSize: 1 });
  const readDb = createReadModelDb(url, { poolSize: 1 });
  try {
    await store.ensureSchema();
    await migrateReadModels(readDb);
    await migrateIntegrations(integrationsDbOn(readDb));
  } finally {
    await store.close();
    await readDb.destroy();
  }
}

async function ensureTemplate(admin: Client, serverUrl: string, name: string): Promise<void> {
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    if (await exists()) return;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    await migrate(url.toString());
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
}

export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  const serverUrl = serviceUrl('POSTGRES');
  if (!serverUrl) throw new Error('Postgres is not available to this test run');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = templateName();
    await ensureTemplate(admin, serverUrl, template);
    try {
      return await createTestDatabase('outflow_test', template);
    } catch (error) {
      // Another checkout's run, on other schema sources, dropped this template as stale between
      // the check and the copy (template-databases.ts): build it again and copy once more.
      if ((error as { code?: string }).code !== '3D000') throw error;
      await ensureTemplate(admin, serverUrl, template);
      return await createTestDatabase('outflow_test', template);
    }
  } finally {
    await admin.end();
  }
}
