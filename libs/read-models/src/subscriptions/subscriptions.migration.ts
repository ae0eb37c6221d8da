import { flags, optional, perUser, stampedNow } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { addColumns, tablesPart } from '../migrations/read-model-table';

export const subscriptionsMigration = {
  /** The subscription snapshot; its effective status (an ended trial reads expired) is computed at read time. */
  '0002-accounts-and-subscriptions': tablesPart({
    name: 'subscriptions',
    columns: [
      perUser,
      optional('text', 'plan', 'status', 'trial_end_date', 'current_period_end'),
      flags('cancel_at_period_end'),
      optional('text', 'stripe_customer_id', 'stripe_subscription_id'),
      stampedNow('updated_at'),
    ],
    indexes: { subscriptions_stripe_customer_id: ['stripe_customer_id'] },
  }),
  /** Subscriptions lose updated_at, a column no event gave (a rebuild never equalled it). */
  '0009-engine-schedule': {
    async up(db) {
      await db.schema.alterTable('subscriptions').dropColumn('updated_at').execute();
    },
    async down(db) {
      await addColumns(db, 'subscriptions', stampedNow('updated_at'));
    },
  },
} satisfies MigrationParts;
