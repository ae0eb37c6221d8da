import { DomainError, hasAccess, type AssignStripeCustomer, type SubscriptionState } from '@outflow/domain';
import { BillingNotConfiguredError } from './billing-not-configured.error';
import type { BillingProvider, BillingUser } from './billing-provider';

export interface StartCheckoutRequest {
  readonly user: BillingUser;
  /** The workspace's subscription state, folded from its stream. */
  readonly state: SubscriptionState;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly now: Date;
  /** Seats to subscribe: the workspace's connected senders (at least 1 is billed). */
  readonly seats?: number;
  /** Appends the command to the workspace's stream (handleCommand with subscriptionDecider). */
  readonly recordCustomer: (command: AssignStripeCustomer) => Promise<void>;
}

/**
 * `POST /api/subscriptions/create-checkout-session`: one Stripe customer per workspace (`user.userId`
 * is the workspace's id), created the first time and recorded before the checkout opens; the price
 * comes from configuration.
 */
export async function startCheckout(
  provider: BillingProvider,
  request: StartCheckoutRequest,
): Promise<{ url: string }> {
  if (provider.kind === 'local' || !provider.priceId) throw new BillingNotConfiguredError();
  const { state, user, now } = request;
  if (state.plan === 'stripe' && hasAccess(state, now)) {
    throw new DomainError(
      'You already have an active subscription; manage it from the customer portal',
      'ALREADY_SUBSCRIBED',
    );
  }
  let customerId = state.stripeCustomerId;
  if (!customerId) {
    ({ customerId } = await provider.createCustomer(user));
    await request.recordCustomer({ type: 'AssignStripeCustomer', data: { customerId, now } });
  }
  const { url } = await provider.createCheckoutSession({
    customerId,
    priceId: provider.priceId,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
    userId: user.userId,
    quantity: Math.max(1, request.seats ?? 1),
  });
  return { url };
}

/** `POST /api/subscriptions/create-portal-session`: only for a user who has a Stripe customer. */
export async function openCustomerPortal(
  provider: BillingProvider,
  request: { readonly state: SubscriptionState; readonly returnUrl: string },
): Promise<{ url: string }> {
  if (provider.kind === 'local') throw new BillingNotConfiguredError();
  const customerId = request.state.stripeCustomerId;
  if (!customerId) throw new DomainError('There is no billing account yet: subscribe first', 'NO_BILLING_ACCOUNT');
  return provider.createPortalSession({ customerId, returnUrl: request.returnUrl });
}
