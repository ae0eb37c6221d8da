import { sql } from 'kysely';
import { counters, defaulted, key, optional, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { addColumns, tablesPart } from '../migrations/read-model-table';

export const usersMigration = {
  '0001-initial': tablesPart({
    name: 'users',
    columns: [key('id'), required('text', 'email', 'name', 'provider'), required('timestamptz', 'registered_at')],
    indexes: { users_email: ['email'] },
  }),
  /** Users keep the zone their browser reported at sign-up (the schedule's default). */
  '0009-engine-schedule': {
    async up(db) {
      await addColumns(db, 'users', optional('text', 'time_zone'));
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('time_zone').execute();
    },
  },
  /** Sign-out revokes tokens: the auth guard compares a token with the user's version and sign-out time. */
  '0013-token-versions': {
    async up(db) {
      await addColumns(db, 'users', counters('token_version'), optional('timestamptz', 'signed_out_at'));
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('signed_out_at').dropColumn('token_version').execute();
    },
  },
  /** Users gain their roles (`user` for everyone, `support` where granted), folded from the role events of their stream. */
  '0017-roles-and-access-log': {
    async up(db) {
      await addColumns(db, 'users', defaulted(sql`text[]`, sql`'{user}'`, 'roles'));
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('roles').execute();
    },
  },
} satisfies MigrationParts;
