/**
 * What the adapter's integration suites share: a LinkedIn sandbox on a fresh database, the adapter
 * pointed at it, the sandbox's control API, and a relay that counts the requests that really went
 * over the wire (the sandbox's action log only holds accepted actions, not refused attempts).
 * The adapters made here validate every answer against Unipile's SDK schemas (level `warn`) and
 * log drift into `driftLog`: each suite ends by checking there was none.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnipileLinkedInProvider, type RetryOptions } from '@outflow/linkedin';
import { startLinkedInSandboxServer, type LinkedInSandboxServer } from '@outflow/linkedin-sandbox';
import { createTestDatabase, type TestDatabase } from '@outflow/testing';

export const SANDBOX_API_KEY = 'sandbox-test-key';
/** Short waits so retried calls finish quickly; the counts, not the times, are asserted. */
export const FAST_RETRY: RetryOptions = { retries: 2, initialDelayMs: 5, maxDelayMs: 50, timeoutMs: 15_000 };

export interface SandboxAction {
  accountId: string;
  kind: string;
  providerId: string | null;
  profileUrl: string | null;
  text: string | null;
}

export interface SandboxFixture {
  readonly server: LinkedInSandboxServer;
  readonly provider: UnipileLinkedInProvider;
  /** Answer drift the fixture's adapters logged: none expected, the sandbox answers as Unipile's SDK expects. */
  readonly driftLog: string[];
  /** Another adapter, on `dsn` (the sandbox, or a relay in front of it), logging drift into `driftLog`. */
  adapter(dsn: string, options?: { apiKey?: string; retry?: RetryOptions }): UnipileLinkedInProvider;
  /** Mismatched answers over every adapter made here. */
  mismatchedAnswers(): number;
  control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** A connected account, through a hosted link the control API completes. */
  connectAccount(userId: string): Promise<string>;
  actions(accountId: string, kind?: string): Promise<SandboxAction[]>;
  close(): Promise<void>;
}

export async function startSandboxFixture(retry: RetryOptions = FAST_RETRY): Promise<SandboxFixture> {
  const db: TestDatabase = await createTestDatabase('linkedin_adapter');
  let server: LinkedInSandboxServer;
  try {
    server = await startLinkedInSandboxServer({ databaseUrl: db.url, apiKey: SANDBOX_API_KEY, seed: 7, port: 0 });
  } catch (error) {
    await db.drop();
    throw error;
  }
  const driftLog: string[] = [];
  const adapters: UnipileLinkedInProvider[] = [];
  const adapter = (dsn: string, options: { apiKey?: string; retry?: RetryOptions } = {}) => {
    const made = new UnipileLinkedInProvider({
      dsn,
      apiKey: options.apiKey ?? SANDBOX_API_KEY,
      retry: options.retry ?? retry,
      sandbox: true,
      log: (message) => driftLog.push(message),
    });
    adapters.push(made);
    return made;
  };
  const provider = adapter(server.url);
  const control = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`control ${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };
  return {
    server,
    provider,
    driftLog,
    adapter,
    mismatchedAnswers: () => adapters.reduce((sum, a) => sum + a.answerDrift().mismatchedAnswers, 0),
    control,
    async connectAccount(userId) {
      const link = await provider.createHostedAuthLink({ type: 'create', userId });
      return (await control<{ accountId: string }>('POST', '/hosted-auth/complete', { url: link.url })).accountId;
    },
    async actions(accountId, kind) {
      const query = new URLSearchParams({ accountId, ...(kind ? { kind } : {}) });
      return (await control<{ items: SandboxAction[] }>('GET', `/actions?${query}`)).items;
    },
    async close() {
      await server.close();
      await db.drop();
    },
  };
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** An HTTP relay in front of `target` that records every request before passing it on unchanged. */
export async function startCountingRelay(
  target: string,
): Promise<{ url: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void forward(Buffer.concat(chunks)));
    const forward = async (body: Buffer<ArrayBuffer>) => {
      requests.push({
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: body.toString('utf8'),
      });
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([k, v]) => typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k),
        ),
      ) as Record<string, string>;
      try {
        const answer = await fetch(`${target}${req.url}`, {
          method: req.method,
          headers,
          body: body.length ? body : undefined,
        });
        const retryAfter = answer.headers.get('retry-after');
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
          ...(retryAfter ? { 'retry-after': retryAfter } : {}),
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        res.writeHead(502).end();
      }
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A local server receiving webhook deliveries. */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: Array<{ path: string; headers: IncomingHttpHeaders; body: unknown }>;
  waitFor(
    predicate: (r: { path: string; headers: IncomingHttpHeaders; body: unknown }) => boolean,
  ): Promise<{ path: string; headers: IncomingHttpHeaders; body: unknown }>;
  close(): Promise<void>;
}> {
  const received: Array<{ path: string; headers: IncomingHttpHeaders; body: unknown }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ path: req.url ?? '/', headers: req.headers, body: text ? JSON.parse(text) : null });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    async waitFor(predicate) {
      // Deliveries are asynchronous; poll until one matches (Jest's timeout bounds the wait).
      for (;;) {
        const hit = received.find(predicate);
        if (hit) return hit;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The suite's closing check: with validation at `warn`, no answer of the sandbox drifted from
 * Unipile's SDK schemas (nothing logged, the mismatch counter at 0).
 */
export function expectNoAnswerDrift(sandbox: SandboxFixture): void {
  expect(sandbox.driftLog).toEqual([]);
  expect(sandbox.mismatchedAnswers()).toBe(0);
}
