import type { EventStore } from '@outflow/event-store';
import {
  compareReadModels,
  createReadModelDb,
  dropReadModels,
  listParkedEvents,
  loadCheckpoint,
  migrateReadModels,
  READ_MODELS_PROJECTOR,
  type ParkedEvent,
  type ReadModelDb,
  type TableDifference,
} from '@outflow/read-models';
import { positionLabel } from './event-apply-failed';
import { Projector } from './projector';

const CHECK_SCHEMA = 'read_models_check';

/**
 * Rebuilds the read models from the events into a scratch schema, up to the live projector's
 * checkpoint, and compares them table by table with the live ones. An empty answer means the
 * live read models are exactly what the events say. Parked events are compared by position: the
 * rebuild parks the same events the live projector did, or `projector_parked` is a difference.
 */
export async function checkRebuild(
  store: EventStore,
  live: ReadModelDb,
  databaseUrl: string,
): Promise<TableDifference[]> {
  const until = await loadCheckpoint(live, READ_MODELS_PROJECTOR);
  const scratch = createReadModelDb(databaseUrl, { schema: CHECK_SCHEMA, poolSize: 2 });
  try {
    await dropReadModels(scratch);
    await migrateReadModels(scratch);
    if (until) await new Projector({ store, db: scratch, databaseUrl, name: READ_MODELS_PROJECTOR }).catchUp({ until });
    const differences = await compareReadModels(live, scratch);
    const parked = parkedDifference(
      await listParkedEvents(live, READ_MODELS_PROJECTOR),
      await listParkedEvents(scratch, READ_MODELS_PROJECTOR),
    );
    return parked ? [...differences, parked] : differences;
  } finally {
    await dropReadModels(scratch).catch(() => undefined);
    await scratch.destroy();
  }
}

function parkedDifference(live: ParkedEvent[], rebuilt: ParkedEvent[]): TableDifference | null {
  const key = (p: ParkedEvent) => `${positionLabel(p.position)}:${p.eventId}`;
  const inRebuild = new Set(rebuilt.map(key));
  const inLive = new Set(live.map(key));
  const onlyInA = live.filter((p) => !inRebuild.has(key(p))).length;
  const onlyInB = rebuilt.filter((p) => !inLive.has(key(p))).length;
  return onlyInA || onlyInB ? { table: 'projector_parked', onlyInA, onlyInB } : null;
}
