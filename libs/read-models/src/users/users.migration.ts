import { sql } from 'kysely';
import type { MigrationParts } from '../migrations/migration-part';

export const usersMigration = {
  '0001-initial': {
    async up(db) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_email').on('users').column('email').execute();
    },
    async down(db) {
      await db.schema.dropTable('users').execute();
    },
  },
  /** Users keep the zone their browser reported at sign-up (the schedule's default). */
  '0009-engine-schedule': {
    async up(db) {
      await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('time_zone').execute();
    },
  },
  /** Sign-out revokes tokens: the auth guard compares a token with the user's version and sign-out time. */
  '0013-token-versions': {
    async up(db) {
      await db.schema
        .alterTable('users')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('signed_out_at', 'timestamptz')
        .execute();
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('signed_out_at').dropColumn('token_version').execute();
    },
  },
  /** Users gain their roles (`user` for everyone, `support` where granted), folded from the role events of their stream. */
  '0017-roles-and-access-log': {
    async up(db) {
      await db.schema.alterTable('users').addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{user}'`)).execute();
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('roles').execute();
    },
  },
} satisfies MigrationParts;
