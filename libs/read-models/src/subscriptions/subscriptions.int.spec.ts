import type {
  StripeCustomerAssigned,
  SubscriptionActivated,
  SubscriptionCanceled,
  TrialStarted,
} from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { subscriptionsProjection } from './subscriptions.projection';
import { findSubscriptionSnapshot, findUserIdByStripeCustomer } from './subscriptions.queries';

const trial: TrialStarted = {
  type: 'TrialStarted',
  data: { occurredAt: '2026-11-01T00:00:00.000Z', trialEndDate: '2026-11-15T00:00:00.000Z' },
};
const customer = (customerId: string): StripeCustomerAssigned => ({
  type: 'StripeCustomerAssigned',
  data: { customerId, occurredAt: '2026-11-10T00:00:00.000Z' },
});
const activated: SubscriptionActivated = {
  type: 'SubscriptionActivated',
  data: {
    source: 'stripe',
    stripeSubscriptionId: 'sub_1',
    status: 'active',
    currentPeriodEnd: '2026-12-10T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    occurredAt: '2026-11-10T00:00:00.000Z',
  },
};
const canceled: SubscriptionCanceled = {
  type: 'SubscriptionCanceled',
  data: { stripeSubscriptionId: 'sub_1', occurredAt: '2026-11-20T00:00:00.000Z' },
};

describeWithPostgres('subscriptions read model', () => {
  const rm = readModelDatabase();

  it('folds a batch per user with the domain evolve, and goes on from the stored row in the next one', async () => {
    await project(rm.db, subscriptionsProjection, [
      recorded('s-1', trial),
      recorded('s-2', trial),
      recorded('s-1', customer('cus_1')),
      recorded('s-1', activated),
    ]);
    expect(await findSubscriptionSnapshot(rm.db, 's-1')).toEqual({
      plan: 'stripe',
      status: 'active',
      trialEndDate: null,
      currentPeriodEnd: '2026-12-10T00:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
    expect(await findSubscriptionSnapshot(rm.db, 's-2')).toEqual({
      plan: 'trial',
      status: 'trialing',
      trialEndDate: '2026-11-15T00:00:00.000Z',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });

    await project(rm.db, subscriptionsProjection, [recorded('s-1', canceled)]);
    const row = await rm.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', 's-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      plan: 'stripe',
      status: 'canceled',
      stripe_customer_id: 'cus_1',
      stripe_subscription_id: 'sub_1',
      cancel_at_period_end: false,
    });
  });

  it('finds a user by Stripe customer, and reads no subscription as none', async () => {
    await project(rm.db, subscriptionsProjection, [recorded('s-3', customer('cus_3'))]);
    expect(await findUserIdByStripeCustomer(rm.db, 'cus_3')).toBe('s-3');
    expect(await findUserIdByStripeCustomer(rm.db, 'cus_unknown')).toBeUndefined();
    expect(await findSubscriptionSnapshot(rm.db, 'nobody')).toEqual({
      plan: null,
      status: null,
      trialEndDate: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  });
});
