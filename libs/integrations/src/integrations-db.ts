import type { ReadModelDb } from '@outflow/read-models';
import { sql, type ColumnType, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/**
 * What the integrations keep that no event records: the webhook dispatcher's checkpoint and
 * deliveries, and each API key's last use. Its own schema, so a read-model rebuild (which drops
 * `read_models` whole) never loses a delivery, resends history, or forgets when a key was used.
 */
export const INTEGRATIONS_SCHEMA = 'integrations';

type Stamp = ColumnType<Date, Date | string, Date | string>;
type Position = ColumnType<string, string | bigint, string | bigint>;

export interface WebhookCheckpointTable {
  name: string;
  commit_position: Position;
  prepare_position: Position;
  updated_at: Stamp;
}

/** One event for one subscription: sent until it is delivered or its 24 hours are over. */
export interface WebhookDeliveryTable {
  id: string;
  subscription_id: string;
  owner_id: string;
  /** The stored event's id: the body's `id`, so a receiver can deduplicate. */
  event_id: string;
  event_type: string;
  event_commit: Position;
  event_prepare: Position;
  body: string;
  /** pending, delivered or failed. */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Stamp;
  expires_at: Stamp;
  created_at: Stamp;
  last_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_status_code: ColumnType<number | null, number | null | undefined, number | null>;
  last_duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Since when every attempt for a subscription failed (no row: its last attempt worked). */
export interface WebhookFailingTable {
  subscription_id: string;
  failing_since: Stamp;
}

export interface ApiKeyUseTable {
  key_id: string;
  last_used_at: Stamp;
}

export interface IntegrationsDatabase {
  webhook_checkpoint: WebhookCheckpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_failing: WebhookFailingTable;
  api_key_uses: ApiKeyUseTable;
}

export type IntegrationsDb = Kysely<IntegrationsDatabase>;

/**
 * The integrations' tables, on the read models' connections (same database, its own schema: every
 * table name is qualified with it), so no process opens another pool for them.
 */
export function integrationsDbOn(readDb: ReadModelDb): IntegrationsDb {
  return (readDb as unknown as IntegrationsDb).withSchema(INTEGRATIONS_SCHEMA);
}

const migrations: Record<string, Migration> = {
  '0001-webhooks-and-key-uses': {
    async up(db) {
      await db.schema
        .createTable('webhook_checkpoint')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('commit_position', 'bigint', (c) => c.notNull())
        .addColumn('prepare_position', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('subscription_id', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('event_commit', 'bigint', (c) => c.notNull())
        .addColumn('event_prepare', 'bigint', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_attempt_at', 'timestamptz')
        .addColumn('last_status_code', 'integer')
        .addColumn('last_duration_ms', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', 'timestamptz')
        .addUniqueConstraint('webhook_deliveries_once', ['subscription_id', 'event_id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_log')
        .on('webhook_deliveries')
        .columns(['subscription_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('webhook_failing')
        .addColumn('subscription_id', 'text', (c) => c.primaryKey())
        .addColumn('failing_since', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('api_key_uses')
        .addColumn('key_id', 'text', (c) => c.primaryKey())
        .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      for (const table of ['api_key_uses', 'webhook_failing', 'webhook_deliveries', 'webhook_checkpoint'])
        await db.schema.dropTable(table).execute();
    },
  },
};

/** Runs pending migrations of the integrations' schema; safe from several processes at once. */
export async function migrateIntegrations(db: IntegrationsDb): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(INTEGRATIONS_SCHEMA)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: INTEGRATIONS_SCHEMA,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(`Integrations migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
