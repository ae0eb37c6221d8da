import {
  evolveSubscription,
  initialSubscriptionState,
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
  type SubscriptionPlan,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@outflow/domain';
import { foldPerUser } from '../fold-per-user';
import type { Projection } from '../projection';
import { upsertRows } from '../upsert-rows';

/** The user's subscription snapshot; the API computes the effective status (expiry) at read time. */
export const subscriptionsProjection: Projection<SubscriptionEvent> = {
  name: 'subscriptions',
  eventTypes: SUBSCRIPTION_EVENT_TYPES,
  async apply(trx, events) {
    const states = await foldPerUser<SubscriptionState>(
      events,
      async (userIds) => {
        const rows = await trx.selectFrom('subscriptions').selectAll().where('user_id', 'in', userIds).execute();
        return new Map(
          rows.map((r) => [
            r.user_id,
            {
              ...initialSubscriptionState,
              plan: r.plan as SubscriptionPlan | null,
              status: r.status as SubscriptionStatus | null,
              trialEndDate: r.trial_end_date,
              currentPeriodEnd: r.current_period_end,
              cancelAtPeriodEnd: r.cancel_at_period_end,
              stripeCustomerId: r.stripe_customer_id,
              stripeSubscriptionId: r.stripe_subscription_id,
            },
          ]),
        );
      },
      initialSubscriptionState,
      evolveSubscription,
    );
    const rows = [...states].map(([userId, s]) => ({
      user_id: userId,
      plan: s.plan,
      status: s.status,
      trial_end_date: s.trialEndDate,
      current_period_end: s.currentPeriodEnd,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      stripe_customer_id: s.stripeCustomerId,
      stripe_subscription_id: s.stripeSubscriptionId,
    }));
    await upsertRows(trx, 'subscriptions', rows, { key: ['user_id'] });
  },
};
