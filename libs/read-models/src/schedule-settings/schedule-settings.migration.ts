import type { MigrationParts } from '../migrations/migration-part';

export const scheduleSettingsMigration = {
  '0009-engine-schedule': {
    async up(db) {
      await db.schema
        .createTable('schedule_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('working_hours', 'jsonb', (c) => c.notNull())
        .addColumn('warm_up_enabled', 'boolean', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('schedule_settings').execute();
    },
  },
} satisfies MigrationParts;
