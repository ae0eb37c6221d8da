import type { MigrationParts } from '../migrations/migration-part';

export const linkedInAccountsMigration = {
  /** The user's LinkedIn account as the account card and the access gate read it. */
  '0002-accounts-and-subscriptions': {
    async up(db) {
      await db.schema
        .createTable('linkedin_accounts')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text')
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('state', 'jsonb', (c) => c.notNull())
        .addColumn('last_updated', 'timestamptz')
        .execute();
      await db.schema.createIndex('linkedin_accounts_account_id').on('linkedin_accounts').column('account_id').execute();
    },
    async down(db) {
      await db.schema.dropTable('linkedin_accounts').execute();
    },
  },
} satisfies MigrationParts;
