import type { MigrationParts } from '../migrations/migration-part';

export const rateLimitSettingsMigration = {
  '0001-initial': {
    async up(db) {
      await db.schema
        .createTable('rate_limit_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('connections', 'integer', (c) => c.notNull())
        .addColumn('messages', 'integer', (c) => c.notNull())
        .addColumn('profile_views', 'integer', (c) => c.notNull())
        .addColumn('inmails', 'integer', (c) => c.notNull())
        .addColumn('likes', 'integer', (c) => c.notNull())
        .addColumn('endorsements', 'integer', (c) => c.notNull())
        .addColumn('followings', 'integer', (c) => c.notNull())
        .addColumn('emails', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('rate_limit_settings').execute();
    },
  },
  /** Rate limits gain the weekly invitation cap. */
  '0009-engine-schedule': {
    async up(db) {
      await db.schema.alterTable('rate_limit_settings').addColumn('weekly_connections', 'integer', (c) => c.notNull().defaultTo(100)).execute();
    },
    async down(db) {
      await db.schema.alterTable('rate_limit_settings').dropColumn('weekly_connections').execute();
    },
  },
} satisfies MigrationParts;
