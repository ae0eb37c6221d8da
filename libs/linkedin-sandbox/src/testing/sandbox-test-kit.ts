/** What the sandbox's integration suites share: a plain-fetch client and a local webhook receiver. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@outflow/testing';
import { startLinkedInSandboxServer, type LinkedInSandboxServer } from '../start-linkedin-sandbox-server';
import type { HostedAuthCompleted, HostedLink, SearchMember, SearchPage, WebhookPayload } from './sandbox-answers';

export type * from './sandbox-answers';

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

export class SandboxClient {
  constructor(
    readonly url: string,
    readonly apiKey: string,
  ) {}

  async api<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const init: RequestInit = { method, headers: { 'x-api-key': this.apiKey, accept: 'application/json', ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.url}/api/v1${path}`, init);
    return { status: response.status, body: (await response.json()) as T };
  }

  async control<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const response = await fetch(`${this.url}/control${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async hostedLink(extra: Record<string, unknown> = {}): Promise<string> {
    const { status, body } = await this.api<HostedLink>('POST', '/hosted/accounts/link', {
      type: 'create',
      providers: ['LINKEDIN'],
      api_url: this.url,
      expiresOn: new Date(Date.now() + 3_600_000).toISOString(),
      name: 'user-1',
      ...extra,
    });
    if (status !== 201) throw new Error(`hosted link failed: ${status} ${JSON.stringify(body)}`);
    return body.url;
  }

  /** A freshly connected account, through a hosted link completed by the control API. */
  async connectAccount(extra: Record<string, unknown> = {}): Promise<string> {
    const url = await this.hostedLink(extra);
    const { body } = await this.control<HostedAuthCompleted>('POST', '/hosted-auth/complete', { url });
    return body.accountId;
  }

  /** A search (`T`: the page, or the error body a refused search answers). */
  async search<T = SearchPage>(accountId: string, url: string, query = ''): Promise<Reply<T>> {
    return this.api<T>('POST', `/linkedin/search?account_id=${accountId}${query}`, { url });
  }

  /** Members matching keywords, as search items. */
  async members(accountId: string, keywords: string, limit = 50): Promise<SearchMember[]> {
    const { body } = await this.search(
      accountId,
      `https://www.linkedin.com/search/results/people/?keywords=${encodeURIComponent(keywords)}`,
      `&limit=${limit}`,
    );
    return body.items;
  }

  form(fields: Record<string, string | string[]>): FormData {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const value of Array.isArray(v) ? v : [v]) form.append(k, value);
    return form;
  }
}

/** A suite's own sandbox: a fresh database, the server on a free port and a client with its API key. */
export interface SandboxSuite {
  readonly db: TestDatabase;
  readonly server: LinkedInSandboxServer;
  readonly client: SandboxClient;
  /** Stops the server, then what the suite opened beside it (e.g. its receiver), then drops the database. */
  close(...alsoOpen: Array<{ close(): Promise<void> } | undefined>): Promise<void>;
}

export async function startSandboxSuite(
  database: string,
  options: Omit<Parameters<typeof startLinkedInSandboxServer>[0], 'databaseUrl' | 'apiKey'> & { apiKey?: string } = {},
): Promise<SandboxSuite> {
  const db = await createTestDatabase(database);
  const apiKey = options.apiKey ?? 'k';
  const server = await startLinkedInSandboxServer({ port: 0, ...options, databaseUrl: db.url, apiKey });
  return {
    db,
    server,
    client: new SandboxClient(server.url, apiKey),
    async close(...alsoOpen) {
      await server.close();
      for (const open of alsoOpen) await open?.close();
      await db.drop();
    },
  };
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The POSTed JSON, or null for an empty body. */
  body: WebhookPayload | null;
}

/** A local HTTP server that records what is POSTed to it (webhooks, notify callbacks). */
export async function startReceiver(status = 200): Promise<{
  url: string;
  received: Received[];
  respondWith(code: number): void;
  waitFor(predicate: (r: Received) => boolean, timeoutMs?: number): Promise<Received>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  let code = status;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as WebhookPayload) : null,
      });
      res.writeHead(code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    respondWith: (c) => void (code = c),
    waitFor: (predicate, timeoutMs = 10_000) => eventually(() => received.find(predicate), timeoutMs),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Polls until `probe` gives a value (for things that happen in the background, e.g. the ticker). */
export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
