import type { DomainEvent, EventMetadata } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { createTestDatabase, type TestDatabase } from '@outflow/testing';
import type { AnyProjection } from '../projection';
import { createReadModelDb, migrateReadModels, type ReadModelDb } from '../read-model-db';

/** The store time events are recorded at, unless a test gives its own. */
export const RECORDED_AT = '2026-11-22T10:00:00.000Z';

/**
 * The read models of one spec file: a fresh database, migrated once before its tests and dropped
 * after them. Tests keep apart by using their own user ids.
 */
export function readModelDatabase(): { readonly db: ReadModelDb } {
  let database: TestDatabase | undefined;
  let db: ReadModelDb | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createReadModelDb(database.url, { poolSize: 2 });
    await migrateReadModels(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return {
    get db() {
      if (!db) throw new Error('The read-model database opens in beforeAll');
      return db;
    },
  };
}

let position = 0n;

/** An event as the store hands it to the projector: owned by `userId`, at the next global position. */
export function recorded<E extends DomainEvent>(
  userId: string,
  event: E,
  options: { createdAt?: string; streamId?: string } = {},
): RecordedEvent {
  position += 1n;
  const metadata: EventMetadata = { userId, actor: 'user', correlationId: `c-${userId}` };
  return {
    type: event.type,
    data: event.data,
    metadata,
    eventId: `event-${position}`,
    streamId: options.streamId ?? `stream-${userId}`,
    streamPosition: position,
    position: { commit: position, prepare: position },
    createdAt: new Date(options.createdAt ?? RECORDED_AT),
  };
}

/** Applies a batch as the projector does: the projection's own event types, in one transaction. */
export async function project(
  db: ReadModelDb,
  projection: AnyProjection,
  events: readonly RecordedEvent[],
): Promise<void> {
  const mine = events.filter((e) => projection.eventTypes.includes(e.type));
  if (mine.length > 0) await db.transaction().execute((trx) => projection.apply(trx, mine));
}
