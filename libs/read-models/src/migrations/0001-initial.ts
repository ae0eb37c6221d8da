import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('projection', 'text', (c) => c.primaryKey())
    .addColumn('commit_position', 'bigint', (c) => c.notNull())
    .addColumn('prepare_position', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();

  await db.schema
    .createTable('rate_limit_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('connections', 'integer', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addColumn('profile_views', 'integer', (c) => c.notNull())
    .addColumn('inmails', 'integer', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull())
    .addColumn('endorsements', 'integer', (c) => c.notNull())
    .addColumn('followings', 'integer', (c) => c.notNull())
    .addColumn('emails', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_settings').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('projection_checkpoints').execute();
}
