import { loadConfig } from '@outflow/config';
import { createReadModelDb, migrateReadModels } from '@outflow/read-models';
import { openDatabase, openEventStore, openMessageBus } from '@outflow/wiring';
import { Projector } from './projector';

const log = (level: string, msg: string, extra?: Record<string, unknown>) => console.log(JSON.stringify({ level, time: Date.now(), msg, ...extra }));

/** The projector as its own process: migrates the read models, then follows the events. */
async function main(): Promise<void> {
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
  const stop = async () => {
    await projector.stop();
    await bus.close();
    await db.destroy();
    await store.close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
