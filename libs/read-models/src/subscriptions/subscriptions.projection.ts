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
    await trx
      .insertInto('subscriptions')
      .values(rows)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          plan: eb.ref('excluded.plan'),
          status: eb.ref('excluded.status'),
          trial_end_date: eb.ref('excluded.trial_end_date'),
          current_period_end: eb.ref('excluded.current_period_end'),
          cancel_at_period_end: eb.ref('excluded.cancel_at_period_end'),
          stripe_customer_id: eb.ref('excluded.stripe_customer_id'),
          stripe_subscription_id: eb.ref('excluded.stripe_subscription_id'),
        })),
      )
      .execute();
  },
};
