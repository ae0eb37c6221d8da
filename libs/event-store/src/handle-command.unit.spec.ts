import { DomainError, type Decider, type DomainEvent } from '@outflow/domain';
import { ConcurrencyError } from './concurrency-error';
import type { AppendResult, EventStore, ExpectedVersion, NewEvent, RecordedEvent } from './event-store';
import { handleCommand, loadState } from './handle-command';

type Counted = DomainEvent<'Counted', { n: number }>;

/** Counts up to a limit: over it, the command is refused. */
const counter: Decider<number, { limit: number }, Counted> = {
  initialState: () => 0,
  evolve: (n, e) => (e.type === 'Counted' ? n + 1 : n),
  decide: ({ limit }, n) => {
    if (n >= limit) throw new DomainError('Limit reached', 'LIMIT');
    return [{ type: 'Counted', data: { n: n + 1 } }];
  },
};

/** Streams in memory; `racers` appends someone else's event just before each of the next appends. */
function memoryStore() {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0n;
  let racers = 0;
  const append = (streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): AppendResult => {
    const stream = streams.get(streamId) ?? [];
    const actual = stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1);
    if (expectedVersion !== 'any' && expectedVersion !== actual)
      throw new ConcurrencyError(streamId, expectedVersion, actual);
    for (const e of events) {
      position++;
      stream.push({
        ...e,
        eventId: String(position),
        streamId,
        streamPosition: BigInt(stream.length),
        position: { commit: position, prepare: position },
        createdAt: new Date(0),
      });
    }
    streams.set(streamId, stream);
    return { nextExpectedVersion: BigInt(stream.length - 1), position: { commit: position, prepare: position } };
  };
  const store: EventStore = {
    appendToStream: async (streamId, events, { expectedVersion }) => {
      if (racers > 0) {
        racers--;
        append(
          streamId,
          [{ type: 'Counted', data: { n: 0 }, metadata: { userId: 'other', actor: 'system', correlationId: 'race' } }],
          'any',
        );
      }
      return append(streamId, events, expectedVersion);
    },
    readStream: async (streamId) => [...(streams.get(streamId) ?? [])],
    readStreams: () => Promise.reject(new Error('not used')),
    readAll: () => Promise.reject(new Error('not used')),
    subscribeToAll: () => {
      throw new Error('not used');
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
  return { store, race: (times: number) => (racers = times), stream: (id: string) => streams.get(id) ?? [] };
}

const metadata = { userId: 'u', actor: 'user' as const, correlationId: 'c' };

describe('handleCommand', () => {
  it('decides on the stream as read and appends at its version', async () => {
    const { store, stream } = memoryStore();
    await handleCommand(store, 's', counter, { limit: 5 }, metadata);
    const { newEvents, appended } = await handleCommand(store, 's', counter, { limit: 5 }, metadata);
    expect(newEvents).toEqual([{ type: 'Counted', data: { n: 2 } }]);
    expect(appended?.nextExpectedVersion).toBe(1n);
    expect(stream('s')).toHaveLength(2);
  });

  it('retries a lost race from a fresh read, and gives up after maxRetries', async () => {
    const { store, race, stream } = memoryStore();
    race(2);
    const { newEvents } = await handleCommand(store, 's', counter, { limit: 5 }, metadata, { maxRetries: 2 });
    expect(newEvents).toEqual([{ type: 'Counted', data: { n: 3 } }]);
    race(3);
    await expect(
      handleCommand(store, 's', counter, { limit: 99 }, metadata, {
        maxRetries: 2,
        backoff: { initialDelayMs: 1, maxDelayMs: 2 },
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(stream('s')).toHaveLength(6);
  });

  it('throws what the decider refuses at once, without retrying', async () => {
    const { store, race, stream } = memoryStore();
    await handleCommand(store, 's', counter, { limit: 1 }, metadata);
    race(1);
    await expect(handleCommand(store, 's', counter, { limit: 1 }, metadata)).rejects.toMatchObject({ code: 'LIMIT' });
    expect(stream('s')).toHaveLength(1);
  });

  it('folds what `read` gives (other streams as context) and checks only the appended stream', async () => {
    const { store, stream } = memoryStore();
    await handleCommand(store, 'yesterday', counter, { limit: 5 }, metadata);
    await handleCommand(store, 'yesterday', counter, { limit: 5 }, metadata);
    const read = async (s: EventStore, streamId: string) => {
      const own = await s.readStream(streamId);
      return {
        events: [...(await s.readStream('yesterday')), ...own],
        version: own.length === 0 ? ('no_stream' as const) : own[own.length - 1].streamPosition,
      };
    };
    const { newEvents } = await handleCommand(store, 'today', counter, { limit: 3 }, metadata, { read });
    expect(newEvents).toEqual([{ type: 'Counted', data: { n: 3 } }]);
    await expect(handleCommand(store, 'today', counter, { limit: 3 }, metadata, { read })).rejects.toMatchObject({
      code: 'LIMIT',
    });
    expect(stream('today')).toHaveLength(1);
    expect((await loadState(store, 'today', counter, read)).state).toBe(3);
  });
});
