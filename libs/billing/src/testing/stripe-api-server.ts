import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the Stripe client sent it: form fields stay flat (`line_items[0][price]`). */
export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly form: Readonly<Record<string, string>>;
  readonly idempotencyKey: string | undefined;
  readonly authorization: string | undefined;
}

type Json = Record<string, unknown>;
interface Answer {
  readonly status: number;
  readonly body: Json;
}

/**
 * Test support: a local HTTP server speaking the part of Stripe's API that Outflow calls
 * (customers, Checkout sessions, billing portal sessions), with Stripe's form-encoded requests,
 * Stripe-shaped JSON answers and errors, API-key checks and idempotency keys. Not a runtime export.
 */
export class StripeApiServer {
  readonly requests: RecordedStripeRequest[] = [];
  readonly customers = new Map<string, Json>();
  private readonly idempotent = new Map<string, { form: string; answer: Answer }>();

  private constructor(
    private readonly server: Server,
    readonly secretKey: string,
  ) {}

  static async start(options: { secretKey?: string } = {}): Promise<StripeApiServer> {
    const holder: { api?: StripeApiServer } = {};
    const server = createServer((req, res) => void holder.api!.handle(req, res));
    const api = new StripeApiServer(server, options.secretKey ?? 'sk_test_outflow_local');
    holder.api = api;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return api;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  requestsTo(path: string): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const method = req.method ?? 'GET';
    const idempotencyKey = header(req, 'idempotency-key');
    const authorization = header(req, 'authorization');
    this.requests.push({ method, path, form, idempotencyKey, authorization });

    let answer: Answer;
    if (authorization !== `Bearer ${this.secretKey}`) {
      answer = error(401, 'invalid_request_error', `Invalid API Key provided: ${authorization?.slice(7, 15) ?? 'none'}****`);
    } else if (method === 'POST' && idempotencyKey) {
      // Stripe replays the first answer for a repeated key, and refuses the key with other params.
      const key = `${path} ${idempotencyKey}`;
      const seen = this.idempotent.get(key);
      if (seen && seen.form !== raw) {
        answer = error(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with.`);
      } else if (seen) {
        answer = seen.answer;
      } else {
        answer = this.route(method, path, form);
        if (answer.status < 500) this.idempotent.set(key, { form: raw, answer });
      }
    } else {
      answer = this.route(method, path, form);
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${id()}` });
    res.end(JSON.stringify(answer.body));
  }

  private route(method: string, path: string, form: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createCheckoutSession(form);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.createPortalSession(form);
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createCustomer(form: Record<string, string>): Answer {
    const customer = {
      id: `cus_${id()}`,
      object: 'customer',
      created: nowSeconds(),
      email: form.email ?? null,
      name: form.name ?? null,
      metadata: nested(form, 'metadata'),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  private createCheckoutSession(form: Record<string, string>): Answer {
    if (!['payment', 'setup', 'subscription'].includes(form.mode)) return missing('mode', 'Missing required param: mode.');
    if (!form.success_url) return missing('success_url', 'Missing required param: success_url.');
    if (!form['line_items[0][price]']) return missing('line_items', 'Missing required param: line_items[0][price].');
    if (form.customer && !this.customers.has(form.customer)) return noSuch('customer', form.customer);
    const sessionId = `cs_test_${id()}`;
    return {
      status: 200,
      body: {
        id: sessionId,
        object: 'checkout.session',
        created: nowSeconds(),
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
        livemode: false,
      },
    };
  }

  private createPortalSession(form: Record<string, string>): Answer {
    if (!form.customer) return missing('customer', 'Missing required param: customer.');
    if (!this.customers.has(form.customer)) return noSuch('customer', form.customer);
    const sessionId = `bps_${id()}`;
    return {
      status: 200,
      body: {
        id: sessionId,
        object: 'billing_portal.session',
        created: nowSeconds(),
        customer: form.customer,
        return_url: form.return_url ?? null,
        url: `${this.url}/p/session/${sessionId}`,
        livemode: false,
      },
    };
  }
}

const id = () => randomBytes(12).toString('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);
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
const missing = (param: string, message: string) => error(400, 'invalid_request_error', message, { code: 'parameter_missing', param });
const noSuch = (param: string, value: string) =>
  error(400, 'invalid_request_error', `No such ${param}: '${value}'`, { code: 'resource_missing', param });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
