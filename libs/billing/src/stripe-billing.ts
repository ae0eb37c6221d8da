import { systemClock, type Clock } from '@outflow/domain';
import Stripe from 'stripe';
import type { BillingProvider, BillingUser, CheckoutSessionRequest, PortalSessionRequest } from './billing-provider';
import { BillingUnavailableError } from './billing-unavailable.error';
import { WebhookSignatureError } from './webhook-signature.error';

export interface StripeBillingConfig {
  readonly secretKey: string;
  /** The one plan's price (`price_...`). */
  readonly priceId: string;
  /** The endpoint's signing secret (`whsec_...`). */
  readonly webhookSecret: string;
  /** Only for tests and Stripe-compatible servers, e.g. `http://127.0.0.1:12111`. */
  readonly apiBase?: string;
  /** Oldest signature accepted, in seconds (Stripe's default 300): older bodies are replays. */
  readonly webhookToleranceSeconds?: number;
  /** "now" for the signature age check. */
  readonly clock?: Clock;
}

/** The Stripe adapter: Checkout for subscribing, the Customer Portal for managing, signed webhooks. */
export class StripeBilling implements BillingProvider {
  readonly kind = 'stripe' as const;
  readonly priceId: string;
  private readonly stripe: Stripe;
  private readonly clock: Clock;

  constructor(private readonly config: StripeBillingConfig) {
    this.priceId = config.priceId;
    this.clock = config.clock ?? systemClock;
    this.stripe = new Stripe(config.secretKey, {
      ...hostOptions(config.apiBase),
      maxNetworkRetries: 2,
      telemetry: false,
      appInfo: { name: 'Outflow' },
    });
  }

  async createCustomer(user: BillingUser): Promise<{ customerId: string }> {
    const customer = await reachStripe(() =>
      this.stripe.customers.create(
        { email: user.email, name: user.name || undefined, metadata: { userId: user.userId } },
        // Two concurrent first checkouts of one user get the same customer back from Stripe.
        { idempotencyKey: `outflow-customer-${user.userId}` },
      ),
    );
    return { customerId: customer.id };
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<{ url: string; sessionId: string }> {
    const session = await reachStripe(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [{ price: request.priceId, quantity: Math.max(1, request.quantity ?? 1) }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { userId: request.userId },
        // Copied onto the subscription and its invoices, so every later webhook names the user.
        subscription_data: { metadata: { userId: request.userId } },
      }),
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { url: session.url, sessionId: session.id };
  }

  async createPortalSession(request: PortalSessionRequest): Promise<{ url: string }> {
    const session = await reachStripe(() =>
      this.stripe.billingPortal.sessions.create({ customer: request.customerId, return_url: request.returnUrl }),
    );
    return { url: session.url };
  }

  async setSeats(subscriptionId: string, quantity: number): Promise<{ previous: number } | null> {
    const subscription = await reachStripe(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to set seats on`);
    const previous = item.quantity ?? 1;
    if (previous === quantity) return null;
    await reachStripe(() =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, quantity }],
        proration_behavior: 'create_prorations',
      }),
    );
    return { previous };
  }

  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    if (!signature) throw new WebhookSignatureError('No Stripe-Signature header', 'missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.webhookSecret,
        this.config.webhookToleranceSeconds ?? this.stripe.webhooks.DEFAULT_TOLERANCE,
        undefined,
        this.clock.now().getTime(),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        const stale = /tolerance/i.test(error.message);
        throw new WebhookSignatureError(error.message.split('\n')[0], stale ? 'stale' : 'invalid');
      }
      throw error;
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
      throw new WebhookSignatureError('The signed body is not a Stripe event', 'invalid');
    }
    return event;
  }
}

/**
 * Stripe's network failures, its own server errors and its rate limit say "later", not "never":
 * they become BillingUnavailableError (503) once the client's own retries are spent.
 */
async function reachStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new BillingUnavailableError(error.message);
    }
    throw error;
  }
}

function hostOptions(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
