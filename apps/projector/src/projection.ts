import type { RecordedEvent } from '@outflow/event-store';
import type { ReadModelDatabase } from '@outflow/read-models';
import type { Transaction } from 'kysely';

/**
 * One read model. `apply` receives a batch of events (only the types it declares, in global
 * order) inside the projector's transaction, so it can fold the batch and write each row once.
 */
export interface Projection {
  readonly name: string;
  readonly eventTypes: readonly string[];
  apply(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<void>;
}

/** Keeps the last event per key: for read models where the newest event replaces the row. */
export function lastPerKey<T>(events: readonly RecordedEvent[], key: (e: RecordedEvent) => string, map: (e: RecordedEvent) => T): T[] {
  const latest = new Map<string, T>();
  for (const event of events) latest.set(key(event), map(event));
  return [...latest.values()];
}
