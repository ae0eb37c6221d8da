import { loadConfig } from '@outflow/config';
import { createReadModelDb } from '@outflow/read-models';
import { openDatabase, openEventStore } from '@outflow/wiring';
import { checkRebuild } from './check-rebuild';

/** `npm run projector:check`: exits 1 when the live read models differ from a rebuild. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const db = createReadModelDb(database.url);
  const differences = await checkRebuild(store, db, database.url);
  if (differences.length === 0) console.log('Read models match a rebuild from the events.');
  for (const d of differences) console.log(`${d.table}: ${d.onlyInA} rows only in the live database, ${d.onlyInB} only in the rebuild`);
  await db.destroy();
  await store.close();
  await database.stop();
  process.exit(differences.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
