import { sql } from 'kysely';
import { optional, perUser, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const linkedInAccountsMigration = {
  /** The user's LinkedIn account as the account card and the access gate read it. */
  '0002-accounts-and-subscriptions': tablesPart({
    name: 'linkedin_accounts',
    columns: [
      perUser,
      optional('text', 'account_id'),
      required('text', 'connection'),
      required('jsonb', 'state'),
      optional('timestamptz', 'last_updated'),
    ],
    indexes: { linkedin_accounts_account_id: ['account_id'] },
  }),
  /**
   * One row per sender (a workspace has several): keyed by the account, its owner a column. A row
   * without an account (one removed) goes; were an account ever on two owners' rows, the one changed
   * last stays. The state gets the owner it was folded for (`npm run projector:rebuild` folds it anew).
   */
  '0024-senders': {
    async up(db) {
      await sql`DELETE FROM linkedin_accounts WHERE account_id IS NULL`.execute(db);
      await sql`DELETE FROM linkedin_accounts AS a USING linkedin_accounts AS b
        WHERE a.account_id = b.account_id AND a.user_id <> b.user_id
          AND (COALESCE(a.last_updated, '-infinity'), a.user_id) < (COALESCE(b.last_updated, '-infinity'), b.user_id)`.execute(
        db,
      );
      await sql`UPDATE linkedin_accounts SET state = jsonb_set(state, '{ownerId}', to_jsonb(user_id))`.execute(db);
      await sql`ALTER TABLE linkedin_accounts DROP CONSTRAINT linkedin_accounts_pkey`.execute(db);
      await sql`ALTER TABLE linkedin_accounts ALTER COLUMN account_id SET NOT NULL`.execute(db);
      await sql`ALTER TABLE linkedin_accounts ADD CONSTRAINT linkedin_accounts_pkey PRIMARY KEY (account_id)`.execute(
        db,
      );
      await db.schema.dropIndex('linkedin_accounts_account_id').execute();
      await db.schema.createIndex('linkedin_accounts_user_id').on('linkedin_accounts').column('user_id').execute();
    },
    /** Back to one row per user: the sender changed last stays. */
    async down(db) {
      await db.schema.dropIndex('linkedin_accounts_user_id').execute();
      await sql`DELETE FROM linkedin_accounts AS a USING linkedin_accounts AS b
        WHERE a.user_id = b.user_id AND a.account_id <> b.account_id
          AND (COALESCE(a.last_updated, '-infinity'), a.account_id) < (COALESCE(b.last_updated, '-infinity'), b.account_id)`.execute(
        db,
      );
      await sql`ALTER TABLE linkedin_accounts DROP CONSTRAINT linkedin_accounts_pkey`.execute(db);
      await sql`ALTER TABLE linkedin_accounts ALTER COLUMN account_id DROP NOT NULL`.execute(db);
      await sql`ALTER TABLE linkedin_accounts ADD CONSTRAINT linkedin_accounts_pkey PRIMARY KEY (user_id)`.execute(db);
      await db.schema
        .createIndex('linkedin_accounts_account_id')
        .on('linkedin_accounts')
        .column('account_id')
        .execute();
    },
  },
} satisfies MigrationParts;
