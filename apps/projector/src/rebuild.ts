import { loadConfig } from '@outflow/config';
import { createReadModelDb } from '@outflow/read-models';
import { openDatabase, openEventStore } from '@outflow/wiring';
import { Projector } from './projector';

/**
 * `npm run projector:rebuild`: drops every read model and replays all events. Waits for a running
 * projector (it holds the lock) to stop first.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const db = createReadModelDb(database.url);
  const projector = new Projector({
    store,
    db,
    databaseUrl: database.url,
    log: (level, message) => (level === 'error' ? console.error : console.log)(message),
  });
  console.log('Rebuilding the read models (stop a running projector if this waits)...');
  const started = Date.now();
  const count = await projector.rebuild();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Replayed ${count} events in ${seconds.toFixed(1)} s (${Math.round(count / Math.max(seconds, 0.001))} events/s)`,
  );
  await db.destroy();
  await store.close();
  await database.stop();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
