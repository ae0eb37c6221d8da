import { loadConfig } from '@outflow/config';
import { createReadModelDb, migrateReadModels } from '@outflow/read-models';
import { openDatabase, openEventStore } from '@outflow/wiring';
import { describeParked } from './parked-description';
import { Projector } from './projector';

const USAGE = 'Usage: npm run projector:parked -- list | retry <position>';

/**
 * `npm run projector:parked -- list | retry <position>`: the events the projector set aside, and
 * applying one again once its cause is fixed (it leaves the list when it applies).
 */
async function main(): Promise<number> {
  const [command, position] = process.argv.slice(2);
  if (!(command === 'list' || (command === 'retry' && /^\d+$/.test(position ?? '')))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const db = createReadModelDb(database.url, { poolSize: 2 });
  try {
    await migrateReadModels(db);
    const projector = new Projector({ store, db, databaseUrl: database.url });
    if (command === 'list') {
      const parked = await projector.parked();
      if (parked.length === 0) console.log('No parked events.');
      for (const p of parked) console.log(describeParked(p));
      return 0;
    }
    const retried = await projector.retryParked(position);
    console.log(
      `Applied the event at position ${position} (${retried.eventType} on ${retried.streamId}); it is no longer parked.`,
    );
    return 0;
  } finally {
    await db.destroy();
    await store.close();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
