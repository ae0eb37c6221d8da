import type Stripe from 'stripe';
import { mapSubscriptionStatus, stripeEventToCommand } from './stripe-event-to-command';
import {
  checkoutSessionObject,
  failedInvoiceObject,
  stripeEventBody,
  subscriptionObject,
} from './testing/stripe-event-fixtures';

const created = 1_795_000_000;
const iso = (s: number) => new Date(s * 1000).toISOString();
const event = (type: string, object: Record<string, unknown>, id = 'evt_1') =>
  JSON.parse(stripeEventBody(type, object, created, id)) as Stripe.Event;

describe('stripeEventToCommand', () => {
  it('checkout.session.completed names the user by client_reference_id and carries customer and subscription', () => {
    const out = stripeEventToCommand(
      event(
        'checkout.session.completed',
        checkoutSessionObject({ id: 'cs_1', customer: 'cus_1', subscription: 'sub_1', userId: 'u1' }),
      ),
    );
    expect(out).toEqual({
      userId: 'u1',
      customerId: 'cus_1',
      command: {
        type: 'ApplyStripeEvent',
        data: {
          eventId: 'evt_1',
          eventType: 'checkout.session.completed',
          occurredAt: iso(created),
          change: {
            kind: 'checkout_completed',
            checkoutSessionId: 'cs_1',
            customerId: 'cus_1',
            subscriptionId: 'sub_1',
          },
        },
      },
    });
  });

  it('ignores a checkout that is not a subscription', () => {
    expect(
      stripeEventToCommand(
        event(
          'checkout.session.completed',
          checkoutSessionObject({ customer: 'c', subscription: 's', userId: 'u', mode: 'payment' }),
        ),
      ),
    ).toBeNull();
  });

  it('subscription events carry status, the items’ period end, cancel flags and the metadata user', () => {
    const sub = subscriptionObject({
      id: 'sub_1',
      customer: 'cus_1',
      status: 'trialing',
      currentPeriodEnd: created + 100,
      trialEnd: created + 100,
      cancelAt: created + 100,
      userId: 'u1',
    });
    const out = stripeEventToCommand(event('customer.subscription.updated', sub));
    expect(out?.userId).toBe('u1');
    expect(out?.command.data.change).toEqual({
      kind: 'subscription_changed',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status: 'trialing',
      currentPeriodEnd: iso(created + 100),
      cancelAtPeriodEnd: true,
      trialEndDate: iso(created + 100),
    });
  });

  it('reads the period end from the subscription itself in payloads of older API versions', () => {
    const sub = {
      ...subscriptionObject({ id: 'sub_1', customer: 'cus_1', status: 'active', currentPeriodEnd: 0 }),
      items: { object: 'list', data: [] },
      current_period_end: created + 50,
    };
    expect(stripeEventToCommand(event('customer.subscription.created', sub))?.command.data.change).toMatchObject({
      currentPeriodEnd: iso(created + 50),
      cancelAtPeriodEnd: false,
    });
  });

  it('a deleted subscription ends at ended_at; without a userId the caller resolves by customer', () => {
    const out = stripeEventToCommand(
      event(
        'customer.subscription.deleted',
        subscriptionObject({
          id: 'sub_1',
          customer: 'cus_1',
          status: 'canceled',
          currentPeriodEnd: created,
          endedAt: created - 10,
        }),
      ),
    );
    expect(out?.userId).toBeNull();
    expect(out?.customerId).toBe('cus_1');
    expect(out?.command.data.change).toEqual({
      kind: 'subscription_deleted',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      endedAt: iso(created - 10),
    });
  });

  it('invoice.payment_failed names the subscription from the invoice parent; a one-off invoice is ignored', () => {
    const out = stripeEventToCommand(
      event(
        'invoice.payment_failed',
        failedInvoiceObject({ id: 'in_1', customer: 'cus_1', subscription: 'sub_1', userId: 'u1', attemptCount: 2 }),
      ),
    );
    expect(out?.userId).toBe('u1');
    expect(out?.command.data.change).toEqual({
      kind: 'payment_failed',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      invoiceId: 'in_1',
      attemptCount: 2,
    });
    expect(
      stripeEventToCommand(
        event('invoice.payment_failed', failedInvoiceObject({ customer: 'cus_1', subscription: null })),
      ),
    ).toBeNull();
  });

  it('other event types translate to null', () => {
    expect(stripeEventToCommand(event('invoice.paid', { id: 'in_1', object: 'invoice' }))).toBeNull();
  });

  it.each([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'unpaid'],
    ['canceled', 'canceled'],
    ['paused', 'unpaid'],
    ['incomplete', 'incomplete'],
    ['incomplete_expired', 'incomplete'],
  ])('maps Stripe status %s to %s', (stripe, ours) => {
    expect(mapSubscriptionStatus(stripe)).toBe(ours);
  });
});
