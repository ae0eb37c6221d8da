import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  KurrentDBClient,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type JSONType,
  type StreamState,
} from '@kurrent/kurrentdb-client';
import { ConcurrencyError } from '../concurrency-error';
import type {
  AppendResult,
  EventStore,
  EventSubscription,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
} from '../event-store';
import { comparePositions } from '../event-store';
import { eventFilter, isAfter, readPosition, toRecordedEvent } from './kurrentdb-recorded-event';
import { KurrentDbSubscription } from './kurrentdb-subscription';
import { refuseSupportWrites } from '../support-writes';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false`. */
  readonly connectionString: string;
}

const DEFAULT_MAX_BATCH_SIZE = 500;
/** Streams read at once by readStreams: KurrentDB has no multi-stream read, so each is its own gRPC call. */
const PARALLEL_STREAM_READS = 32;

export function createKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(options.connectionString);

  async function collect(
    events: AsyncIterable<Parameters<typeof toRecordedEvent>[0]>,
    accept: (e: RecordedEvent) => boolean,
    maxCount: number,
  ) {
    const out: RecordedEvent[] = [];
    for await (const resolved of events) {
      const event = toRecordedEvent(resolved);
      if (event && accept(event)) out.push(event);
      if (out.length >= maxCount) break;
    }
    return out;
  }

  async function readStream(streamId: string, readOptions: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = readOptions.maxCount ?? Number.MAX_SAFE_INTEGER;
    if (maxCount <= 0) return [];
    try {
      return await collect(
        client.readStream(streamId, { fromRevision: readOptions.fromPosition ?? 'start', maxCount }),
        () => true,
        maxCount,
      );
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  return {
    async appendToStream(
      streamId: string,
      events: readonly NewEvent[],
      { expectedVersion }: { readonly expectedVersion: ExpectedVersion },
    ): Promise<AppendResult> {
      if (events.length === 0) throw new Error(`appendToStream(${streamId}) needs at least one event`);
      refuseSupportWrites(streamId, events);
      const data = events.map((e) =>
        jsonEvent({
          id: e.eventId ?? randomUUID(),
          type: e.type,
          data: e.data as JSONType,
          metadata: e.metadata as unknown as JSONType,
        }),
      );
      try {
        const result = await client.appendToStream(streamId, data, {
          streamState: expectedVersion satisfies StreamState,
        });
        if (!result.position)
          throw new Error(`KurrentDB appended to ${streamId} without returning a position (servers before 22.6 do)`);
        return { nextExpectedVersion: result.nextExpectedRevision, position: result.position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError)
          throw new ConcurrencyError(streamId, expectedVersion, error.actualState);
        throw error;
      }
    },

    readStream,

    async readStreams(streamIds: readonly string[]): Promise<RecordedEvent[]> {
      const unique = [...new Set(streamIds)];
      const events: RecordedEvent[] = [];
      for (let i = 0; i < unique.length; i += PARALLEL_STREAM_READS) {
        const batch = await Promise.all(unique.slice(i, i + PARALLEL_STREAM_READS).map((id) => readStream(id)));
        for (const stream of batch) events.push(...stream);
      }
      return events.sort((a, b) => comparePositions(a.position, b.position));
    },

    async readAll(readOptions: ReadAllOptions = {}): Promise<RecordedEvent[]> {
      const maxCount = readOptions.maxCount ?? Number.MAX_SAFE_INTEGER;
      if (maxCount <= 0) return [];
      const { after } = readOptions;
      // One more than asked: the read is inclusive of `after`, whose event is then dropped.
      const events = client.readAll({
        fromPosition: readPosition(after),
        maxCount: maxCount === Number.MAX_SAFE_INTEGER ? maxCount : maxCount + 1,
        filter: eventFilter(readOptions.eventTypes),
      });
      return collect(events, (e) => isAfter(e, after), maxCount);
    },

    subscribeToAll(subscribeOptions: SubscribeToAllOptions = {}): EventSubscription {
      const subscription = client.subscribeToAll({
        fromPosition: readPosition(subscribeOptions.after),
        filter: eventFilter(subscribeOptions.eventTypes),
      });
      return new KurrentDbSubscription(
        subscription,
        subscribeOptions.after,
        subscribeOptions.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE,
      );
    },

    async ping(): Promise<void> {
      for await (const event of client.readAll({ direction: BACKWARDS, fromPosition: 'end', maxCount: 1 })) void event;
    },

    close: () => client.dispose(),
  };
}
