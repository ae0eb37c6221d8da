import { DEFAULT_RATE_LIMITS, type EventMetadata } from '@outflow/domain';
import type { NewEvent } from '@outflow/event-store';
import { createInProcessMessageBus, type MessageBus } from '@outflow/messaging';
import {
  countParkedEvents,
  findRateLimitSettings,
  listParkedEvents,
  type AnyProjection as Projection,
} from '@outflow/read-models';
import { sql } from 'kysely';
import { UNPROJECTABLE_STREAM, unprojectableMessage } from '../../../test/support/poison-event';
import { describeWithPostgres } from '@outflow/testing';
import { checkRebuild } from './check-rebuild';
import { projections } from './projections';
import { Projector } from './projector';
import { freshProjectorStores } from '../../../test/support/projector-stores';

const meta = (userId: string): EventMetadata => ({ userId, actor: 'user', correlationId: `c-${userId}` });
const registered = (userId: string): NewEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: `${userId}@example.com`,
    name: userId,
    provider: 'local',
    occurredAt: '2026-11-22T10:00:00.000Z',
  },
  metadata: meta(userId),
});
const limitsChanged = (userId: string, connections: number): NewEvent => ({
  type: 'RateLimitSettingsChanged',
  data: { settings: { ...DEFAULT_RATE_LIMITS, connections }, occurredAt: '2026-11-22T10:00:00.000Z' },
  metadata: meta(userId),
});

/** A crash: the connection drops in the middle of a batch (nothing about the events themselves). */
const connectionLost = () =>
  Object.assign(new Error('simulated crash in the middle of a batch'), { code: 'ECONNRESET' });

