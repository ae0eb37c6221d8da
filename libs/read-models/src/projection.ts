import type { DomainEvent } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import type { Transaction } from 'kysely';
import type { ReadModelDatabase } from './schema';

/**
 * One read model. `apply` receives a batch of events (only the types it declares, in global
 * order) inside the projector's transaction, so it can fold the batch and write each row once.
 * `E` is the union of the events it handles: a `switch (event.type)` narrows `event.data`.
 */
export interface Projection<E extends DomainEvent> {
  readonly name: string;
  readonly eventTypes: readonly E['type'][];
  apply(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent<E>[]): Promise<void>;
}

/**
 * What the projector's registry holds: a projection of some events. The projector hands each one
 * only the events of the types it declares, which is what makes the wider parameter safe.
 */
export type AnyProjection = Projection<DomainEvent>;

/** The row of each user's last event: for read models of one row per user that the newest event replaces. */
export function lastPerUser<R extends RecordedEvent, T>(events: readonly R[], toRow: (e: R) => T): T[] {
  const latest = new Map<string, T>();
  for (const event of events) latest.set(event.metadata.userId, toRow(event));
  return [...latest.values()];
}
