import { sql } from 'kysely';
import type { MigrationParts } from '../migrations/migration-part';

export const subscriptionsMigration = {
  /** The subscription snapshot; its effective status (an ended trial reads expired) is computed at read time. */
  '0002-accounts-and-subscriptions': {
    async up(db) {
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
    },
    async down(db) {
      await db.schema.dropTable('subscriptions').execute();
    },
  },
  /** Subscriptions lose updated_at, a column no event gave (a rebuild never equalled it). */
  '0009-engine-schedule': {
    async up(db) {
      await db.schema.alterTable('subscriptions').dropColumn('updated_at').execute();
    },
    async down(db) {
      await db.schema.alterTable('subscriptions').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
    },
  },
} satisfies MigrationParts;
