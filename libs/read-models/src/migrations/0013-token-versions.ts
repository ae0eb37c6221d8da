import type { Kysely } from 'kysely';

/** Sign-out revokes tokens: the auth guard compares a token with the user's version and sign-out time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signed_out_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('signed_out_at').dropColumn('token_version').execute();
}
