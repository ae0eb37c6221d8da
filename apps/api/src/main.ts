import { loadConfig, requireSharedSettings } from '@outflow/config';
import { integrationsDbOn, migrateIntegrations } from '@outflow/integrations';
import { reportProjectorState } from '@outflow/observability';
import { createReadModelDb, migrateReadModels, projectorLag } from '@outflow/read-models';
import {
  linkedInWebhookSecret,
  runProcess,
  openAiWriter,
  openAuth,
  openBilling,
  openClock,
  openDatabase,
  openEventStore,
  openLinkedIn,
  openMessageBus,
  registerLinkedInWebhooks,
  logLine,
  serveHealth,
} from '@outflow/wiring';
import { createApiApp } from './api-app';
import { apiReadiness } from './health/readiness';

/**
 * The API as its own process (docker-compose): needs DATABASE_URL, NATS_URL, AUTH_SECRET (local
 * sign-in) and UNIPILE_WEBHOOK_SECRET, shared by every API process, KURRENTDB_URL when
 * EVENT_STORE=kurrentdb, and Unipile (LINKEDIN_PROVIDER=unipile, UNIPILE_DSN, UNIPILE_API_KEY) or
 * a LinkedIn sandbox running apart (LINKEDIN_SANDBOX_URL). The projector and runner run beside it.
 */
async function main(): Promise<Array<() => Promise<unknown>>> {
  const config = loadConfig();
  requireSharedSettings(config, 'api');
  const linkedin = openLinkedIn(config);
  const linkedinWebhooks = { secret: linkedInWebhookSecret(config), baseUrl: config.PUBLIC_URL };
  const database = await openDatabase(config);
  const eventStore = await openEventStore(config, database.url);
  const readDb = createReadModelDb(database.url);
  await migrateReadModels(readDb);
  await migrateIntegrations(integrationsDbOn(readDb));
  const bus = await openMessageBus(config, { allowInProcess: false });
  const clock = await openClock(config);
  const app = await createApiApp({
    config,
    eventStore,
    bus,
    readDb,
    clock: clock.clock,
    ...openAuth(config),
    billing: openBilling(config),
    ai: openAiWriter(config),
    linkedin,
    linkedinWebhooks,
    webDistDir: process.env.WEB_DIST_DIR,
    apiDocs: config.API_DOCS === 'true',
  });
  await app.listen(config.PORT, config.HOST);
  reportProjectorState({ lag: () => projectorLag(eventStore, readDb, new Date()) });
  // The API's readiness also on its health port (with /metrics), for probes that reach every process alike.
  const closeHealth = await serveHealth(config, async () => {
    const { status, ...detail } = await apiReadiness({ db: readDb, store: eventStore, bus, linkedin, config });
    return { status, detail };
  });
  // Unipile delivers to PUBLIC_URL; registering again on every start reuses the same webhooks, one API at a time.
  await registerLinkedInWebhooks(linkedin, config.PUBLIC_URL, linkedinWebhooks.secret, database.url).catch(
    (error: unknown) =>
      logLine('error', `LinkedIn webhooks not registered: ${error instanceof Error ? error.message : String(error)}`),
  );
  return [
    () => eventStore.close(),
    () => readDb.destroy(),
    () => bus.close(),
    async () => clock.stop(),
    closeHealth,
    () => app.close(),
  ];
}

runProcess('api', main);
