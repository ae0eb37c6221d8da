import type { Kysely } from 'kysely';

/**
 * Daily usage per user and action (the dashboard gauges, the runner's quota view) and the activity
 * log (recent activities). Both are filled from the runner's activity events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_usage')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_usage_pkey', ['user_id', 'day', 'action'])
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('profile_url', 'text', (c) => c.notNull())
    .addColumn('campaign_name', 'text')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activities_user_time').on('activities').columns(['user_id', 'occurred_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activities').execute();
  await db.schema.dropTable('daily_usage').execute();
}
