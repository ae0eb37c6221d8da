import {
  subscriptionView,
  type SubscriptionPlan,
  type SubscriptionSnapshot,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';

const NONE: SubscriptionSnapshot = {
  plan: null,
  status: null,
  trialEndDate: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

/** The subscription snapshot the view and the access gate compute the effective status from. */
export async function findSubscriptionSnapshot(db: ReadModelDb, userId: string): Promise<SubscriptionSnapshot> {
  const row = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return NONE;
  return {
    plan: row.plan as SubscriptionPlan | null,
    status: row.status as SubscriptionStatus | null,
    trialEndDate: row.trial_end_date,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/** The subscription as the user sees it `now`: an ended trial or granted period reads `expired`. */
export async function findSubscriptionView(db: ReadModelDb, userId: string, now: Date): Promise<SubscriptionView> {
  return subscriptionView(await findSubscriptionSnapshot(db, userId), now);
}

/** Who a Stripe customer belongs to (webhooks name the customer). */
export async function findUserIdByStripeCustomer(db: ReadModelDb, customerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id;
}
