import { createPostgresEventStore, type EventStore } from '@outflow/event-store';
import { createReadModelDb, migrateReadModels, type ReadModelDb } from '@outflow/read-models';
import { createTestDatabase, type TestDatabase } from '@outflow/testing';

/** What a projector runs on: the event store, the read models, and the database both live in. */
export interface ProjectorStores {
  readonly store: EventStore;
  readonly db: ReadModelDb;
  readonly databaseUrl: string;
}

/**
 * A fresh database for each test of the block, with the event store's schema and the read models
 * migrated, dropped after the test. Read the stores inside hooks and tests; spread them into a
 * Projector's options. Jest runs afterEach hooks in declaration order, so what must close before
 * the stores do declares its afterEach before calling this.
 */
export function freshProjectorStores(): ProjectorStores {
  let opened: { database: TestDatabase; store: EventStore; db: ReadModelDb } | undefined;
  beforeEach(async () => {
    const database = await createTestDatabase();
    const store = createPostgresEventStore({ connectionString: database.url, schema: 'event_store' });
    await store.ensureSchema();
    const db = createReadModelDb(database.url, { poolSize: 4 });
    await migrateReadModels(db);
    opened = { database, store, db };
  });
  afterEach(async () => {
    await opened?.db.destroy();
    await opened?.store.close();
    await opened?.database.drop();
    opened = undefined;
  });
  const current = () => {
    if (!opened) throw new Error('The projector stores open in beforeEach: read them inside a hook or a test');
    return opened;
  };
  return {
    get store() {
      return current().store;
    },
    get db() {
      return current().db;
    },
    get databaseUrl() {
      return current().database.url;
    },
  };
}
