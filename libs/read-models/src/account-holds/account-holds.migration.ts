import { sql } from 'kysely';
import { optional, owner, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const accountHoldsMigration = {
  /** Why an account cannot act for a while: restricted, weekly cap. */
  '0009-engine-schedule': tablesPart({
    name: 'account_holds',
    columns: [
      owner,
      required('text', 'code', 'account_id', 'reason'),
      optional('timestamptz', 'until'),
      required('timestamptz', 'since'),
    ],
    primaryKey: { account_holds_pkey: ['user_id', 'code'] },
  }),
  /**
   * One row per sender and hold: each sender of a workspace has its own limits and restriction.
   * The rows there are stay right (one sender's each); a rebuild brings back the ones a later
   * sender's hold replaced.
   */
  '0025h-holds-per-sender': {
    async up(db) {
      await db.schema.alterTable('account_holds').dropConstraint('account_holds_pkey').execute();
      await db.schema
        .alterTable('account_holds')
        .addPrimaryKeyConstraint('account_holds_pkey', ['user_id', 'account_id', 'code'])
        .execute();
    },
    async down(db) {
      // Back to one row per code: the newest of each is kept.
      await sql`DELETE FROM account_holds a USING account_holds b
        WHERE a.user_id = b.user_id AND a.code = b.code AND a.since < b.since`.execute(db);
      await db.schema.alterTable('account_holds').dropConstraint('account_holds_pkey').execute();
      await db.schema
        .alterTable('account_holds')
        .addPrimaryKeyConstraint('account_holds_pkey', ['user_id', 'code'])
        .execute();
    },
  },
} satisfies MigrationParts;
