/**
 * Starts the real API on a free port over real adapters (a fresh Postgres database for events and
 * read models, the projector, the in-process bus), for HTTP-level tests. Nothing is mocked.
 */
import { createApiApp } from '@outflow/api';
import { loadConfig, type Config } from '@outflow/config';
import { FixedClock, systemClock, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import { startWebhookDispatcher, type WebhookDispatcher } from '@outflow/integrations';
import { Projector } from '@outflow/projector';
import { createReadModelDb, migrateReadModels, type ReadModelDb } from '@outflow/read-models';
import {
  openAuth,
  openBilling,
  openEventStore,
  openLinkedIn,
  openMessageBus,
  linkedInWebhookSecret,
  registerLinkedInWebhooks,
} from '@outflow/wiring';
import type { LinkedInProvider } from '@outflow/linkedin';
import { startLinkedInSandboxServer, type LinkedInSandboxServer } from '@outflow/linkedin-sandbox';
import { SandboxClient } from '../../libs/linkedin-sandbox/src/testing/sandbox-test-kit';
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenApiAnswerCheck, type OpenApiDocument } from './openapi-answer-check';
import type { TestDatabase } from '@outflow/testing';
import { createMigratedTestDatabase } from './migrated-database';
import type { Session } from '@outflow/api-contract';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

/** The LinkedIn sandbox an API harness started with `linkedin: true`, and the provider the API uses on it. */
export interface HarnessLinkedIn {
  /** The sandbox's mount point (the provider's DSN). */
  readonly sandboxUrl: string;
  readonly apiKey: string;
  /** What the API checks on webhook deliveries. */
  readonly webhookSecret: string;
  readonly provider: LinkedInProvider;
  /** The sandbox's control API (`/control/...`), e.g. to complete a hosted-auth link or inject a fault. */
  control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResponse<T>>;
  /** The sandbox's Unipile API (`/api/v1/...`) called directly, not through the adapter. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
  /** Points the sandbox's webhooks at this API, as the all-in-one does once it listens. */
  registerWebhooks(): Promise<void>;
}

export interface ApiHarness {
  readonly url: string;
  readonly config: Config;
  readonly eventStore: EventStore;
  readonly readDb: ReadModelDb;
  readonly bus: MessageBus;
  readonly projector: Projector;
  /** The outbound webhook dispatcher, as the projector process runs it (WEBHOOK_ALLOW_PRIVATE from env). */
  readonly webhooks: WebhookDispatcher;
  readonly clock: Clock;
  /** Only with `linkedin: true`. */
  readonly linkedin?: HarnessLinkedIn;
  request<T = unknown>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  signUp(
    overrides?: Partial<{ email: string; password: string; name: string }>,
  ): Promise<{ token: string; user: { id: string; email: string; name: string } }>;
  stop(): Promise<void>;
}

let counter = 0;

const SANDBOX_API_KEY = 'harness-sandbox-key';
/** Enough members for a search past LinkedIn's 1,000 cap, few enough to seed in about a second. */
const SANDBOX_POPULATION = 3000;

export interface ApiHarnessOptions {
  env?: Record<string, string>;
  clock?: FixedClock;
  /** Start a LinkedIn sandbox on the test database and give the API a provider on it (and a webhook secret). */
  linkedin?: boolean;
  /**
   * How the API's provider is opened (with `linkedin: true`): `sandbox` (default) as the embedded
   * sandbox is, or `unipile` as LINKEDIN_PROVIDER=unipile opens it, on the sandbox's address unless
   * `unipileDsn` names another server speaking Unipile's API. As Unipile, follow is not supported.
   */
  linkedinProvider?: 'sandbox' | 'unipile';
  unipileDsn?: string;
  /** Collects the API's JSON log lines (set LOG_LEVEL in env to see them). */
  logLines?: string[];
}

