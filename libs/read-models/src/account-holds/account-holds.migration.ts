import type { MigrationParts } from '../migrations/migration-part';

export const accountHoldsMigration = {
  /** Why an account cannot act for a while: restricted, weekly cap. */
  '0009-engine-schedule': {
    async up(db) {
      await db.schema
        .createTable('account_holds')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('until', 'timestamptz')
        .addColumn('since', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_holds_pkey', ['user_id', 'code'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('account_holds').execute();
    },
  },
} satisfies MigrationParts;
