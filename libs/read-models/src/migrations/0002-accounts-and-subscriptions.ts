import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The user's LinkedIn account as the account card and the access gate read it.
  await db.schema
    .createTable('linkedin_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text')
    .addColumn('connection', 'text', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('last_updated', 'timestamptz')
    .execute();
  await db.schema.createIndex('linkedin_accounts_account_id').on('linkedin_accounts').column('account_id').execute();

  // The subscription snapshot; its effective status (an ended trial reads expired) is computed at read time.
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('plan', 'text')
    .addColumn('status', 'text')
    .addColumn('trial_end_date', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('subscriptions_stripe_customer_id').on('subscriptions').column('stripe_customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('linkedin_accounts').execute();
}
