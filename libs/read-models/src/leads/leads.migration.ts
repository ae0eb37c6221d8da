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
} satisfies MigrationParts;
