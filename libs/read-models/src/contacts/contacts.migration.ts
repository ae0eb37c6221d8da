import { sql } from 'kysely';
import { counters, optional, owner, required, timestamps } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { createTables, dropTables, type ReadModelTable } from '../migrations/read-model-table';

const contacts: ReadModelTable = {
  name: 'contacts',
  columns: [
    owner,
    required('text', 'contact_id', 'profile_url'),
    optional('text', 'provider_id', 'public_id', 'name'),
    required('text', 'source'),
    optional('text', 'held_by_campaign_id', 'held_by_target_id'),
    optional('timestamptz', 'held_since'),
    counters('sequences_ended'),
    optional('text', 'last_outcome'),
    optional('timestamptz', 'replied_at'),
    optional('text', 'replied_chat_id', 'last_reply_text'),
    optional('timestamptz', 'invited_at', 'connected_at'),
    optional('text', 'dnc_code', 'dnc_reason'),
    optional('timestamptz', 'dnc_since'),
    timestamps,
  ],
  primaryKey: { contacts_pkey: ['user_id', 'contact_id'] },
  indexes: { contacts_member: ['user_id', 'provider_id'] },
};

export const contactsMigration = {
  /**
   * Contacts (issue 17): the member behind each lead, across campaigns. campaign_targets learns its
   * lead's member key at creation, so a reply finds a lead the runner has not reached yet.
   */
  '0018-contacts': {
    async up(db) {
      await createTables(db, contacts);
      await sql`CREATE INDEX contacts_do_not_contact ON contacts (user_id, dnc_since) WHERE dnc_code IS NOT NULL`.execute(
        db,
      );
      await sql`ALTER TABLE campaign_targets ADD COLUMN contact_id text`.execute(db);
      // Rows projected before: the public identifier of the URL (a rebuild gives the exact key).
      await sql`UPDATE campaign_targets SET contact_id = lower(substring(profile_url from '/in/([^/?#]+)'))`.execute(
        db,
      );
      await sql`CREATE INDEX campaign_targets_contact ON campaign_targets (user_id, contact_id)`.execute(db);
    },
    async down(db) {
      await sql`DROP INDEX IF EXISTS campaign_targets_contact`.execute(db);
      await sql`ALTER TABLE campaign_targets DROP COLUMN contact_id`.execute(db);
      await dropTables(db, contacts);
    },
  },
} satisfies MigrationParts;
