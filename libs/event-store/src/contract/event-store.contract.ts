import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { EventMetadata } from '@outflow/domain';
import { ConcurrencyError } from '../concurrency-error';
import {
  comparePositions,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
} from '../event-store';
import { SubscriptionRecorder } from './subscription-recorder';
import { SupportWriteRefusedError } from '../support-writes';

export interface EventStoreFixture {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

/** An append inside a transaction that stays open until `commit`. */
export interface HeldAppend {
  commit(): Promise<void>;
}

export interface EventStoreContractOptions<F extends EventStoreFixture> {
  /**
   * For stores whose appends are transactions that can commit out of order (Postgres): appends
   * `event` the way the store does, in a transaction held open. KurrentDB writes one log in
   * order, so it has no such case.
   */
  readonly holdAppendOpen?: (fixture: F, streamId: string, event: NewEvent) => Promise<HeldAppend>;
}

const metadata: EventMetadata = { userId: 'user-1', actor: 'user', correlationId: 'corr-1' };

/** The behaviour every EventStore adapter must show. Names are unique per run: a KurrentDB may be shared. */
export function eventStoreContract<F extends EventStoreFixture>(
  name: string,
  factory: () => Promise<F>,
  options: EventStoreContractOptions<F> = {},
): void {
  describe(`${name} (EventStore contract)`, () => {
    const run = randomBytes(4).toString('hex');
    let fixture: F;
    let store: EventStore;
    let counter = 0;
    const unique = (label: string) => `${label}_${run}_${++counter}`;
    const event = (type: string, data: unknown = { n: counter }): NewEvent => ({
      type,
      data,
      metadata,
      eventId: randomUUID(),
    });
    const append = (streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion = 'any') =>
      store.appendToStream(streamId, events, { expectedVersion });
    const expectConflict = async (appending: Promise<unknown>, actual: bigint | 'no_stream') => {
      const error = await appending.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect((error as ConcurrencyError).actual).toBe(actual);
    };
    const expectIncreasing = (events: readonly RecordedEvent[]) => {
      for (let i = 1; i < events.length; i++)
        expect(comparePositions(events[i - 1].position, events[i].position)).toBe(-1);
    };

    beforeAll(async () => {
      fixture = await factory();
      store = fixture.store;
    });
    afterAll(async () => {
      await fixture?.cleanup();
    });

    it('appends events and reads the stream back in order, from a position, up to a count', async () => {
      const stream = unique('order');
      const type = unique('ItemAdded');
      const events = [
        event(type, { sku: 'a' }),
        event(type, { sku: 'b' }),
        event(type, { sku: 'c', nested: { qty: 2, tags: ['x'] } }),
      ];
      const result = await append(stream, events, 'no_stream');
      expect(result.nextExpectedVersion).toBe(2n);

      const read = await store.readStream(stream);
      expect(read.map((e) => [e.streamId, e.streamPosition, e.type, e.data, e.eventId])).toEqual(
        events.map((e, i) => [stream, BigInt(i), type, e.data, e.eventId]),
      );
      expect(read[2].position).toEqual(result.position);
      expect(read[0].createdAt).toBeInstanceOf(Date);
      expectIncreasing(read);
      expect((await store.readStream(stream, { fromPosition: 1n })).map((e) => e.streamPosition)).toEqual([1n, 2n]);
      expect((await store.readStream(stream, { fromPosition: 1n, maxCount: 1 })).map((e) => e.streamPosition)).toEqual([
        1n,
      ]);
      expect(await store.readStream(unique('missing'))).toEqual([]);
    });

    it('reads several streams at once, merged in the global order; missing and repeated streams add nothing', async () => {
      const [a, b, c] = [unique('many-a'), unique('many-b'), unique('many-c')];
      const type = unique('Interleaved');
      const appended: string[] = [];
      for (const [stream, count] of [
        [a, 2],
        [b, 1],
        [c, 1],
        [a, 1],
        [c, 2],
        [b, 1],
      ] as const) {
        const batch = Array.from({ length: count }, () => event(type, { stream }));
        await append(stream, batch);
        if (stream !== b) appended.push(...batch.map((e) => e.eventId!));
      }
      const read = await store.readStreams([c, a, unique('many-missing'), a]);
      expect(read.map((e) => e.eventId)).toEqual(appended);
      expectIncreasing(read);
      expect(read.filter((e) => e.streamId === a).map((e) => e.streamPosition)).toEqual([0n, 1n, 2n]);
      expect(await store.readStreams([])).toEqual([]);
      expect(await store.readStreams([unique('many-none')])).toEqual([]);
      // As readStream answers it: same ids, positions, metadata and data.
      expect(read.filter((e) => e.streamId === c)).toEqual(await store.readStream(c));
    });

    it('keeps metadata: user, actor, correlation and causation ids', async () => {
      const stream = unique('meta');
      const full: EventMetadata = {
        userId: 'tenant-42',
        actor: 'runner',
        correlationId: randomUUID(),
        causationId: randomUUID(),
      };
      await store.appendToStream(stream, [{ type: unique('StepStarted'), data: {}, metadata: full }], {
        expectedVersion: 'no_stream',
      });
      await store.appendToStream(stream, [{ type: unique('StepStarted'), data: {}, metadata }], {
        expectedVersion: 0n,
      });
      expect((await store.readStream(stream)).map((e) => e.metadata)).toEqual([full, metadata]);
    });

    it('appends with expected version no_stream only to a stream that does not exist', async () => {
      const stream = unique('no-stream');
      await append(stream, [event(unique('Created')), event(unique('Renamed'))], 'no_stream');
      await expectConflict(append(stream, [event(unique('Created'))], 'no_stream'), 1n);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('appends with an exact expected version only when the stream is at it', async () => {
      const stream = unique('exact');
      const type = unique('Changed');
      await append(stream, [event(type)], 'no_stream');
      expect((await append(stream, [event(type), event(type)], 0n)).nextExpectedVersion).toBe(2n);
      await expectConflict(append(stream, [event(type)], 0n), 2n);
      await expectConflict(append(stream, [event(type)], 5n), 2n);
      // A batch the same way: behind the stream, and ahead of it (no event at the expected version).
      await expectConflict(append(stream, [event(type), event(type)], 1n), 2n);
      await expectConflict(append(stream, [event(type), event(type)], 5n), 2n);
      await expectConflict(append(unique('exact-missing'), [event(type)], 0n), 'no_stream');
      expect((await append(stream, [event(type)], 2n)).nextExpectedVersion).toBe(3n);
      expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual([0n, 1n, 2n, 3n]);
    });

    it('rejects a whole multi-event append on conflict, leaving nothing of it', async () => {
      const stream = unique('atomic');
      await append(stream, [event(unique('A'))], 'no_stream');
      await expectConflict(
        append(stream, [event(unique('B')), event(unique('B')), event(unique('B'))], 'no_stream'),
        0n,
      );
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('appends with any to new and existing streams, also when appenders race on one stream', async () => {
      const stream = unique('any');
      const type = unique('Ticked');
      await append(stream, [event(type)], 'any');
      const results = await Promise.all(
        Array.from({ length: 12 }, () => append(stream, [event(type), event(type)], 'any')),
      );
      const ends = results.map((r) => r.nextExpectedVersion).sort((a, b) => (a < b ? -1 : 1));
      expect(ends).toEqual(Array.from({ length: 12 }, (_, i) => BigInt(2 + 2 * i)));
      expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual(
        Array.from({ length: 25 }, (_, i) => BigInt(i)),
      );
    });

    it('lets exactly one of several racing no_stream appenders win', async () => {
      const stream = unique('race');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, () => append(stream, [event(unique('Reserved'))], 'no_stream')),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('refuses an append without events', async () => {
      await expect(append(unique('empty'), [], 'any')).rejects.toThrow(/at least one event/);
    });

    it('refuses an append whose actor is support staff, all of it, except the record of a support read', async () => {
      const stream = unique('support');
      const support: EventMetadata = { userId: 'tenant-7', actor: 'support', correlationId: randomUUID() };
      const refused = append(stream, [event(unique('Allowed')), { ...event('CampaignDeleted'), metadata: support }]);
      await expect(refused).rejects.toBeInstanceOf(SupportWriteRefusedError);
      await expect(refused).rejects.toMatchObject({ streamId: stream, eventType: 'CampaignDeleted' });
      expect(await store.readStream(stream)).toEqual([]);
      const read = { type: 'SupportAccessRecorded', data: { what: 'account' }, metadata: support };
      await append(stream, [read]);
      expect((await store.readStream(stream)).map((e) => [e.type, e.metadata.actor])).toEqual([
        ['SupportAccessRecorded', 'support'],
      ]);
    });

    it('gives strictly increasing global positions to successive appends', async () => {
      const positions = [];
      for (let i = 0; i < 5; i++)
        positions.push((await append(unique('positions'), [event(unique('P'))], 'no_stream')).position);
      for (let i = 1; i < positions.length; i++) expect(comparePositions(positions[i - 1], positions[i])).toBe(-1);
    });

    it('reads all events after a position, with a type filter and a count', async () => {
      const [kept, other] = [unique('Kept'), unique('Other')];
      const firstEvent = event(kept);
      const first = await append(unique('all'), [firstEvent]);
      const later = [event(other), event(kept), event(other), event(kept)];
      for (const e of later) await append(unique('all'), [e]);
      const mine = new Set([kept, other]);

      const after = (await store.readAll({ after: first.position })).filter((e) => mine.has(e.type));
      expect(after.map((e) => e.eventId)).toEqual(later.map((e) => e.eventId));
      expectIncreasing(after);
      const typed = await store.readAll({ after: first.position, eventTypes: [kept] });
      expect(typed.map((e) => e.eventId)).toEqual([later[1].eventId, later[3].eventId]);
      expect((await store.readAll({ eventTypes: [kept] })).map((e) => e.eventId)).toEqual(
        [firstEvent, later[1], later[3]].map((e) => e.eventId),
      );
      expect(
        (await store.readAll({ after: first.position, eventTypes: [kept], maxCount: 1 })).map((e) => e.eventId),
      ).toEqual([later[1].eventId]);
    });

    it("reads events stored in an older shape in today's (occurredAt, a campaign's owner), on every read path", async () => {
      const stream = unique('legacy');
      const start = await append(stream, [event(unique('Start'))], 'no_stream');
      const at = '2026-11-22T10:00:00.000Z';
      await append(
        stream,
        [
          event('ChatRead', { chatId: 'c1', at }),
          event('StepDeferred', { stepId: 's', dueAt: '2026-11-23T08:00:00.000Z', at }),
          event('CampaignCreated', { campaignId: 'c1', createdAt: at }),
        ],
        0n,
      );
      const today = [
        { chatId: 'c1', occurredAt: at },
        { stepId: 's', dueAt: '2026-11-23T08:00:00.000Z', occurredAt: at },
        { campaignId: 'c1', occurredAt: at, ownerId: metadata.userId },
      ];
      expect((await store.readStream(stream, { fromPosition: 1n })).map((e) => e.data)).toEqual(today);
      expect(
        (await store.readAll({ after: start.position })).filter((e) => e.streamId === stream).map((e) => e.data),
      ).toEqual(today);
      const recorder = new SubscriptionRecorder(
        store.subscribeToAll({ after: start.position }),
        (e) => e.streamId === stream,
      );
      try {
        await recorder.waitForCount(3);
        expect(recorder.events.map((e) => e.data)).toEqual(today);
      } finally {
        await recorder.subscription.close();
      }
    });

    it('subscribes from the start: catches up, then delivers live events, in order', async () => {
      const type = unique('Subscribed');
      const stream = unique('sub');
      const existing = [event(type), event(type), event(type)];
      await append(stream, existing, 'no_stream');
      const recorder = new SubscriptionRecorder(store.subscribeToAll(), (e) => e.streamId === stream);
      try {
        await recorder.waitForCount(3);
        const live = [event(type), event(type)];
        await append(stream, [live[0]], 2n);
        await append(stream, [live[1]], 3n);
        await recorder.waitForCount(5);
        expect(recorder.eventIds).toEqual([...existing, ...live].map((e) => e.eventId));
        expectIncreasing(recorder.events);
      } finally {
        await recorder.subscription.close();
      }
    });

    it('subscribes from a checkpoint, with a type filter and bounded batches', async () => {
      const [wanted, unwanted] = [unique('Wanted'), unique('Unwanted')];
      const checkpoint = await append(unique('cp'), [event(wanted)]);
      const after = [event(wanted), event(unwanted), event(wanted), event(wanted), event(unwanted), event(wanted)];
      await append(unique('cp'), after);
      const recorder = new SubscriptionRecorder(
        store.subscribeToAll({ after: checkpoint.position, eventTypes: [wanted], maxBatchSize: 2 }),
      );
      try {
        await recorder.waitForCount(4);
        const live = event(wanted);
        await append(unique('cp'), [event(unwanted), live]);
        await recorder.waitForCount(5);
        expect(recorder.eventIds).toEqual([...after.filter((e) => e.type === wanted), live].map((e) => e.eventId));
        expect(Math.max(...recorder.batchSizes)).toBeLessThanOrEqual(2);
      } finally {
        await recorder.subscription.close();
      }
    });

    it('ends the iteration on close, also while waiting for live events', async () => {
      const type = unique('Closing');
      const stream = unique('close');
      await append(stream, [event(type)]);
      const recorder = new SubscriptionRecorder(store.subscribeToAll({ eventTypes: [type] }));
      await recorder.waitForCount(1);
      await recorder.subscription.close();
      await expect(recorder.ended).resolves.toBeUndefined();
      await append(stream, [event(type)]);
      await delay(200);
      expect(recorder.events).toHaveLength(1);
    });

    it('delivers every event exactly once, in order, while many appenders write across streams', async () => {
      const type = unique('Concurrent');
      const recorder = new SubscriptionRecorder(store.subscribeToAll({ eventTypes: [type], maxBatchSize: 7 }));
      const appended: string[] = [];
      try {
        await Promise.all(
          Array.from({ length: 8 }, async (_, worker) => {
            for (let i = 0; i < 25; i++) {
              const batch = Array.from({ length: 1 + (i % 3) }, () => event(type, { worker, i }));
              await append(`${unique('concurrent')}-${worker}`, batch, 'no_stream');
              appended.push(...batch.map((e) => e.eventId!));
            }
          }),
        );
        await recorder.waitForCount(appended.length);
        await delay(200);
        expect(recorder.events).toHaveLength(appended.length);
        expect(new Set(recorder.eventIds)).toEqual(new Set(appended));
        expectIncreasing(recorder.events);
      } finally {
        await recorder.subscription.close();
      }
    });

    const { holdAppendOpen } = options;
    if (holdAppendOpen) {
      it('never skips an event whose transaction commits after later ones', async () => {
        const types = { first: unique('First'), slow: unique('Slow'), fast: unique('Fast') };
        const recorder = new SubscriptionRecorder(store.subscribeToAll({ eventTypes: Object.values(types) }));
        try {
          const first = event(types.first);
          const firstAppend = await append(unique('slow'), [first]);
          await recorder.waitForCount(1);

          const slow = event(types.slow);
          const held = await holdAppendOpen(fixture, unique('slow'), slow);
          const fast = [event(types.fast), event(types.fast)];
          for (const e of fast) await append(unique('fast'), [e]);
          // The fast events are committed and readable, but a subscriber must wait for the slow one.
          expect(
            (await store.readAll({ after: firstAppend.position, eventTypes: Object.values(types) })).map(
              (e) => e.eventId,
            ),
          ).toEqual(fast.map((e) => e.eventId));
          await delay(500);
          expect(recorder.eventIds).toEqual([first.eventId]);

          await held.commit();
          await recorder.waitForCount(4);
          expect(recorder.eventIds).toEqual([first, slow, ...fast].map((e) => e.eventId));
          expectIncreasing(recorder.events);
        } finally {
          await recorder.subscription.close();
        }
      });
    }
  });
}
