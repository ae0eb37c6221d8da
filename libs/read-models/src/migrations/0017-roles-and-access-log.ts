import { sql, type Kysely } from 'kysely';

/**
 * Roles and the support access log:
 * - users gain their roles (`user` for everyone, `support` where granted), folded from the role
 *   events of their stream;
 * - access_log: every read support staff made of a user's data (SupportAccessRecorded), newest first
 *   per user. No route writes or deletes it; it is rebuilt from the events like every read model.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{user}'`)).execute();
  await db.schema
    .createTable('access_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('support_user_id', 'text', (c) => c.notNull())
    .addColumn('support_email', 'text', (c) => c.notNull())
    .addColumn('support_name', 'text', (c) => c.notNull())
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_log_user_at').on('access_log').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_log').execute();
  await db.schema.alterTable('users').dropColumn('roles').execute();
}
