import { sql } from 'kysely';
import type { MigrationParts } from '../migrations/migration-part';

export const leadsMigration = {
  /**
   * The leads of every campaign (spec 01 §2 Leads, §3 Lead), one row per campaign target, owned by
   * its user. Profile columns stay null until the runner enriches the lead (TargetProfileFetched).
   */
  '0005-leads': {
    async up(db) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('campaign_id', 'text', (c) => c.notNull())
        .addColumn('campaign_name', 'text', (c) => c.notNull())
        // The lead's place in its campaign's list, so a campaign's leads keep the order they were given in.
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('profile_url', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('headline', 'text')
        .addColumn('location', 'text')
        .addColumn('country', 'text')
        .addColumn('company_name', 'text')
        .addColumn('job_title', 'text')
        .addColumn('picture_url', 'text')
        .addColumn('website', 'text')
        .addColumn('profile_data', 'jsonb')
        .addColumn('profile_data_fetched', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('added_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('leads_user_campaign').on('leads').columns(['user_id', 'campaign_id']).execute();
      await db.schema.createIndex('leads_user_added').on('leads').columns(['user_id', 'added_at']).execute();
    },
    async down(db) {
      await db.schema.dropTable('leads').execute();
    },
  },
  /** Leads speak the same state names as campaign targets; whether the lead replied is its own column. */
  '0009-engine-schedule': {
    async up(db) {
      await db.schema.alterTable('leads').addColumn('replied', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
      await sql`UPDATE leads SET replied = true, status = 'completed' WHERE status = 'replied'`.execute(db);
      await sql`UPDATE leads SET status = 'scheduled' WHERE status IN ('pending', 'in-progress')`.execute(db);
    },
    async down(db) {
      await sql`UPDATE leads SET status = 'replied' WHERE replied`.execute(db);
      await sql`UPDATE leads SET status = 'pending' WHERE status = 'scheduled'`.execute(db);
      await db.schema.alterTable('leads').dropColumn('replied').execute();
    },
  },
} satisfies MigrationParts;
