import { loadConfig } from '@outflow/config';
import { createReadModelDb, migrateReadModels } from '@outflow/read-models';
import { logLine as log, openDatabase, openEventStore, openMessageBus, runProcess } from '@outflow/wiring';
import { Projector } from './projector';

/** The projector as its own process: migrates the read models, then follows the events. */
async function main(): Promise<Array<() => Promise<unknown>>> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const db = createReadModelDb(database.url);
  await migrateReadModels(db);
  const bus = await openMessageBus(config, { allowInProcess: false });
  const projector = new Projector({ store, db, databaseUrl: database.url, bus, log });
  log('info', 'projector waiting for its lock');
  await projector.start();
  log('info', 'projector running');
  return [() => database.stop(), () => store.close(), () => db.destroy(), () => bus.close(), () => projector.stop()];
}

runProcess(main);
