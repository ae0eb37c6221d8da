import { integrationsDbOn, migrateIntegrations } from '../integrations-db';
import { WebhookDispatcher, type WebhookDispatcherOptions } from './webhook-dispatcher';

/**
 * The outbound webhook dispatcher as a process runs it (the projector, `npm start`, the test
 * harness, a benchmark): its tables migrated on the read models' database, then started there.
 */
export async function startWebhookDispatcher(
  options: Omit<WebhookDispatcherOptions, 'db'>,
): Promise<WebhookDispatcher> {
  const db = integrationsDbOn(options.readDb);
  await migrateIntegrations(db);
  const dispatcher = new WebhookDispatcher({ ...options, db });
  await dispatcher.start();
  return dispatcher;
}
