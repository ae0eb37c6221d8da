import type { DomainEvent } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import type { Insertable, Transaction } from 'kysely';
import type { HeldRows } from './held-rows';
import type { ReadModelDatabase } from './schema';
import { upsertRows } from './upsert-rows';

/**
 * One read model. `apply` receives a batch of events (only the types it declares, in global
 * order) inside the projector's transaction, so it can fold the batch and write each row once.
 * `E` is the union of the events it handles: a `switch (event.type)` narrows `event.data`.
 * `held` (a catch-up's) holds the rows earlier batches read or wrote: a projection may fold onto
 * them instead of reading them again, and must leave them as it writes them.
 */
export interface Projection<E extends DomainEvent> {
  readonly name: string;
  readonly eventTypes: readonly E['type'][];
  apply(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent<E>[], held?: HeldRows): Promise<void>;
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

/**
 * A projection that applies its events one at a time, in order, each with its owner's id: for read
 * models whose events each write or remove their own row (nothing to fold within a batch).
 */
export function eventByEvent<E extends DomainEvent>(
  name: string,
  eventTypes: readonly E['type'][],
  applyOne: (trx: Transaction<ReadModelDatabase>, event: RecordedEvent<E>, userId: string) => Promise<void>,
): Projection<E> {
  return {
    name,
    eventTypes,
    async apply(trx, events) {
      for (const event of events) await applyOne(trx, event, event.metadata.userId);
    },
  };
}

/** The read models keyed by their owner alone: one row per user. */
type PerUserTable = 'rate_limit_settings' | 'schedule_settings';

/**
 * A read model of one row per user that each user's newest event replaces (settings as last
 * saved): `toRow` gives the row, the batch folds to each user's last row.
 */
export function latestRowPerUser<E extends DomainEvent, T extends PerUserTable>(
  table: T,
  eventTypes: readonly E['type'][],
  toRow: (event: RecordedEvent<E>) => Insertable<ReadModelDatabase[T]>,
): Projection<E> {
  return {
    name: table,
    eventTypes,
    async apply(trx, events) {
      const rows = lastPerUser(events, toRow);
      await upsertRows(trx, table, rows, { key: ['user_id'] });
    },
  };
}
