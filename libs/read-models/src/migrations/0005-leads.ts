import type { Kysely } from 'kysely';

/**
 * The leads of every campaign (spec 01 §2 Leads, §3 Lead), one row per campaign target, owned by
 * its user. Profile columns stay null until the runner enriches the lead (TargetProfileFetched).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leads').execute();
}
