import { sql } from 'kysely';
import type { MigrationParts } from '../migrations/migration-part';

export const activitiesMigration = {
  /**
   * Daily usage per user and action (the dashboard gauges, the runner's quota view) and the activity
   * log (recent activities). Both are filled from the runner's activity events.
   */
  '0004-usage-and-activities': {
    async up(db) {
      await db.schema
        .createTable('daily_usage')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('daily_usage_pkey', ['user_id', 'day', 'action'])
        .execute();

      await db.schema
        .createTable('activities')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('profile_url', 'text', (c) => c.notNull())
        .addColumn('campaign_name', 'text')
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('activities_user_time').on('activities').columns(['user_id', 'occurred_at']).execute();
    },
    async down(db) {
      await db.schema.dropTable('activities').execute();
      await db.schema.dropTable('daily_usage').execute();
    },
  },
  /**
   * Each activity names its campaign target (the lead's id in the leads read model) and keeps the
   * text it sent: recent activity shows the lead's name and picture and links to the lead, and a
   * chat starts with the invitation note we sent. Rows projected before this migration have neither
   * until `npm run projector:rebuild`.
   */
  '0015-activity-targets': {
    async up(db) {
      await db.schema.alterTable('activities').addColumn('target_id', 'text').addColumn('text', 'text').execute();
      await sql`CREATE INDEX activities_user_target ON activities (user_id, target_id)`.execute(db);
    },
    async down(db) {
      await db.schema.dropIndex('activities_user_target').execute();
      await db.schema.alterTable('activities').dropColumn('text').dropColumn('target_id').execute();
    },
  },
} satisfies MigrationParts;
