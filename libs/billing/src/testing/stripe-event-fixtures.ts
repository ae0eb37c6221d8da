import { randomBytes } from 'node:crypto';

/**
 * Test support: Stripe event bodies shaped as Stripe sends them (API version 2026-09-30), with
 * only the fields that matter filled in. Times are Unix seconds.
 */
export interface SubscriptionFixture {
  readonly id: string;
  readonly customer: string;
  readonly status: string;
  readonly currentPeriodEnd: number;
  readonly cancelAtPeriodEnd?: boolean;
  readonly cancelAt?: number | null;
  readonly trialEnd?: number | null;
  readonly endedAt?: number | null;
  readonly userId?: string;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export function stripeEventBody(
  type: string,
  object: Record<string, unknown>,
  created: number,
  id = rid('evt'),
): string {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: '2026-09-30.endive',
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
}

export function checkoutSessionObject(f: {
  id?: string;
  customer: string;
  subscription: string;
  userId: string;
  mode?: string;
}): Record<string, unknown> {
  return {
    id: f.id ?? rid('cs_test'),
    object: 'checkout.session',
    mode: f.mode ?? 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: f.customer,
    subscription: f.subscription,
    client_reference_id: f.userId,
    metadata: { userId: f.userId },
    url: null,
  };
}

export function subscriptionObject(f: SubscriptionFixture): Record<string, unknown> {
  return {
    id: f.id,
    object: 'subscription',
    customer: f.customer,
    status: f.status,
    cancel_at_period_end: f.cancelAtPeriodEnd ?? false,
    cancel_at: f.cancelAt ?? null,
    trial_end: f.trialEnd ?? null,
    ended_at: f.endedAt ?? null,
    metadata: f.userId ? { userId: f.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: rid('si'),
          object: 'subscription_item',
          current_period_start: f.currentPeriodEnd - 30 * 86400,
          current_period_end: f.currentPeriodEnd,
        },
      ],
    },
  };
}

export function failedInvoiceObject(f: {
  id?: string;
  customer: string;
  subscription: string | null;
  userId?: string;
  attemptCount?: number;
}): Record<string, unknown> {
  return {
    id: f.id ?? rid('in'),
    object: 'invoice',
    customer: f.customer,
    status: 'open',
    attempt_count: f.attemptCount ?? 1,
    billing_reason: 'subscription_cycle',
    parent: f.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: f.subscription, metadata: f.userId ? { userId: f.userId } : {} },
        }
      : null,
  };
}
