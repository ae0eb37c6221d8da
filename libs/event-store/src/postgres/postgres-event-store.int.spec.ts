import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';
import { ConcurrencyError } from '../concurrency-error';
import { eventStoreContract, type EventStoreFixture } from '../contract/event-store.contract';
import { SubscriptionRecorder } from '../contract/subscription-recorder';
import { appendStatements, insertEvents } from './append';
import { DuplicateEventError } from './duplicate-event-error';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store';
import { eventsTable } from './schema';

interface PostgresFixture extends EventStoreFixture {
  readonly url: string;
}

async function postgresFixture(): Promise<PostgresFixture & { store: PostgresEventStore }> {
  const database: TestDatabase = await createTestDatabase('outflow_es');
  const store = createPostgresEventStore({ connectionString: database.url });
  await store.ensureSchema();
  return {
    store,
    url: database.url,
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
}

const metadata = { userId: 'user-1', actor: 'user', correlationId: 'corr-1' } as const;

describeWithPostgres('Postgres event store', () => {
  eventStoreContract('postgres', postgresFixture, {
    // The same INSERT the store runs, inside a transaction that stays open until commit().
    async holdAppendOpen(fixture, streamId, event) {
      const client = new Client({ connectionString: fixture.url });
      await client.connect();
      await client.query('BEGIN');
      await insertEvents(client, appendStatements(eventsTable('public')), streamId, [event], 'no_stream');
      return {
        async commit() {
          await client.query('COMMIT');
          await client.end();
        },
      };
    },
  });

  describe('adapter specifics', () => {
    let fixture: PostgresFixture & { store: PostgresEventStore };
    beforeAll(async () => {
      fixture = await postgresFixture();
    });
    afterAll(async () => {
      await fixture?.cleanup();
    });

    it('rejects a reused event id with DuplicateEventError, not a concurrency conflict', async () => {
      const eventId = randomUUID();
      await fixture.store.appendToStream('dup-a', [{ type: 'Created', data: {}, metadata, eventId }], {
        expectedVersion: 'no_stream',
      });
      const error = await fixture.store
        .appendToStream('dup-b', [{ type: 'Created', data: {}, metadata, eventId }], { expectedVersion: 'any' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DuplicateEventError);
      expect(error).not.toBeInstanceOf(ConcurrencyError);
      const inBatch = await fixture.store
        .appendToStream(
          'dup-c',
          [
            { type: 'A', data: {}, metadata, eventId: randomUUID() },
            { type: 'B', data: {}, metadata, eventId },
          ],
          { expectedVersion: 'no_stream' },
        )
        .catch((e: unknown) => e);
      expect(inBatch).toBeInstanceOf(DuplicateEventError);
      expect(await fixture.store.readStream('dup-c')).toEqual([]);
    });

    it('stores data of any JSON shape and converts positions to bigint', async () => {
      const shapes = [[1, 'two', { three: 3 }], 'text', 42, null, { deep: { list: [{ a: 'é"\\' }] } }];
      await fixture.store.appendToStream(
        'shapes',
        shapes.map((data) => ({ type: 'Shaped', data, metadata })),
        { expectedVersion: 'no_stream' },
      );
      const read = await fixture.store.readStream('shapes');
      expect(read.map((e) => e.data)).toEqual(shapes);
      expect(typeof read[0].position.commit).toBe('bigint');
      expect(typeof read[0].position.prepare).toBe('bigint');
    });

    it('orders the global read by transaction id as a number (tx 9 before tx 10), for readAll and subscriptions', async () => {
      const client = new Client({ connectionString: fixture.url });
      await client.connect();
      try {
        // Explicit tx ids whose text order differs from their numeric order; both long finished.
        await client.query(
          `INSERT INTO events (tx_id, stream_id, stream_position, event_id, type, data, metadata)
           VALUES ('10', 'xid-order-b', 0, $1, 'XidOrdered', '{}', $3), ('9', 'xid-order-a', 0, $2, 'XidOrdered', '{}', $3)`,
          [randomUUID(), randomUUID(), JSON.stringify(metadata)],
        );
      } finally {
        await client.end();
      }
      const read = await fixture.store.readAll({ eventTypes: ['XidOrdered'] });
      expect(read.map((e) => [e.streamId, e.position.commit])).toEqual([
        ['xid-order-a', 9n],
        ['xid-order-b', 10n],
      ]);
      const recorder = new SubscriptionRecorder(
        fixture.store.subscribeToAll({ eventTypes: ['XidOrdered'], maxBatchSize: 1 }),
      );
      try {
        await recorder.waitForCount(2);
        expect(recorder.events.map((e) => e.streamId)).toEqual(['xid-order-a', 'xid-order-b']);
      } finally {
        await recorder.subscription.close();
      }
    });

    it('stops open subscriptions when the store closes', async () => {
      const other = await postgresFixture();
      const recorder = new SubscriptionRecorder(other.store.subscribeToAll());
      await other.store.appendToStream('closing', [{ type: 'A', data: {}, metadata }], {
        expectedVersion: 'no_stream',
      });
      await recorder.waitForCount(1);
      await other.cleanup();
      await expect(recorder.ended).resolves.toBeUndefined();
    });

    it('answers ping while reachable and fails it once closed', async () => {
      await expect(fixture.store.ping()).resolves.toBeUndefined();
      const other = await postgresFixture();
      await other.cleanup();
      await expect(other.store.ping()).rejects.toThrow();
    });
  });
});
