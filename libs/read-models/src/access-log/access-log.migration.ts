import type { MigrationParts } from '../migrations/migration-part';

export const accessLogMigration = {
  /**
   * Every read support staff made of a user's data (SupportAccessRecorded), newest first per user.
   * No route writes or deletes it; it is rebuilt from the events like every read model.
   */
  '0017-roles-and-access-log': {
    async up(db) {
      await db.schema
        .createTable('access_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('support_user_id', 'text', (c) => c.notNull())
        .addColumn('support_email', 'text', (c) => c.notNull())
        .addColumn('support_name', 'text', (c) => c.notNull())
        .addColumn('what', 'text', (c) => c.notNull())
        .addColumn('campaign_id', 'text')
        .addColumn('detail', 'text')
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('access_log_user_at').on('access_log').columns(['user_id', 'at']).execute();
    },
    async down(db) {
      await db.schema.dropTable('access_log').execute();
    },
  },
} satisfies MigrationParts;