/** Counts every event it sees: applying one twice, or losing one, changes the count. */
const counting = (failOn?: () => boolean): Projection => ({
  name: 'counting',
  eventTypes: ['UserRegistered', 'RateLimitSettingsChanged'],
  async apply(trx, events) {
    if (failOn?.()) throw connectionLost();
    await sql`UPDATE event_count SET n = n + ${events.length}`.execute(trx);
  },
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describeWithPostgres('projector', () => {
  let bus: MessageBus;
  // Declared before the stores: the bus closes before they do.
  afterEach(() => bus.close());
  const stores = freshProjectorStores();
  beforeEach(async () => {
    await sql`CREATE TABLE event_count (n integer NOT NULL)`.execute(stores.db);
    await sql`INSERT INTO event_count VALUES (0)`.execute(stores.db);
    bus = createInProcessMessageBus();
  });

  const count = async () => Number((await sql<{ n: number }>`SELECT n FROM event_count`.execute(stores.db)).rows[0].n);

  it('projects events, live, into the read models and publishes a notice per event', async () => {
    const notices: string[] = [];
    await bus.listen(
      'outflow.notice.event.>',
      (data: { type: string; userId: string }) => void notices.push(`${data.type}:${data.userId}`),
    );
    const projector = new Projector({ ...stores, bus });
    await projector.start();
    await stores.store.appendToStream('user-a', [registered('a'), limitsChanged('a', 25)], {
      expectedVersion: 'no_stream',
    });
    await stores.store.appendToStream('user-b', [registered('b')], { expectedVersion: 'no_stream' });
    await until(async () => (await stores.db.selectFrom('users').select('id').execute()).length === 2);
    expect((await findRateLimitSettings(stores.db, 'a')).connections).toBe(25);
    expect(await findRateLimitSettings(stores.db, 'b')).toEqual(DEFAULT_RATE_LIMITS);
    await until(async () => notices.length === 3);
    expect(notices.sort()).toEqual(['RateLimitSettingsChanged:a', 'UserRegistered:a', 'UserRegistered:b']);
    await projector.stop();
  });

  it('never applies an event twice nor loses one across a crash mid-batch and a restart', async () => {
    for (let i = 0; i < 50; i++)
      await stores.store.appendToStream(`user-${i}`, [registered(`${i}`), limitsChanged(`${i}`, i % 70)], {
        expectedVersion: 'no_stream',
      });
    let batches = 0;
    const crashing = new Projector({
      ...stores,
      maxBatchSize: 7,
      projections: [...projections, counting(() => ++batches === 3)],
    });
    await expect(crashing.catchUp()).rejects.toThrow('simulated crash');
    expect(await count()).toBe(14); // the two whole batches before the crash, nothing of the third
    const restarted = new Projector({ ...stores, maxBatchSize: 7, projections: [...projections, counting()] });
    await restarted.catchUp();
    expect(await count()).toBe(100);
    expect((await findRateLimitSettings(stores.db, '33')).connections).toBe(33);
  });

  it('sets aside an event it cannot apply: the good events around it are projected, the poison one is parked, listed and logged; a retry while the cause remains leaves it parked', async () => {
    const logged: Array<{ level: string; message: string }> = [];
    const log = (level: string, message: string) => void logged.push({ level, message });
    const projector = new Projector({ ...stores, retryDelayMs: 50, log, projections: [...projections, counting()] });
    await projector.start();
    await stores.store.appendToStream('user-a', [registered('a')], { expectedVersion: 'no_stream' });
    // One append: the poison is in the same batch as good events on both sides of it.
    const poisonAt = (
      await stores.store.appendToStream(UNPROJECTABLE_STREAM, [unprojectableMessage('a', 1_000_000)], {
        expectedVersion: 'no_stream',
      })
    ).position;
    await stores.store.appendToStream('user-b', [registered('b'), limitsChanged('b', 33)], {
      expectedVersion: 'no_stream',
    });
    await stores.store.appendToStream('user-c', [registered('c')], { expectedVersion: 'no_stream' });

    await until(async () => (await stores.db.selectFrom('users').select('id').execute()).length === 3);
    expect((await findRateLimitSettings(stores.db, 'b')).connections).toBe(33);
    expect(await count()).toBe(4);
    const [parked] = await listParkedEvents(stores.db, 'read-models');
    expect(parked).toMatchObject({
      position: poisonAt,
      streamId: 'chat-acc-1-chat-1',
      streamPosition: 0n,
      eventType: 'ChatMessageRecorded',
      attempts: 3,
    });
    expect(parked.error).toMatch(/index row/);
    expect(await countParkedEvents(stores.db)).toBe(1);
    expect(await stores.db.selectFrom('chat_messages').select('message_id').execute()).toEqual([]);
    expect(logged.filter((l) => l.level === 'error')).toEqual([
      {
        level: 'error',
        message: expect.stringMatching(
          new RegExp(
            `^projector parked the event at position ${poisonAt.prepare} \\(ChatMessageRecorded on chat-acc-1-chat-1\\) after 3 failed attempts: .*index row`,
          ),
        ),
      },
    ]);
    // Later events are not held up either.
    await stores.store.appendToStream('user-d', [registered('d')], { expectedVersion: 'no_stream' });
    await until(async () => (await count()) === 5);

    // While the cause stays, a retry fails and the event stays parked.
    await expect(projector.retryParked(String(poisonAt.prepare))).rejects.toThrow(/still fails: .*index row/);
    expect((await listParkedEvents(stores.db, 'read-models'))[0].attempts).toBe(4);
    await projector.stop();
  });

  it('retry applies a parked event alone once the cause is fixed, and takes it off the list', async () => {
    // A projection with a bug for one user's events; "deploying the fix" flips it.
    let fixed = false;
    const buggy: Projection = {
      name: 'buggy',
      eventTypes: ['UserRegistered'],
      async apply(trx, events) {
        if (!fixed && events.some((e) => e.metadata.userId === 'bug'))
          throw new TypeError("Cannot read properties of undefined (reading 'name')");
        await sql`UPDATE event_count SET n = n + ${events.length}`.execute(trx);
      },
    };
    const projector = new Projector({ ...stores, projections: [...projections, buggy] });
    await stores.store.appendToStream('user-a', [registered('a')], { expectedVersion: 'no_stream' });
    const bugAt = (await stores.store.appendToStream('user-bug', [registered('bug')], { expectedVersion: 'no_stream' }))
      .position;
    await stores.store.appendToStream('user-b', [registered('b')], { expectedVersion: 'no_stream' });
    expect(await projector.catchUp()).toBe(3);
    expect(await count()).toBe(2);
    expect((await stores.db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id)).toEqual([
      'a',
      'b',
    ]);
    expect((await projector.parked()).map((p) => [p.position, p.eventType])).toEqual([[bugAt, 'UserRegistered']]);

    fixed = true;
    await projector.retryParked(String(bugAt.prepare));
    expect(await projector.parked()).toEqual([]);
    expect(await count()).toBe(3);
    expect((await stores.db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id)).toEqual([
      'a',
      'b',
      'bug',
    ]);
    await expect(projector.retryParked(String(bugAt.prepare))).rejects.toThrow(
      `No parked event at position ${bugAt.prepare}`,
    );
  });

  it('parks the same event on a rebuild, and the check knows it: equal read models, the parked event named on both sides', async () => {
    await sql`DROP TABLE event_count`.execute(stores.db);
    await stores.store.appendToStream('user-a', [registered('a')], { expectedVersion: 'no_stream' });
    await stores.store.appendToStream(UNPROJECTABLE_STREAM, [unprojectableMessage('a')], {
      expectedVersion: 'no_stream',
    });
    await stores.store.appendToStream('user-b', [registered('b')], { expectedVersion: 'no_stream' });
    const live = new Projector({ ...stores });
    expect(await live.catchUp()).toBe(3);
    expect(await listParkedEvents(stores.db, 'read-models')).toHaveLength(1);
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([]);

    // A live read model that lost its parked row (or never parked the event) no longer matches.
    await stores.db.deleteFrom('projector_parked').execute();
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([
      { table: 'projector_parked', onlyInA: 0, onlyInB: 1 },
    ]);
  });

  it('keeps one active projector per name: a second one waits as a standby until the first stops', async () => {
    const first = new Projector({ ...stores, projections: [...projections, counting()] });
    await first.start();
    const second = new Projector({ ...stores, projections: [...projections, counting()] });
    let secondStarted = false;
    const secondStarting = second.start().then(() => (secondStarted = true));
    await stores.store.appendToStream('user-x', [registered('x')], { expectedVersion: 'no_stream' });
    await until(async () => (await count()) === 1);
    expect(secondStarted).toBe(false);
    await first.stop();
    await secondStarting;
    await stores.store.appendToStream('user-y', [registered('y')], { expectedVersion: 'no_stream' });
    await until(async () => (await count()) === 2);
    await second.stop();
    expect(await count()).toBe(2);
  });

  it('rebuilds the read models from the events, and the check finds them equal to the live ones', async () => {
    await sql`DROP TABLE event_count`.execute(stores.db);
    for (let i = 0; i < 20; i++)
      await stores.store.appendToStream(
        `user-${i}`,
        [registered(`u${i}`), limitsChanged(`u${i}`, i), limitsChanged(`u${i}`, i + 1)],
        { expectedVersion: 'no_stream' },
      );
    const live = new Projector({ ...stores });
    await live.catchUp();
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([]);

    await stores.db.updateTable('rate_limit_settings').set({ connections: 74 }).where('user_id', '=', 'u3').execute();
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([
      { table: 'rate_limit_settings', onlyInA: 1, onlyInB: 1 },
    ]);

    const replayed = await new Projector({ ...stores }).rebuild();
    expect(replayed).toBe(60);
    expect((await findRateLimitSettings(stores.db, 'u3')).connections).toBe(4);
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([]);
  });
});
