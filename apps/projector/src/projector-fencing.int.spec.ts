import { comparePositions, type EventStore } from '@outflow/event-store';
import { loadCheckpoint, READ_MODELS_PROJECTOR, type ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { advisoryLockHolder } from '../../../test/support/advisory-lock-holder';
import { appendLeadHistories, campaignHistory } from '../../../test/support/campaign-history';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { startPartitionProxy } from '../../../test/support/partition-proxy';
import { freshProjectorStores } from '../../../test/support/projector-stores';
import { checkRebuild } from './check-rebuild';
import { Projector } from './projector';

jest.setTimeout(90_000);

const lockHolder = (db: ReadModelDb) => advisoryLockHolder(db, `projector:${READ_MODELS_PROJECTOR}`);

/** A campaign's life (targets, quota days, timelines) appended by several writers at once, as runners do. */
function appendCampaign(store: EventStore, leads: number): Promise<void> {
  const ownerId = `owner-${randomUUID().slice(0, 8)}`;
  const history = campaignHistory({
    campaignId: randomUUID(),
    ownerId,
    accountId: `account-${ownerId}`,
    leads,
    deferrals: 1,
    start: new Date('2026-03-02T08:00:00Z'),
  });
  const metadata = { userId: ownerId, actor: 'user' as const, correlationId: history.campaignId };
  return store
    .appendToStream(
      history.created.streamId,
      history.created.events.map((e) => ({ type: e.type, data: e.data, metadata })),
      { expectedVersion: 'no_stream' },
    )
    .then(() => appendLeadHistories(store, history.perLead, ownerId, 4));
}

describeWithPostgres('projector fencing: a projector that loses its lock never applies an event twice', () => {
  const running: Projector[] = [];
  // Declared before the stores: the projectors stop before the stores close.
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop()));
  });
  const stores = freshProjectorStores();

  const caughtUp = async () => {
    const [last] = (await stores.store.readAll({ maxCount: 100_000 })).slice(-1);
    const checkpoint = await loadCheckpoint(stores.db, READ_MODELS_PROJECTOR);
    return !!checkpoint && comparePositions(checkpoint, last.position) >= 0;
  };

  it('the lock connection is terminated under load: the standby takes over, the first stops, and the read models equal a rebuild', async () => {
    const logged: string[] = [];
    const first = new Projector({ ...stores, maxBatchSize: 10, log: (_level, message) => void logged.push(message) });
    const second = new Projector({ ...stores, maxBatchSize: 10 });
    running.push(first, second);
    await first.start();
    const standby = second.start();

    const load = appendCampaign(stores.store, 120);
    await eventually(async () => (await loadCheckpoint(stores.db, READ_MODELS_PROJECTOR)) !== undefined, 'a batch');
    const holder = await lockHolder(stores.db);
    await sql`SELECT pg_terminate_backend(${holder})`.execute(stores.db);
    await standby;
    expect(second.active).toBe(true);
    expect(first.active).toBe(false);
    expect(logged).toContain('projector lock connection lost: stopped acting, standing by');

    await load;
    await eventually(caughtUp, 'the read models to catch up');
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([]);
  });

  it('the lock connection is cut silently (a partition): for the lease both projectors run, and still every event lands once', async () => {
    const proxy = await startPartitionProxy(stores.databaseUrl);
    try {
      // The first projector reaches its lock through the proxy, its read models directly.
      const first = new Projector({ ...stores, databaseUrl: proxy.url, maxBatchSize: 10 });
      const second = new Projector({ ...stores, maxBatchSize: 10 });
      running.push(first, second);
      await first.start();
      const standby = second.start();

      const load = appendCampaign(stores.store, 120);
      await eventually(async () => (await loadCheckpoint(stores.db, READ_MODELS_PROJECTOR)) !== undefined, 'a batch');
      const holder = await lockHolder(stores.db);
      proxy.partition();
      // Postgres ends the session (an idle reaper, a failover): the lock is free, the first projector hears nothing.
      await sql`SELECT pg_terminate_backend(${holder})`.execute(stores.db);
      await standby;

      await load;
      await eventually(async () => !first.active, 'the first projector to see its lease run out');
      await eventually(caughtUp, 'the read models to catch up');
      expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
