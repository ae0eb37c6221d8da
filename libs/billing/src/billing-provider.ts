import type Stripe from 'stripe';

/** Who is being billed: the user's id (our tenant id) and how Stripe should address them. */
export interface BillingUser {
  readonly userId: string;
  readonly email: string;
  readonly name?: string;
}

export interface CheckoutSessionRequest {
  readonly customerId: string;
  readonly priceId: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** Sent as `client_reference_id` and metadata, so webhooks name the user without a lookup. */
  readonly userId: string;
  /** Seats to subscribe: the workspace's connected senders (at least 1). */
  readonly quantity?: number;
}

export interface PortalSessionRequest {
  readonly customerId: string;
  readonly returnUrl: string;
}

/**
 * The billing port. `StripeBilling` talks to Stripe; `LocalBilling` (no keys, the embedded
 * default) has no payment provider: its checkout, portal and webhook throw BillingNotConfiguredError.
 */
export interface BillingProvider {
  readonly kind: 'stripe' | 'local';
  /** The configured plan's price id; undefined when billing is not configured. */
  readonly priceId: string | undefined;
  createCustomer(user: BillingUser): Promise<{ customerId: string }>;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ url: string; sessionId: string }>;
  createPortalSession(request: PortalSessionRequest): Promise<{ url: string }>;
  /**
   * Sets the subscription's quantity: a seat per connected sender (issue 20). Answers the quantity
   * Stripe had, or null when it already had this one (nothing changed).
   */
  setSeats(subscriptionId: string, quantity: number): Promise<{ previous: number } | null>;
  /** Verifies Stripe's signature on the raw request body; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}