export async function startApiHarness(options: ApiHarnessOptions = {}): Promise<ApiHarness> {
  const database: TestDatabase = await createMigratedTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'outflow-api-'));
  // PUBLIC_URL: where browsers would reach the app (return addresses are checked against it); it listens on a free port.
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const eventStore = await openEventStore(config, database.url);
  const readDb = createReadModelDb(database.url, { poolSize: 4 });
  await migrateReadModels(readDb);
  const bus = await openMessageBus(config, { allowInProcess: true });
  const projector = new Projector({ store: eventStore, db: readDb, databaseUrl: database.url, bus });
  await projector.start();
  const clock = options.clock ?? systemClock;
  const webhooks = await startWebhookDispatcher({
    store: eventStore,
    readDb,
    databaseUrl: database.url,
    clock,
    bus,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE === 'true',
  });
  const sandbox: LinkedInSandboxServer | undefined = options.linkedin
    ? await startLinkedInSandboxServer({
        databaseUrl: database.url,
        apiKey: SANDBOX_API_KEY,
        population: SANDBOX_POPULATION,
        port: 0,
      })
    : undefined;
  const asUnipile = (dsn: string) =>
    loadConfig({ DATA_DIR: dataDir, LINKEDIN_PROVIDER: 'unipile', UNIPILE_DSN: dsn, UNIPILE_API_KEY: SANDBOX_API_KEY });
  const provider = !sandbox
    ? undefined
    : options.linkedinProvider === 'unipile'
      ? openLinkedIn(asUnipile(options.unipileDsn ?? sandbox.url))
      : openLinkedIn(config, { url: sandbox.url, apiKey: SANDBOX_API_KEY });
  const webhookSecret = sandbox ? linkedInWebhookSecret(config) : undefined;
  const app: INestApplication = await createApiApp({
    config,
    eventStore,
    bus,
    readDb,
    clock,
    ...openAuth(config),
    billing: openBilling(config, clock),
    linkedin: provider,
    linkedinWebhooks: webhookSecret ? { secret: webhookSecret } : undefined,
    apiDocs: config.API_DOCS !== 'false',
    logDestination: options.logLines && { write: (line: string) => void options.logLines!.push(line) },
  });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  // Every answer a suite gets through request() is checked against the OpenAPI document (issue 22).
  const docs = config.API_DOCS !== 'false' ? await fetch(`${url}/api/docs-json`) : undefined;
  const answers = docs?.ok ? new OpenApiAnswerCheck((await docs.json()) as OpenApiDocument) : undefined;
  const sandboxClient = sandbox && new SandboxClient(sandbox.url, SANDBOX_API_KEY);
  const linkedin: HarnessLinkedIn | undefined =
    sandbox && sandboxClient && provider && webhookSecret
      ? {
          sandboxUrl: sandbox.url,
          apiKey: SANDBOX_API_KEY,
          webhookSecret,
          provider,
          control: <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
            sandboxClient.control<T>(method, path, body),
          api: <T>(method: string, path: string, body?: unknown) => sandboxClient.api<T>(method, path, body),
          async registerWebhooks() {
            await registerLinkedInWebhooks(provider, url, webhookSecret);
          },
        }
      : undefined;

  async function request<T = unknown>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (e.g. the docs page)
    }
    const problem = answers?.problem(method, path, res.status, body, res.headers.get('content-type'));
    if (problem) throw new Error(problem);
    // The caller names the answer it expects (an @outflow/api-contract type); JSON carries no type.
    return { status: res.status, body: body as T };
  }

  return {
    url,
    config,
    eventStore,
    readDb,
    bus,
    projector,
    webhooks,
    clock,
    linkedin,
    request,
    async signUp(overrides = {}) {
      counter += 1;
      const body = {
        email: `user${counter}-${Date.now()}@example.com`,
        password: 'correct horse battery',
        name: `User ${counter}`,
        ...overrides,
      };
      const res = await request<Session>('POST', '/api/auth/signup', { body });
      if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.accessToken, user: res.body.user };
    },
    async stop() {
      await app.close();
      await sandbox?.close();
      await webhooks.stop();
      await projector.stop();
      await bus.close();
      await readDb.destroy();
      await eventStore.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
