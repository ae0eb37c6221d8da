import { sql, type Kysely } from 'kysely';

/** The campaign list (spec 02 §3 "server/list shape"), one row per campaign, owned by its user. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress_status', 'text', (c) => c.notNull())
    .addColumn('sequence', 'jsonb', (c) => c.notNull())
    .addColumn('target_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('targets_by_source_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('connection_accept_rate', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('response_rate', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('target_stats', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"completed":0,"running":0,"paused":0,"failed":0,"total":0}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaigns_user_created').on('campaigns').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaigns').execute();
}
