/**
 * Starts the real API on a free port over real adapters (a fresh Postgres database for events and
 * read models, the projector, the in-process bus), for HTTP-level tests. Nothing is mocked.
 */
import { createApiApp } from '@outflow/api';
import { loadConfig, type Config } from '@outflow/config';
import { FixedClock, systemClock, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import { Projector } from '@outflow/projector';
import { createReadModelDb, migrateReadModels, type ReadModelDb } from '@outflow/read-models';
import { openAuth, openBilling, openEventStore, openMessageBus } from '@outflow/wiring';
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './services';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

export interface ApiHarness {
  readonly url: string;
  readonly config: Config;
  readonly eventStore: EventStore;
  readonly readDb: ReadModelDb;
  readonly bus: MessageBus;
  readonly projector: Projector;
  readonly clock: Clock;
  request<T = any>(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<ApiResponse<T>>;
  signUp(overrides?: Partial<{ email: string; password: string; name: string }>): Promise<{ token: string; user: { id: string; email: string; name: string } }>;
  stop(): Promise<void>;
}

let counter = 0;

export async function startApiHarness(options: { env?: Record<string, string>; clock?: FixedClock } = {}): Promise<ApiHarness> {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'outflow-api-'));
  const config = loadConfig({ DATABASE_URL: database.url, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const eventStore = await openEventStore(config, database.url);
  const readDb = createReadModelDb(database.url, { poolSize: 4 });
  await migrateReadModels(readDb);
  const bus = await openMessageBus(config, { allowInProcess: true });
  const projector = new Projector({ store: eventStore, db: readDb, databaseUrl: database.url, bus });
  await projector.start();
  const clock = options.clock ?? systemClock;
  const app: INestApplication = await createApiApp({ config, eventStore, bus, readDb, clock, ...openAuth(config), billing: openBilling(config, clock) });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

  const request: ApiHarness['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${url}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (e.g. the docs page)
    }
    return { status: res.status, body: body as any };
  };

  return {
    url,
    config,
    eventStore,
    readDb,
    bus,
    projector,
    clock,
    request,
    async signUp(overrides = {}) {
      counter += 1;
      const body = { email: `user${counter}-${Date.now()}@example.com`, password: 'correct horse battery', name: `User ${counter}`, ...overrides };
      const res = await request('POST', '/api/auth/signup', { body });
      if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.accessToken, user: res.body.user };
    },
    async stop() {
      await app.close();
      await projector.stop();
      await bus.close();
      await readDb.destroy();
      await eventStore.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
