import { subscriptionDecider, userStream, type Clock, type SubscriptionActivated } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { randomUUID } from 'node:crypto';

/**
 * The operator's paid period without Stripe (GrantPaidPeriod on the user's stream, actor operator):
 * answers the new period end. A grant on a running grant extends it; the domain refuses bad days
 * (INVALID_DAYS) and users with a live Stripe subscription (STRIPE_SUBSCRIPTION_EXISTS).
 */
export async function grantPaidPeriod(
  store: EventStore,
  clock: Clock,
  userId: string,
  days: number,
): Promise<{ currentPeriodEnd: string }> {
  const { newEvents } = await handleCommand(
    store,
    userStream(userId),
    subscriptionDecider,
    { type: 'GrantPaidPeriod', data: { days, now: clock.now() } },
    { userId, actor: 'operator', correlationId: `billing-cli-${randomUUID()}` },
  );
  const activated = newEvents.find((e): e is SubscriptionActivated => e.type === 'SubscriptionActivated');
  if (!activated) throw new Error('The grant recorded no paid period');
  return { currentPeriodEnd: activated.data.currentPeriodEnd };
}
