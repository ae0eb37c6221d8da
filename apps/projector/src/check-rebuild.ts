import type { EventStore } from '@outflow/event-store';
import { compareReadModels, createReadModelDb, dropReadModels, loadCheckpoint, migrateReadModels, type ReadModelDb, type TableDifference } from '@outflow/read-models';
import { Projector } from './projector';

const CHECK_SCHEMA = 'read_models_check';

/**
 * Rebuilds the read models from the events into a scratch schema, up to the live projector's
 * checkpoint, and compares them table by table with the live ones. An empty answer means the
 * live read models are exactly what the events say.
 */
export async function checkRebuild(store: EventStore, live: ReadModelDb, databaseUrl: string): Promise<TableDifference[]> {
  const until = await loadCheckpoint(live, 'read-models');
  const scratch = createReadModelDb(databaseUrl, { schema: CHECK_SCHEMA, poolSize: 2 });
  try {
    await dropReadModels(scratch);
    await migrateReadModels(scratch);
    if (until) await new Projector({ store, db: scratch, databaseUrl, name: 'read-models' }).catchUp({ until });
    return await compareReadModels(live, scratch);
  } finally {
    await dropReadModels(scratch).catch(() => undefined);
    await scratch.destroy();
  }
}
