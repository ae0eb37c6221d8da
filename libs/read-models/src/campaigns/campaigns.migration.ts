import { sql } from 'kysely';
import { counters, defaulted, optional, ownedRow, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { addColumns, tablesPart } from '../migrations/read-model-table';

export const campaignsMigration = {
  /** The campaign list (spec 02 §3 "server/list shape"), one row per campaign, owned by its user. */
  '0003-campaigns': tablesPart({
    name: 'campaigns',
    columns: [
      ownedRow,
      required('text', 'name', 'status', 'progress_status'),
      required('jsonb', 'sequence'),
      counters('target_count', 'targets_by_source_count'),
      defaulted('real', 0, 'connection_accept_rate', 'response_rate'),
      defaulted('jsonb', sql`'{"completed":0,"running":0,"paused":0,"failed":0,"total":0}'::jsonb`, 'target_stats'),
      required('timestamptz', 'created_at'),
    ],
    indexes: { campaigns_user_created: ['user_id', 'created_at'] },
  }),
  /** Campaigns gain the account they act through and the description. */
  '0006-campaign-targets': {
    async up(db) {
      await addColumns(db, 'campaigns', optional('text', 'account_id'), defaulted('text', '', 'description'));
    },
    async down(db) {
      await db.schema.alterTable('campaigns').dropColumn('description').execute();
      await db.schema.alterTable('campaigns').dropColumn('account_id').execute();
    },
  },
  /** The version of the sequence the page draws (issue 21: a running sequence can be revised). */
  '0021-sequence-versions': {
    async up(db) {
      await addColumns(db, 'campaigns', defaulted('integer', 1, 'sequence_version'));
    },
    async down(db) {
      await db.schema.alterTable('campaigns').dropColumn('sequence_version').execute();
    },
  },
  /** Every sender a campaign acts through (null: its one account_id, as campaigns were before). */
  '0025a-campaign-senders': {
    async up(db) {
      await addColumns(db, 'campaigns', optional('jsonb', 'senders'));
    },
    async down(db) {
      await db.schema.alterTable('campaigns').dropColumn('senders').execute();
    },
  },
} satisfies MigrationParts;
