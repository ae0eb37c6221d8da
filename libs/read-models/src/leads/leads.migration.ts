import { sql } from 'kysely';
import { flags, optional, ownedRow, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { addColumns, tablesPart } from '../migrations/read-model-table';

export const leadsMigration = {
  /**
   * The leads of every campaign (spec 01 §2 Leads, §3 Lead), one row per campaign target, owned by
   * its user. Profile columns stay null until the runner enriches the lead (TargetProfileFetched).
   */
  '0005-leads': tablesPart({
    name: 'leads',
    columns: [
      ownedRow,
      required('text', 'campaign_id', 'campaign_name'),
      // The lead's place in its campaign's list, so a campaign's leads keep the order they were given in.
      required('integer', 'position'),
      required('text', 'profile_url'),
      optional(
        'text',
        'first_name',
        'last_name',
        'headline',
        'location',
        'country',
        'company_name',
        'job_title',
        'picture_url',
        'website',
      ),
      optional('jsonb', 'profile_data'),
      flags('profile_data_fetched'),
      required('text', 'status'),
      required('timestamptz', 'added_at', 'updated_at'),
    ],
    indexes: { leads_user_campaign: ['user_id', 'campaign_id'], leads_user_added: ['user_id', 'added_at'] },
  }),
  /** Leads speak the same state names as campaign targets; whether the lead replied is its own column. */
  '0009-engine-schedule': {
    async up(db) {
      await addColumns(db, 'leads', flags('replied'));
      await sql`UPDATE leads SET replied = true, status = 'completed' WHERE status = 'replied'`.execute(db);
      await sql`UPDATE leads SET status = 'scheduled' WHERE status IN ('pending', 'in-progress')`.execute(db);
    },
    async down(db) {
      await sql`UPDATE leads SET status = 'replied' WHERE replied`.execute(db);
      await sql`UPDATE leads SET status = 'pending' WHERE status = 'scheduled'`.execute(db);
      await db.schema.alterTable('leads').dropColumn('replied').execute();
    },
  },
  /**
   * The leads page reads a page at a time (issue 20): one index in the list's order, for all the
   * user's leads and for one campaign's, so a page is an index range and never a sort of them all
   * (they cover the two they replace, their first columns); and one for its search.
   */
  '0026k-leads-page-order': {
    async up(db) {
      // With the id in the index, a page far down the list skips the leads before it in the index alone.
      await sql`CREATE INDEX leads_user_order ON leads (user_id, added_at DESC, campaign_id, position) INCLUDE (id)`.execute(
        db,
      );
      await sql`CREATE INDEX leads_user_campaign_order ON leads (user_id, campaign_id, added_at DESC, position) INCLUDE (id)`.execute(
        db,
      );
      await db.schema.dropIndex('leads_user_added').execute();
      await db.schema.dropIndex('leads_user_campaign').execute();
      // The search box's text, matched anywhere (ILIKE '%…%'), found through trigrams instead of
      // reading every lead. pg_trgm lives in public, outside the read-model schema a rebuild drops;
      // leadsMatching's search expression must stay this one, or the index is not used.
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
      const { rows } = await sql<{ schema: string }>`
        SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'`.execute(db);
      await sql`CREATE INDEX leads_search ON leads USING gin ((
        coalesce(profile_url, '') || E'\\n' || coalesce(first_name, '') || E'\\n' || coalesce(last_name, '') || E'\\n' ||
        coalesce(headline, '') || E'\\n' || coalesce(location, '')
      ) ${sql.id(rows[0].schema)}.gin_trgm_ops)`.execute(db);
    },
    async down(db) {
      await db.schema.dropIndex('leads_search').execute();
      await db.schema.createIndex('leads_user_campaign').on('leads').columns(['user_id', 'campaign_id']).execute();
      await db.schema.createIndex('leads_user_added').on('leads').columns(['user_id', 'added_at']).execute();
      await db.schema.dropIndex('leads_user_campaign_order').execute();
      await db.schema.dropIndex('leads_user_order').execute();
    },
  },
} satisfies MigrationParts;
