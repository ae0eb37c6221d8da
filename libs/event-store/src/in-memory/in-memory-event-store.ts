import { randomUUID } from 'node:crypto';
import { upcastEventData, type EventMetadata } from '@outflow/domain';
import { ConcurrencyError } from '../concurrency-error';
import {
  comparePositions,
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
import { DuplicateEventError } from '../postgres/duplicate-event-error';
import { refuseSupportWrites } from '../support-writes';
import { InMemorySubscription } from './in-memory-subscription';

export interface InMemoryEventStoreOptions {
  /** What `createdAt` says; the store's own clock, as the database's `now()` is for Postgres. */
  readonly now?: () => Date;
}

/** A stored event as written: data and metadata as JSON text, so no caller can change them afterwards. */
interface StoredEvent {
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
  readonly eventId: string;
  readonly streamId: string;
  readonly streamPosition: bigint;
  readonly commit: bigint;
  readonly prepare: bigint;
  readonly createdAt: number;
}

/**
 * The EventStore port held in one process's memory: for tests of command handlers and the runner
 * that need no database (given streams, when a command, then the new events). It passes the same
 * contract suite as the Postgres and KurrentDB adapters. An append is one synchronous step, so
 * appends never interleave and every commit is visible in order.
 */
export function createInMemoryEventStore(options: InMemoryEventStoreOptions = {}): EventStore {
  const now = options.now ?? (() => new Date());
  const log: StoredEvent[] = [];
  const streams = new Map<string, StoredEvent[]>();
  const eventIds = new Set<string>();
  const subscriptions = new Set<InMemorySubscription>();
  let commits = 0n;
  let closed = false;

  const revision = (streamId: string): bigint | 'no_stream' => {
    const stream = streams.get(streamId);
    return stream ? BigInt(stream.length - 1) : 'no_stream';
  };

  const readAfter = (options: ReadAllOptions): RecordedEvent[] => {
    const types = options.eventTypes ? new Set(options.eventTypes) : undefined;
    const start = options.after ? firstAfter(log, options.after) : 0;
    const read: RecordedEvent[] = [];
    for (let i = start; i < log.length && (options.maxCount === undefined || read.length < options.maxCount); i++) {
      if (!types || types.has(log[i].type)) read.push(toRecordedEvent(log[i]));
    }
    return read;
  };

  return {
    appendToStream(
      streamId: string,
      events: readonly NewEvent[],
      { expectedVersion }: { readonly expectedVersion: ExpectedVersion },
    ): Promise<AppendResult> {
      return settle(() => {
        if (closed) throw new Error('The event store is closed');
        if (events.length === 0) throw new Error(`appendToStream(${streamId}) needs at least one event`);
        refuseSupportWrites(streamId, events);
        const actual = revision(streamId);
        if (expectedVersion !== 'any' && expectedVersion !== actual) {
          throw new ConcurrencyError(streamId, expectedVersion, actual);
        }
        const ids = events.map((e) => e.eventId ?? randomUUID());
        const reused = ids.find((id, i) => eventIds.has(id) || ids.indexOf(id) !== i);
        if (reused) throw new DuplicateEventError(streamId, `event id ${reused}`);
        const commit = ++commits;
        const stream = streams.get(streamId) ?? [];
        const createdAt = now().getTime();
        const stored = events.map((event, i): StoredEvent => ({
          type: event.type,
          data: JSON.stringify(event.data),
          metadata: JSON.stringify(event.metadata),
          eventId: ids[i],
          streamId,
          streamPosition: BigInt(stream.length + i),
          commit,
          prepare: BigInt(log.length + i),
          createdAt,
        }));
        stream.push(...stored);
        streams.set(streamId, stream);
        log.push(...stored);
        for (const id of ids) eventIds.add(id);
        for (const subscription of subscriptions) subscription.wake();
        const last = stored[stored.length - 1];
        return { nextExpectedVersion: last.streamPosition, position: { commit, prepare: last.prepare } };
      });
    },

    readStream(streamId: string, readOptions: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      const from = Number(readOptions.fromPosition ?? 0n);
      const to = readOptions.maxCount === undefined ? undefined : from + readOptions.maxCount;
      return settle(() => (streams.get(streamId) ?? []).slice(from, to).map(toRecordedEvent));
    },

    readStreams(streamIds: readonly string[]): Promise<RecordedEvent[]> {
      const wanted = new Set(streamIds);
      return settle(() => log.filter((e) => wanted.has(e.streamId)).map(toRecordedEvent));
    },

    readAll: (readOptions: ReadAllOptions = {}): Promise<RecordedEvent[]> => settle(() => readAfter(readOptions)),

    subscribeToAll(subscribeOptions: SubscribeToAllOptions = {}): EventSubscription {
      if (closed) throw new Error('The event store is closed');
      const subscription = new InMemorySubscription(
        (after, maxCount) => readAfter({ after, maxCount, eventTypes: subscribeOptions.eventTypes }),
        subscribeOptions,
        (s) => subscriptions.delete(s),
      );
      subscriptions.add(subscription);
      return subscription;
    },

    ping: () =>
      settle(() => {
        if (closed) throw new Error('The event store is closed');
      }),

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
    },
  };
}

/** The store's answers are promises, as a remote store's are: a throw becomes a rejection. */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Index of the first event strictly after a position (binary search: the log is in position order). */
function firstAfter(log: readonly StoredEvent[], after: { commit: bigint; prepare: bigint }): number {
  let low = 0;
  let high = log.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (comparePositions({ commit: log[mid].commit, prepare: log[mid].prepare }, after) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function toRecordedEvent(stored: StoredEvent): RecordedEvent {
  const metadata = JSON.parse(stored.metadata) as EventMetadata;
  return {
    type: stored.type,
    // Stored events keep the shape they were written in; readers see today's.
    data: upcastEventData(stored.type, JSON.parse(stored.data), () => metadata.userId),
    metadata,
    eventId: stored.eventId,
    streamId: stored.streamId,
    streamPosition: stored.streamPosition,
    position: { commit: stored.commit, prepare: stored.prepare },
    createdAt: new Date(stored.createdAt),
  };
}
