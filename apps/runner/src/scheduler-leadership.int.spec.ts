import { createReadModelDb, type ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import { advisoryLockHolder } from '../../../test/support/advisory-lock-holder';
import { eventually, createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';
import { startPartitionProxy, type PartitionProxy } from '../../../test/support/partition-proxy';
import { SchedulerLeadership } from './scheduler-leadership';

jest.setTimeout(60_000);

/** Watches two leaderships every few milliseconds: were both ever free to hand out steps at once? */
function watch(first: SchedulerLeadership, second: SchedulerLeadership): { both: () => boolean; stop: () => void } {
  let both = false;
  const timer = setInterval(() => {
    if (first.holds() && second.holds()) both = true;
  }, 2);
  return { both: () => both, stop: () => clearInterval(timer) };
}

describeWithPostgres('step scheduler leadership: a leader that loses its lock stops before another leads', () => {
  let database: TestDatabase;
  let db: ReadModelDb;
  let proxy: PartitionProxy | undefined;
  const leaders: SchedulerLeadership[] = [];
  beforeEach(async () => {
    database = await createTestDatabase();
    db = createReadModelDb(database.url, { poolSize: 2 });
  });
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
    await Promise.all(leaders.splice(0).map((l) => l.release()));
    await db.destroy();
    await database.drop();
  });

  const leadership = (url: string) => {
    const l = new SchedulerLeadership(url, undefined, { leaseMs: 800 });
    leaders.push(l);
    return l;
  };

  it('the lock connection is terminated: the leader stops at once, the standby leads after it', async () => {
    const first = leadership(database.url);
    const second = leadership(database.url);
    expect(await first.acquire()).toBe(true);
    const watched = watch(first, second);
    const standby = second.acquire();
    expect(first.holds()).toBe(true);
    expect(second.holds()).toBe(false);

    await sql`SELECT pg_terminate_backend(${first.backendPid})`.execute(db);
    expect(await standby).toBe(true);
    watched.stop();
    expect(watched.both()).toBe(false);
    expect(first.holds()).toBe(false);
    expect(() => first.check()).toThrow('the step scheduler no longer holds its lock');
    expect(second.holds()).toBe(true);
  });

  it('the lock connection is cut silently (a partition): the leader stops when its lease runs out, before the new one leads', async () => {
    proxy = await startPartitionProxy(database.url);
    const first = leadership(proxy.url);
    const second = leadership(database.url);
    expect(await first.acquire()).toBe(true);
    const pid = await advisoryLockHolder(db, 'outflow:runner-scheduler');
    const watched = watch(first, second);
    const standby = second.acquire();

    proxy.partition();
    // Postgres ends the session, so the lock is free; the first leader hears nothing of it.
    await sql`SELECT pg_terminate_backend(${pid})`.execute(db);
    expect(await standby).toBe(true);
    await eventually(async () => !first.holds(), 'the first leader to see its lease run out');
    watched.stop();
    expect(watched.both()).toBe(false);
    expect(second.holds()).toBe(true);
  });
});
