import { createReadModelDb, type ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';
import { PostgresRequestLimitStorage } from './postgres-request-limit-storage';

const FIFTEEN_MINUTES = 15 * 60_000;

describeWithPostgres('request-limit counters in Postgres', () => {
  let database: TestDatabase;
  const dbs: ReadModelDb[] = [];
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(dbs.splice(0).map((db) => db.destroy()));
    await database.drop();
  });
  /** Each "API process" has its own connection pool and storage on the shared database. */
  const process = () => {
    const db = createReadModelDb(database.url, { poolSize: 2 });
    dbs.push(db);
    return new PostgresRequestLimitStorage(db);
  };
  const signIn = (storage: PostgresRequestLimitStorage, email = 'target@example.com') =>
    storage.increment(`email:${email}`, FIFTEEN_MINUTES, 10, FIFTEEN_MINUTES, 'sign-in-email');

  it('counts one limit across API processes: the 11th wrong password is refused whichever API gets it', async () => {
    const [first, second] = [process(), process()];
    for (let i = 0; i < 10; i++) expect((await signIn(i % 2 ? first : second)).isBlocked).toBe(false);
    const refused = await signIn(first);
    expect(refused).toMatchObject({ isBlocked: true, totalHits: 11 });
    expect(refused.timeToBlockExpire).toBeGreaterThan(14 * 60);
    expect(refused.timeToBlockExpire).toBeLessThanOrEqual(15 * 60);
    expect((await signIn(second)).isBlocked).toBe(true);
    // Another e-mail, another limit.
    expect((await signIn(second, 'bystander@example.com')).isBlocked).toBe(false);
  });

  it('keeps counting across a restart, and counts hits at once from many processes exactly', async () => {
    const storages = Array.from({ length: 4 }, () => process());
    // Tables made by processes starting together.
    await Promise.all(storages.map((s) => signIn(s, 'race@example.com')));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(storages[i % 4], 'race@example.com')),
    );
    expect(results.filter((r) => !r.isBlocked)).toHaveLength(6);
    const restarted = process();
    expect((await signIn(restarted, 'race@example.com')).isBlocked).toBe(true);
  });

  it('a window that ended counts afresh, and so does a key whose block is over', async () => {
    const storage = process();
    for (let i = 0; i < 3; i++) await storage.increment('user:u1', 60_000, 3, 60_000, 'user');
    expect((await storage.increment('user:u1', 60_000, 3, 60_000, 'user')).isBlocked).toBe(true);
    // As the database's clock would see it a minute later.
    await sql`UPDATE request_limits.counters SET window_ends_at = now() - interval '1 second', blocked_until = now() - interval '1 second'`.execute(
      dbs[0],
    );
    expect(await storage.increment('user:u1', 60_000, 3, 60_000, 'user')).toMatchObject({
      isBlocked: false,
      totalHits: 1,
    });
  });
});
