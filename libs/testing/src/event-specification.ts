import { FixedClock, type DomainEvent, type EventMetadata } from '@outflow/domain';
import { createInMemoryEventStore, START, type EventStore, type GlobalPosition } from '@outflow/event-store';

/** An event as a specification states it: its type and data, without what the store adds. */
export interface StatedEvent {
  readonly type: string;
  readonly data: unknown;
}

/** Streams by id, each with its events in order. */
export type StatedStreams = Readonly<Record<string, readonly StatedEvent[]>>;

export interface Given {
  readonly store: EventStore;
  readonly clock: FixedClock;
  /** Runs what the test is about (a command handler, the runner's executor) on the given store. */
  when<T>(act: (store: EventStore, clock: FixedClock) => Promise<T>): Promise<Then<T>>;
}

export interface Then<T> {
  /** What `act` answered; undefined when it threw. */
  readonly result: T | undefined;
  /** What `act` threw, if it did. */
  readonly error: unknown;
  /** The events appended by this `act` (not the given ones, nor an earlier act's), by stream, as type and data. */
  readonly newEvents: Record<string, StatedEvent[]>;
}

const GIVEN_METADATA: EventMetadata = { userId: 'given', actor: 'system', correlationId: 'given' };

/**
 * Emmett's specification for an event-sourced piece, on the in-memory store: given streams,
 * when a command (or a job), then the new events. No database, no app: a failing rule is found here.
 *
 *   const { newEvents } = await given({ [campaignStream(id)]: [created] }, at).when((store, clock) => handler.execute(...));
 *   expect(newEvents).toEqual({ [campaignStream(id)]: [{ type: 'CampaignStatusChanged', data: {...} }] });
 */
export async function given(
  streams: StatedStreams,
  at: Date,
  metadata: (streamId: string) => EventMetadata = () => GIVEN_METADATA,
): Promise<Given> {
  const clock = new FixedClock(at);
  const store = createInMemoryEventStore({ now: () => clock.now() });
  for (const [streamId, events] of Object.entries(streams)) {
    if (events.length === 0) continue;
    await store.appendToStream(
      streamId,
      events.map((e) => ({ type: e.type, data: e.data, metadata: metadata(streamId) })),
      { expectedVersion: 'no_stream' },
    );
  }
  return {
    store,
    clock,
    async when<T>(act: (store: EventStore, clock: FixedClock) => Promise<T>): Promise<Then<T>> {
      const after: GlobalPosition = (await store.readAll()).at(-1)?.position ?? START;
      let result: T | undefined;
      let error: unknown;
      try {
        result = await act(store, clock);
      } catch (thrown) {
        error = thrown;
      }
      const newEvents: Record<string, StatedEvent[]> = {};
      for (const e of await store.readAll({ after }))
        (newEvents[e.streamId] ??= []).push({ type: e.type, data: e.data });
      return { result, error, newEvents };
    },
  };
}

/** The given events of a stream as the store will hold them: for a spec that builds them from a decider. */
export const stated = (events: readonly DomainEvent[]): StatedEvent[] =>
  events.map((e) => ({ type: e.type, data: JSON.parse(JSON.stringify(e.data)) as unknown }));
