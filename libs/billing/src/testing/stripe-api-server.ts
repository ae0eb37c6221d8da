import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalJsonServer, sendJson } from '@outflow/testing';

/** One request as the Stripe client sent it: form fields stay flat (`line_items[0][price]`). */
export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly form: Readonly<Record<string, string>>;
  readonly idempotencyKey: string | undefined;
  readonly authorization: string | undefined;
}

type Json = Record<string, unknown>;
type StripeSubscription = Json & {
  items: { object: 'list'; data: Array<Json & { id: string; quantity: number }> };
};
interface Answer {
  readonly status: number;
  readonly body: Json;
}

/**
 * Test support: a local HTTP server speaking the part of Stripe's API that Outflow calls
 * (customers, Checkout sessions, billing portal sessions, a subscription's quantity), with Stripe's form-encoded requests,
 * Stripe-shaped JSON answers and errors, API-key checks and idempotency keys. Not a runtime export.
 */
export class StripeApiServer extends LocalJsonServer {
  readonly requests: RecordedStripeRequest[] = [];
  readonly customers = new Map<string, Json>();
  /** Subscriptions as Stripe holds them once a checkout completed (a test puts them here). */
  readonly subscriptions = new Map<string, StripeSubscription>();
  private readonly idempotent = new Map<string, { form: string; answer: Answer }>();

  private constructor(readonly secretKey: string) {
    super();
  }

  static start(options: { secretKey?: string } = {}): Promise<StripeApiServer> {
    return new StripeApiServer(options.secretKey ?? 'sk_test_outflow_local').listen();
  }

  get url(): string {
    return this.origin;
  }

  /** A subscription of one item of the price, as a completed checkout leaves it. */
  addSubscription(subscriptionId: string, customer: string, priceId: string, quantity = 1): void {
    const item = { id: `si_${id()}`, object: 'subscription_item', price: { id: priceId }, quantity };
    this.subscriptions.set(subscriptionId, {
      ...stripeObject('subscription', subscriptionId, { customer, status: 'active' }).body,
      items: { object: 'list', data: [item] },
    });
  }

  /** The subscription's quantity now (its one item's). */
  seatsOf(subscriptionId: string): number | undefined {
    return this.subscriptions.get(subscriptionId)?.items.data[0]?.quantity;
  }

  requestsTo(path: string): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  protected handle(req: IncomingMessage, raw: string, res: ServerResponse): void {
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const method = req.method ?? 'GET';
    const idempotencyKey = header(req, 'idempotency-key');
    const authorization = header(req, 'authorization');
    this.requests.push({ method, path, form, idempotencyKey, authorization });

    let answer: Answer;
    if (authorization !== `Bearer ${this.secretKey}`) {
      answer = error(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${authorization?.slice(7, 15) ?? 'none'}****`,
      );
    } else if (method === 'POST' && idempotencyKey) {
      // Stripe replays the first answer for a repeated key, and refuses the key with other params.
      const key = `${path} ${idempotencyKey}`;
      const seen = this.idempotent.get(key);
      if (seen && seen.form !== raw) {
        answer = error(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        );
      } else if (seen) {
        answer = seen.answer;
      } else {
        answer = this.route(method, path, form);
        if (answer.status < 500) this.idempotent.set(key, { form: raw, answer });
      }
    } else {
      answer = this.route(method, path, form);
    }
    sendJson(res, answer.status, answer.body, { 'request-id': `req_${id()}` });
  }

  private route(method: string, path: string, form: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createCheckoutSession(form);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.createPortalSession(form);
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/)?.[1];
    if (subscription && method === 'GET') return this.retrieveSubscription(subscription);
    if (subscription && method === 'POST') return this.updateSubscription(subscription, form);
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private retrieveSubscription(subscriptionId: string): Answer {
    const subscription = this.subscriptions.get(subscriptionId);
    return subscription ? { status: 200, body: subscription } : noSuch('subscription', subscriptionId);
  }

  /** Only what Outflow changes: an item's quantity (`items[0][id]`, `items[0][quantity]`). */
  private updateSubscription(subscriptionId: string, form: Record<string, string>): Answer {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) return noSuch('subscription', subscriptionId);
    const item = subscription.items.data.find((i) => i.id === form['items[0][id]']);
    if (!item) return noSuch('items', form['items[0][id]'] ?? '');
    const quantity = Number(form['items[0][quantity]']);
    if (!Number.isInteger(quantity) || quantity < 0)
      return error(400, 'invalid_request_error', 'Invalid integer: quantity', { param: 'items[0][quantity]' });
    item.quantity = quantity;
    return { status: 200, body: subscription };
  }

  private createCustomer(form: Record<string, string>): Answer {
    const customer = stripeObject('customer', `cus_${id()}`, {
      email: form.email ?? null,
      name: form.name ?? null,
      metadata: nested(form, 'metadata'),
    });
    this.customers.set(customer.body.id, customer.body);
    return customer;
  }

  private createCheckoutSession(form: Record<string, string>): Answer {
    if (!['payment', 'setup', 'subscription'].includes(form.mode))
      return missing('mode', 'Missing required param: mode.');
    if (!form.success_url) return missing('success_url', 'Missing required param: success_url.');
    if (!form['line_items[0][price]']) return missing('line_items', 'Missing required param: line_items[0][price].');
    if (form.customer && !this.customers.has(form.customer)) return noSuch('customer', form.customer);
    const sessionId = `cs_test_${id()}`;
    return stripeObject('checkout.session', sessionId, {
      url: `${this.url}/c/pay/${sessionId}`,
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: form.customer ?? null,
      client_reference_id: form.client_reference_id ?? null,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? null,
      metadata: nested(form, 'metadata'),
      subscription: null,
    });
  }

  private createPortalSession(form: Record<string, string>): Answer {
    if (!form.customer) return missing('customer', 'Missing required param: customer.');
    if (!this.customers.has(form.customer)) return noSuch('customer', form.customer);
    const sessionId = `bps_${id()}`;
    return stripeObject('billing_portal.session', sessionId, {
      customer: form.customer,
      return_url: form.return_url ?? null,
      url: `${this.url}/p/session/${sessionId}`,
    });
  }
}

const id = () => randomBytes(12).toString('hex');

/** A created Stripe object as Stripe answers it: id, kind and creation time first, test mode last. */
function stripeObject(object: string, objectId: string, fields: Json): { status: 200; body: Json & { id: string } } {
  return {
    status: 200,
    body: { id: objectId, object, created: Math.floor(Date.now() / 1000), ...fields, livemode: false },
  };
}
const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** `metadata[userId]=u1` → `{ userId: 'u1' }`. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix}\\[([^\\]]+)\\]$`));
    if (match) out[match[1]] = value;
  }
  return out;
}

function error(status: number, type: string, message: string, extra: Json = {}): Answer {
  return { status, body: { error: { type, message, ...extra } } };
}
const missing = (param: string, message: string) =>
  error(400, 'invalid_request_error', message, { code: 'parameter_missing', param });
const noSuch = (param: string, value: string) =>
  error(400, 'invalid_request_error', `No such ${param}: '${value}'`, { code: 'resource_missing', param });
