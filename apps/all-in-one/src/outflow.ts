import { apiReadiness, createApiApp } from '@outflow/api';
import type { Config } from '@outflow/config';
import type { Clock } from '@outflow/domain';
import { createLinkedInSandbox, type LinkedInSandbox } from '@outflow/linkedin-sandbox';
import { Projector } from '@outflow/projector';
import { startWebhookDispatcher } from '@outflow/integrations';
import { reportProjectorState, type LogLine } from '@outflow/observability';
import { createReadModelDb, migrateReadModels, projectorLag } from '@outflow/read-models';
import { Runner } from '@outflow/runner';
import {
  linkedInWebhookSecret,
  openAiWriter,
  openAuth,
  openBilling,
  openDatabase,
  openEventStore,
  openLinkedIn,
  openClock,
  openMessageBus,
  registerLinkedInWebhooks,
  serveHealth,
  type EmbeddedSandboxAddress,
} from '@outflow/wiring';
import express, { type Router } from 'express';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface RunningOutflow {
  /** Where the app answers, e.g. http://localhost:3000 */
  readonly url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly config: Config;
  readonly clock?: Clock;
  readonly webDistDir?: string;
  /** `level` is given for warnings and errors (a parked event is an error). */
  /** Where the parts log (the one JSON format: main passes a pino logger's); nothing when absent. */
  readonly log?: LogLine;
}

/** The sandbox's API key is generated once and kept beside the data, like a real Unipile key. */
function sandboxApiKey(dataDir: string): string {
  const file = path.resolve(dataDir, 'sandbox-api-key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * Serves the sandbox's router a second time on 127.0.0.1 (a free port), so the API's server-side
 * calls reach it directly and never depend on PUBLIC_URL (a proxy, a name the host cannot resolve).
 */
async function serveInternally(router: Router): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.use(router);
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The whole product in one process: database (embedded when DATABASE_URL is unset), event store,
 * bus, projector, runner, the LinkedIn sandbox under /sandbox, the API and the web app. The same
 * code paths as production; only the adapters differ.
 */
export async function startOutflow(options: StartOptions): Promise<RunningOutflow> {
  const { config } = options;
  const log: LogLine = options.log ?? (() => undefined);
  const stack: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const close of stack.reverse())
      await close().catch((error) => log('error', 'shutdown failed', { error: String(error) }));
  };
  try {
    const database = await openDatabase(config, (message) => log('info', message));
    stack.push(() => database.stop());
    const eventStore = await openEventStore(config, database.url);
    stack.push(() => eventStore.close());
    const readDb = createReadModelDb(database.url);
    stack.push(() => readDb.destroy());
    await migrateReadModels(readDb);
    const bus = await openMessageBus(config, { allowInProcess: true });
    stack.push(() => bus.close());

    const projector = new Projector({
      store: eventStore,
      db: readDb,
      databaseUrl: database.url,
      bus,
      log,
    });
    reportProjectorState({ lag: () => projectorLag(eventStore, readDb, new Date()) });
    await projector.start();
    stack.push(() => projector.stop());

    let sandbox: LinkedInSandbox | undefined;
    let sandboxAddress: EmbeddedSandboxAddress | undefined;
    if (config.LINKEDIN_PROVIDER === 'sandbox') {
      const apiKey = sandboxApiKey(config.DATA_DIR);
      // Browsers reach the sandbox's sign-in page under PUBLIC_URL/sandbox; the API calls it internally.
      sandbox = await createLinkedInSandbox({
        databaseUrl: database.url,
        apiKey,
        publicUrl: `${config.PUBLIC_URL}/sandbox`,
        controlToken: config.SANDBOX_CONTROL_TOKEN,
      });
      stack.push(() => sandbox!.close());
      const internal = await serveInternally(sandbox.router);
      stack.push(() => internal.close());
      sandboxAddress = { url: internal.url, apiKey };
    }
    const linkedin = openLinkedIn(config, sandboxAddress);
    const ai = openAiWriter(config);
    // One clock for the whole product: the sandbox's, so speeding it up moves campaigns, trials and limits together.
    const opened = await openClock(config, options.clock ?? sandbox?.clock);
    stack.push(async () => opened.stop());
    const clock = opened.clock;
    const runner = new Runner({
      store: eventStore,
      bus,
      db: readDb,
      provider: linkedin,
      ai,
      clock,
      databaseUrl: database.url,
      singleProcess: !config.NATS_URL,
      ackWaitMs: config.RUNNER_ACK_WAIT_MS,
      minActionGapMs: config.RUNNER_MIN_ACTION_GAP_MS,
      maxJitterMs: config.RUNNER_MAX_JITTER_MS,
      pollIntervalMs: config.RUNNER_POLL_INTERVAL_MS,
      concurrency: config.RUNNER_CONCURRENCY,
      log,
    });
    await runner.start();
    stack.push(() => runner.stop());
    const webhooks = await startWebhookDispatcher({
      store: eventStore,
      readDb,
      databaseUrl: database.url,
      clock,
      bus,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE === 'true',
      log,
    });
    stack.push(() => webhooks.stop());
    const webhookSecret = linkedInWebhookSecret(config);
    // The embedded sandbox delivers to the API's own port; Unipile to PUBLIC_URL.
    const linkedinWebhooks = { secret: webhookSecret, baseUrl: sandbox ? undefined : config.PUBLIC_URL };

    const app = await createApiApp({
      config,
      eventStore,
      bus,
      readDb,
      clock,
      ...openAuth(config),
      billing: openBilling(config),
      ai,
      linkedin,
      linkedinWebhooks,
      webDistDir: options.webDistDir,
      mounts: sandbox ? [{ path: '/sandbox', router: sandbox.router }] : [],
      apiDocs: config.API_DOCS !== 'false',
    });
    await app.listen(config.PORT, config.HOST);
    stack.push(() => app.close());
    // HEALTH_PORT: the API's readiness (which covers the projector) and every part's metrics.
    stack.push(
      await serveHealth(config, async () => {
        const { status, ...detail } = await apiReadiness({ db: readDb, store: eventStore, bus, linkedin, config });
        return { status, detail };
      }),
    );
    const port = ((app.getHttpServer() as import('node:http').Server).address() as AddressInfo).port;
    const url = config.PORT === 0 ? `http://127.0.0.1:${port}` : config.PUBLIC_URL;
    await registerLinkedInWebhooks(
      linkedin,
      linkedinWebhooks.baseUrl ?? `http://127.0.0.1:${port}`,
      webhookSecret,
      database.url,
    ).catch((error: unknown) =>
      // The app works without them (provider errors still reveal a lost session); the next start retries.
      log('warn', `LinkedIn webhooks not registered: ${error instanceof Error ? error.message : String(error)}`),
    );
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
