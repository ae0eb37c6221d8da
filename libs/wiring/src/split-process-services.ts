import { loadConfig, requireSharedSettings, type Config } from '@outflow/config';
import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import { createReadModelDb, type ReadModelDb } from '@outflow/read-models';
import { openEventStore, openMessageBus } from './adapters';
import { openClock, type OpenedClock } from './clock';
import { openDatabase } from './database';
import type { Database } from './embedded-database';

/** What a worker process of the split deployment runs on, and how to close it all. */
export interface SplitProcessServices {
  readonly config: Config;
  readonly database: Database;
  readonly store: EventStore;
  readonly db: ReadModelDb;
  readonly bus: MessageBus;
  readonly clock: OpenedClock;
  /** Each service's close, in the order opened (runProcess closes in reverse). */
  readonly closers: Array<() => Promise<unknown>>;
}

/**
 * What the projector and the runner each open before their own work: the configuration (its shared
 * settings required), the database, the event store, the read models' database, NATS (never the
 * in-process bus: the processes run apart) and the clock (the sandbox's when it is the provider).
 */
export async function openSplitProcessServices(process: 'projector' | 'runner'): Promise<SplitProcessServices> {
  const config = loadConfig();
  requireSharedSettings(config, process);
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const db = createReadModelDb(database.url);
  const bus = await openMessageBus(config, { allowInProcess: false });
  const clock = await openClock(config);
  return {
    config,
    database,
    store,
    db,
    bus,
    clock,
    closers: [
      () => database.stop(),
      () => store.close(),
      () => db.destroy(),
      () => bus.close(),
      async () => clock.stop(),
    ],
  };
}
