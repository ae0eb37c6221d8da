/** What every engine benchmark runs on: the event store, migrated read models, the bus and a started projector. */
import type { Config } from '@outflow/config';
import { Projector } from '@outflow/projector';
import { createReadModelDb, migrateReadModels } from '@outflow/read-models';
import { openEventStore, openMessageBus } from '@outflow/wiring';

/** Opens them on `databaseUrl`; `closers` gets how to close each, in the order they opened. */
export async function openEngineStores(config: Config, databaseUrl: string, closers: Array<() => Promise<unknown>>) {
  const store = await openEventStore(config, databaseUrl);
  closers.push(() => store.close());
  const db = createReadModelDb(databaseUrl, { poolSize: 8 });
  closers.push(() => db.destroy());
  await migrateReadModels(db);
  const bus = await openMessageBus(config, { allowInProcess: true });
  closers.push(() => bus.close());
  const projector = new Projector({ store, db, databaseUrl, bus });
  await projector.start();
  closers.push(() => projector.stop());
  return { store, db, bus };
}
