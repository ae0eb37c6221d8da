import { loadConfig } from '@outflow/config';
import { createReadModelDb, listParkedEvents, READ_MODELS_PROJECTOR } from '@outflow/read-models';
import { openDatabase, openEventStore } from '@outflow/wiring';
import { checkRebuild } from './check-rebuild';
import { describeParked } from './parked-description';

/** `npm run projector:check`: exits 1 when the live read models differ from a rebuild. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const db = createReadModelDb(database.url);
  const differences = await checkRebuild(store, db, database.url);
  if (differences.length === 0) console.log('Read models match a rebuild from the events.');
  for (const d of differences)
    console.log(`${d.table}: ${d.onlyInA} rows only in the live database, ${d.onlyInB} only in the rebuild`);
  // Parked events are known, not differences: name them, so a match never hides them.
  const parked = await listParkedEvents(db, READ_MODELS_PROJECTOR);
  if (parked.length > 0)
    console.log(`${parked.length} parked event(s) the read models do not include (npm run projector:parked -- list):`);
  for (const p of parked) console.log(`  ${describeParked(p)}`);
  await db.destroy();
  await store.close();
  await database.stop();
  process.exit(differences.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
