import { createApiApp } from '@outflow/api';
import type { Config } from '@outflow/config';
import { systemClock, type Clock } from '@outflow/domain';
import { createLinkedInSandbox, type LinkedInSandbox } from '@outflow/linkedin-sandbox';
import { Projector } from '@outflow/projector';
import { createReadModelDb, migrateReadModels } from '@outflow/read-models';
import { Runner } from '@outflow/runner';
import { openAuth, openBilling, openDatabase, openEventStore, openMessageBus } from '@outflow/wiring';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
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
  readonly log?: (message: string) => void;
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
 * The whole product in one process: database (embedded when DATABASE_URL is unset), event store,
 * bus, projector, runner, the LinkedIn sandbox under /sandbox, the API and the web app. The same
 * code paths as production; only the adapters differ.
 */
export async function startOutflow(options: StartOptions): Promise<RunningOutflow> {
  const { config } = options;
  const log = options.log ?? (() => undefined);
  const stack: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const close of stack.reverse()) await close().catch((error) => log(`shutdown: ${String(error)}`));
  };
  try {
    const database = await openDatabase(config, log);
    stack.push(() => database.stop());
    const eventStore = await openEventStore(config, database.url);
    stack.push(() => eventStore.close());
    const readDb = createReadModelDb(database.url);
    stack.push(() => readDb.destroy());
    await migrateReadModels(readDb);
    const bus = await openMessageBus(config, { allowInProcess: true });
    stack.push(() => bus.close());

    const projector = new Projector({ store: eventStore, db: readDb, databaseUrl: database.url, bus, log: (level, message) => log(`${level}: ${message}`) });
    await projector.start();
    stack.push(() => projector.stop());

    const runner = new Runner({ store: eventStore, bus });
    await runner.start();
    stack.push(() => runner.stop());

    let sandbox: LinkedInSandbox | undefined;
    if (config.LINKEDIN_PROVIDER === 'sandbox') {
      sandbox = await createLinkedInSandbox({ databaseUrl: database.url, apiKey: sandboxApiKey(config.DATA_DIR), publicUrl: `${config.PUBLIC_URL}/sandbox` });
      stack.push(() => sandbox!.close());
    }

    const app = await createApiApp({
      config,
      eventStore,
      bus,
      readDb,
      clock: options.clock ?? systemClock,
      ...openAuth(config), billing: openBilling(config),
      webDistDir: options.webDistDir,
      mounts: sandbox ? [{ path: '/sandbox', router: sandbox.router }] : [],
    });
    await app.listen(config.PORT, config.HOST);
    stack.push(() => app.close());
    const port = (app.getHttpServer().address() as AddressInfo).port;
    const url = config.PORT === 0 ? `http://127.0.0.1:${port}` : config.PUBLIC_URL;
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
