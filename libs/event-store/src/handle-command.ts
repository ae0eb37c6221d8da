import type { Decider, DomainEvent, EventMetadata } from '@outflow/domain';
import { ConcurrencyError } from './concurrency-error';
import type { AppendResult, EventStore } from './event-store';

export interface HandleCommandResult<E extends DomainEvent> {
  readonly newEvents: E[];
  /** Undefined when the command decided nothing (no event appended). */
  readonly appended?: AppendResult;
}

/**
 * Loads the stream, folds it with the decider, decides, and appends with the expected version of
 * what was read. A concurrent append makes the append fail; the whole load-decide-append is then
 * retried from the fresh stream, a bounded number of times.
 */
export async function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  metadata: EventMetadata,
  options: { readonly maxRetries?: number } = {},
): Promise<HandleCommandResult<E>> {
  const maxRetries = options.maxRetries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const events = await store.readStream(streamId);
    const state = events.reduce<S>((s, e) => decider.evolve(s, e), decider.initialState());
    const newEvents = decider.decide(command, state);
    if (newEvents.length === 0) return { newEvents };
    const expectedVersion = events.length === 0 ? 'no_stream' : events[events.length - 1].streamPosition;
    try {
      const appended = await store.appendToStream(
        streamId,
        newEvents.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expectedVersion },
      );
      return { newEvents, appended };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxRetries) throw error;
    }
  }
}

/** Folds a stream into a decider's state (for reads that a command needs, e.g. login). */
export async function loadState<S>(store: EventStore, streamId: string, decider: Decider<S, unknown, DomainEvent>): Promise<{ state: S; version: bigint | 'no_stream' }> {
  const events = await store.readStream(streamId);
  const state = events.reduce<S>((s, e) => decider.evolve(s, e), decider.initialState());
  return { state, version: events.length === 0 ? 'no_stream' : events[events.length - 1].streamPosition };
}
