import { sql } from 'kysely';
import type { MigrationParts } from '../migrations/migration-part';

export const campaignsMigration = {
  /** The campaign list (spec 02 §3 "server/list shape"), one row per campaign, owned by its user. */
  '0003-campaigns': {
    async up(db) {
      await db.schema
        .createTable('campaigns')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress_status', 'text', (c) => c.notNull())
        .addColumn('sequence', 'jsonb', (c) => c.notNull())
        .addColumn('target_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('targets_by_source_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('connection_accept_rate', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('response_rate', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('target_stats', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"completed":0,"running":0,"paused":0,"failed":0,"total":0}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('campaigns_user_created').on('campaigns').columns(['user_id', 'created_at']).execute();
    },
    async down(db) {
      await db.schema.dropTable('campaigns').execute();
    },
  },
  /** Campaigns gain the account they act through and the description. */
  '0006-campaign-targets': {
    async up(db) {
      await db.schema.alterTable('campaigns').addColumn('account_id', 'text').execute();
      await db.schema.alterTable('campaigns').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
    },
    async down(db) {
      await db.schema.alterTable('campaigns').dropColumn('description').execute();
      await db.schema.alterTable('campaigns').dropColumn('account_id').execute();
    },
  },
} satisfies MigrationParts;
