import type { MigrationParts } from '../migrations/migration-part';

export const campaignDailyActionsMigration = {
  /** Each campaign's LinkedIn actions per account day ("actions today"). */
  '0016-campaign-target-state': {
    async up(db) {
      await db.schema
        .createTable('campaign_daily_actions')
        .addColumn('campaign_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('campaign_daily_actions_pkey', ['campaign_id', 'day'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('campaign_daily_actions').execute();
    },
  },
} satisfies MigrationParts;
