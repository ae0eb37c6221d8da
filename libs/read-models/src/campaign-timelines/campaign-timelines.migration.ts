import type { MigrationParts } from '../migrations/migration-part';

export const campaignTimelinesMigration = {
  /** Each campaign's timeline events (the replay slider's length). */
  '0016-campaign-target-state': {
    async up(db) {
      await db.schema
        .createTable('campaign_timelines')
        .addColumn('campaign_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('events', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('campaign_timelines').execute();
    },
  },
} satisfies MigrationParts;
