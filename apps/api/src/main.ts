import { loadConfig } from '@outflow/config';
import { createReadModelDb, migrateReadModels } from '@outflow/read-models';
import { linkedInWebhookSecret, runProcess, openAiWriter, openAuth, openBilling, openClock, openDatabase, openEventStore, openLinkedIn, openMessageBus, registerLinkedInWebhooks } from '@outflow/wiring';
import { createApiApp } from './api-app';

/**
 * The API as its own process (docker-compose): needs DATABASE_URL, NATS_URL, and KURRENTDB_URL
 * when EVENT_STORE=kurrentdb, and Unipile (LINKEDIN_PROVIDER=unipile, UNIPILE_DSN, UNIPILE_API_KEY) or
 * a LinkedIn sandbox running apart (LINKEDIN_SANDBOX_URL). The projector and runner run beside it.
 */
async function main(): Promise<Array<() => Promise<unknown>>> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required when the API runs on its own (npm start runs the embedded default)');
  const linkedin = openLinkedIn(config);
  const linkedinWebhooks = { secret: linkedInWebhookSecret(config), baseUrl: config.PUBLIC_URL };
  const database = await openDatabase(config);
  const eventStore = await openEventStore(config, database.url);
  const readDb = createReadModelDb(database.url);
  await migrateReadModels(readDb);
  const bus = await openMessageBus(config, { allowInProcess: false });
  const clock = await openClock(config);
  const app = await createApiApp({ config, eventStore, bus, readDb, clock: clock.clock, ...openAuth(config), billing: openBilling(config), ai: openAiWriter(config), linkedin, linkedinWebhooks, webDistDir: process.env.WEB_DIST_DIR, apiDocs: config.API_DOCS === 'true' });
  await app.listen(config.PORT, config.HOST);
  // Unipile delivers to PUBLIC_URL; registering again on every start reuses the same webhooks.
  await registerLinkedInWebhooks(linkedin, config.PUBLIC_URL, linkedinWebhooks.secret).catch((error: unknown) =>
    console.error(`LinkedIn webhooks not registered: ${error instanceof Error ? error.message : String(error)}`),
  );
  return [() => eventStore.close(), () => readDb.destroy(), () => bus.close(), async () => clock.stop(), () => app.close()];
}

runProcess(main);
