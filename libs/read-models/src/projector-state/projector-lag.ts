import type { EventStore } from '@outflow/event-store';
import type { ReadModelDb } from '../read-model-db';
import { loadCheckpoint, READ_MODELS_PROJECTOR } from './checkpoints';
import { countParkedEvents } from './parked-events';

export interface ProjectorLag {
  /** How long the oldest event not in the read models has waited, in seconds; 0 when caught up. */
  readonly seconds: number;
  readonly parkedEvents: number;
}

/**
 * How far the read models are behind the events: the first event after the projector's checkpoint
 * and how long ago the store recorded it (the store's time, so `now` is real time, never a sped-up
 * clock). Readiness reports it and says degraded past a bound; /metrics exports it.
 */
export async function projectorLag(store: EventStore, db: ReadModelDb, now: Date): Promise<ProjectorLag> {
  const checkpoint = await loadCheckpoint(db, READ_MODELS_PROJECTOR);
  const [next] = await store.readAll({ after: checkpoint, maxCount: 1 });
  const seconds = next ? Math.max(0, (now.getTime() - next.createdAt.getTime()) / 1000) : 0;
  return { seconds, parkedEvents: await countParkedEvents(db) };
}
