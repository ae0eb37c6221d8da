import type { DomainEvent, EventMetadata } from '@outflow/domain';

/**
 * A point in the global order of all events. Both adapters fit one shape, compared as a pair:
 * Postgres: `commit` = the appending transaction's id (`tx_id`), `prepare` = `global_position`;
 * KurrentDB: its own commit and prepare positions.
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: GlobalPosition = Object.freeze({ commit: -1n, prepare: -1n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/**
 * What the appender expects the stream to be: `'no_stream'` (must not exist), `'any'`, or the
 * exact revision (0-based position) of the stream's last event.
 */
export type ExpectedVersion = 'no_stream' | 'any' | bigint;

export interface NewEvent<E extends DomainEvent = DomainEvent> {
  readonly type: E['type'];
  readonly data: E['data'];
  readonly metadata: EventMetadata;
  /** Optional: the adapter generates a UUID when absent. Appending the same id twice fails. */
  readonly eventId?: string;
}

/**
 * A stored event. Over a union of events it is a union of recorded events (the conditional type
 * distributes), so a `switch (event.type)` narrows `event.data` too.
 */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? {
      readonly type: E['type'];
      readonly data: E['data'];
      readonly metadata: EventMetadata;
      readonly eventId: string;
      readonly streamId: string;
      /** 0-based position inside its stream (the stream's revision after this event). */
      readonly streamPosition: bigint;
      readonly position: GlobalPosition;
      readonly createdAt: Date;
    }
  : never;

export interface AppendResult {
  /** Revision of the stream's last event after the append: pass it as the next expected version. */
  readonly nextExpectedVersion: bigint;
  /** Global position of the last appended event: read models are caught up once they pass it. */
  readonly position: GlobalPosition;
}

export interface ReadStreamOptions {
  /** First stream position to read (inclusive); default 0. */
  readonly fromPosition?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Read events strictly after this position; default from the start. */
  readonly after?: GlobalPosition;
  readonly maxCount?: number;
  readonly eventTypes?: readonly string[];
}

export interface SubscribeToAllOptions {
  /** Deliver events strictly after this checkpoint (catch-up), then live ones. */
  readonly after?: GlobalPosition;
  readonly eventTypes?: readonly string[];
  /** Largest batch handed to the consumer at once; default 500. */
  readonly maxBatchSize?: number;
}

/**
 * Batches of events in the global order, catch-up first, then live. The consumer processes a
 * batch before the next one is read, so a slow consumer is never overrun.
 */
export interface EventSubscription extends AsyncIterable<readonly RecordedEvent[]> {
  close(): Promise<void>;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { readonly expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  /** Events of one stream in order; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Every event of several streams, merged in the global order (a campaign's history: its stream
   * and thousands of small target streams, in one round trip where the store allows). Streams that
   * do not exist contribute nothing; a stream named twice is read once.
   */
  readStreams(streamIds: readonly string[]): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeToAllOptions): EventSubscription;
  /** Throws when the store cannot be reached (used by /api/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
