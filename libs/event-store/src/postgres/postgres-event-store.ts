import { Pool } from 'pg';
import { ConcurrencyError } from '../concurrency-error';
import {
  START,
  type AppendResult,
  type EventStore,
  type EventSubscription,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
} from '../event-store';
import { appendStatements, insertEvents } from './append';
import { readAfter, readAfterStatements } from './read-all';
import { readStream, readStreams, readStreamStatements, streamRevision } from './read-stream';
import { ensureSchema, eventsTable } from './schema';
import { PostgresSubscription } from './subscribe';
import { refuseSupportWrites } from '../support-writes';

export interface PostgresEventStoreOptions {
  readonly connectionString: string;
  /** Connections in the pool; default 10. */
  readonly poolSize?: number;
  /** Schema holding the `events` table; default `public`. */
  readonly schema?: string;
  /** How often an idle subscription looks for new events; default 50 ms. */
  readonly pollIntervalMs?: number;
}

/** `'any'` appends retry after losing a race for the same stream position; a bound stops a livelock. */
const MAX_ANY_ATTEMPTS = 50;

export interface PostgresEventStore extends EventStore {
  /** Creates the events table and its indexes when missing; safe to call from several processes. */
  ensureSchema(): Promise<void>;
}

export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  const pool = new Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
  // An idle pooled connection that dies (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // A checked-out connection between two statements has no query to report to: keep its error too.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const table = eventsTable(options.schema ?? 'public');
  const appendSql = appendStatements(table);
  const readStreamSql = readStreamStatements(table);
  const readAfterSql = readAfterStatements(table);
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  const subscriptions = new Set<PostgresSubscription>();
  let closed = false;

  return {
    ensureSchema: () => ensureSchema(pool, table),

    async appendToStream(
      streamId: string,
      events: readonly NewEvent[],
      { expectedVersion }: { readonly expectedVersion: ExpectedVersion },
    ): Promise<AppendResult> {
      refuseSupportWrites(streamId, events);
      for (let attempt = 1; ; attempt++) {
        const result = await insertEvents(pool, appendSql, streamId, events, expectedVersion);
        if (result !== 'conflict') return result;
        if (expectedVersion !== 'any' || attempt >= MAX_ANY_ATTEMPTS) {
          throw new ConcurrencyError(streamId, expectedVersion, await streamRevision(pool, readStreamSql, streamId));
        }
      }
    },

    readStream: (streamId: string, readOptions?: ReadStreamOptions): Promise<RecordedEvent[]> =>
      readStream(pool, readStreamSql, streamId, readOptions),

    readStreams: (streamIds: readonly string[]): Promise<RecordedEvent[]> =>
      readStreams(pool, readStreamSql, streamIds),

    readAll: (readOptions: ReadAllOptions = {}): Promise<RecordedEvent[]> =>
      readAfter(pool, readAfterSql, { ...readOptions, after: readOptions.after ?? START, settled: false }),

    subscribeToAll(subscribeOptions: SubscribeToAllOptions = {}): EventSubscription {
      if (closed) throw new Error('The event store is closed');
      const subscription = new PostgresSubscription(pool, readAfterSql, subscribeOptions, pollIntervalMs, (s) =>
        subscriptions.delete(s),
      );
      subscriptions.add(subscription);
      return subscription;
    },

    async ping(): Promise<void> {
      await pool.query('SELECT 1');
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      await pool.end();
    },
  };
}
