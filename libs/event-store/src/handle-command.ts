import type { Decider, DomainEvent, EventMetadata } from '@outflow/domain';
import { ConstantBackoff, ExponentialBackoff, fullJitterGenerator, handleType, retry } from 'cockatiel';
import { ConcurrencyError } from './concurrency-error';
import type { AppendResult, EventStore, ExpectedVersion, RecordedEvent } from './event-store';

export interface HandleCommandResult<E extends DomainEvent> {
  readonly newEvents: E[];
  /** Undefined when the command decided nothing (no event appended). */
  readonly appended?: AppendResult;
}

/** What a decision folds, and the version of the stream its events go to. */
export interface StreamRead {
  readonly events: readonly RecordedEvent[];
  readonly version: ExpectedVersion;
}

export interface HandleCommandOptions {
  /** How many times a lost race (a concurrent append) is retried from a fresh read; default 3. */
  readonly maxRetries?: number;
  /**
   * The wait before each retry, default none: busy streams back off so their writers stop colliding.
   * Exponential with full jitter: a random wait below `initialDelayMs` × 2^retry, capped at `maxDelayMs`.
   */
  readonly backoff?: { readonly initialDelayMs: number; readonly maxDelayMs: number };
  /**
   * Reads what the decision depends on; default the stream alone. A decision may also fold events of
   * other streams (read-only context): only the appended stream's version is checked.
   */
  readonly read?: (store: EventStore, streamId: string) => Promise<StreamRead>;
}

/** The expected version for an append after `events` (the last one's position). */
const versionAfter = (events: readonly RecordedEvent[]): ExpectedVersion =>
  events.length === 0 ? 'no_stream' : events[events.length - 1].streamPosition;

/** The stream's events and its version (`'no_stream'` when it has none yet). */
export async function readStreamVersion(store: EventStore, streamId: string): Promise<StreamRead> {
  const events = await store.readStream(streamId);
  return { events, version: versionAfter(events) };
}

/**
 * Loads the stream, folds it with the decider, decides, and appends with the expected version of
 * what was read. A concurrent append makes the append fail; the whole load-decide-append is then
 * retried from the fresh stream, a bounded number of times. What the decider refuses (it throws)
 * is thrown as is, and never retried.
 */
export async function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  metadata: EventMetadata,
  options: HandleCommandOptions = {},
): Promise<HandleCommandResult<E>> {
  const read = options.read ?? readStreamVersion;
  const backoff = options.backoff
    ? new ExponentialBackoff({
        generator: fullJitterGenerator,
        initialDelay: options.backoff.initialDelayMs,
        maxDelay: options.backoff.maxDelayMs,
      })
    : new ConstantBackoff(0);
  const policy = retry(handleType(ConcurrencyError), { maxAttempts: options.maxRetries ?? 3, backoff });
  return policy.execute(async () => {
    const { events, version } = await read(store, streamId);
    const newEvents = decider.decide(command, fold(decider, events));
    if (newEvents.length === 0) return { newEvents };
    const appended = await store.appendToStream(
      streamId,
      newEvents.map((e) => ({ type: e.type, data: e.data, metadata })),
      { expectedVersion: version },
    );
    return { newEvents, appended };
  });
}

/** Folds a stream into a decider's state (for reads that a command needs, e.g. login); `read` as handleCommand's. */
export async function loadState<S>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, never, DomainEvent>,
  read: HandleCommandOptions['read'] = readStreamVersion,
): Promise<{ state: S; version: ExpectedVersion }> {
  const { events, version } = await read(store, streamId);
  return { state: fold(decider, events), version };
}

const fold = <S>(decider: Decider<S, never, DomainEvent>, events: readonly DomainEvent[]): S =>
  events.reduce<S>((s, e) => decider.evolve(s, e), decider.initialState());
