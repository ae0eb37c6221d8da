import { startWebhookDispatcher } from '@outflow/integrations';
import { reportProjectorState } from '@outflow/observability';
import { migrateReadModels, projectorLag } from '@outflow/read-models';
import { logLine as log, openSplitProcessServices, runProcess, serveHealth } from '@outflow/wiring';
import { Projector } from './projector';
import { projectorReadiness } from './projector-readiness';

/**
 * The projector as its own process: migrates the read models, then follows the events (or waits
 * for the lock as a standby). The outbound webhook dispatcher runs here too (it follows the same
 * order, behind the projector). HEALTH_PORT: /health, /ready (active or standby, lag) and /metrics.
 */
async function main(): Promise<Array<() => Promise<unknown>>> {
  const { config, database, store, db, bus, clock, closers } = await openSplitProcessServices('projector');
  await migrateReadModels(db);
  const webhooks = await startWebhookDispatcher({
    store,
    readDb: db,
    databaseUrl: database.url,
    clock: clock.clock,
    bus,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE === 'true',
    log,
  });
  const projector = new Projector({ store, db, databaseUrl: database.url, bus, log });
  reportProjectorState({ lag: () => projectorLag(store, db, new Date()) });
  const closeHealth = await serveHealth(config, () =>
    projectorReadiness({ projector, store, db, bus, maxLagMs: config.PROJECTOR_MAX_LAG_MS }),
  );
  log('info', 'projector waiting for its lock');
  await projector.start();
  log('info', 'projector running');
  return [...closers, closeHealth, () => projector.stop(), () => webhooks.stop()];
}

runProcess('projector', main);
