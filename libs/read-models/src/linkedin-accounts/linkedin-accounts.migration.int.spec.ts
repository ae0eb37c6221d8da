import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describeWithPostgres } from '@outflow/testing';
import { migrations } from '../migrations';
import { READ_MODEL_SCHEMA } from '../read-model-db';
import { readModelDatabase } from '../testing/read-model-spec';
import { findSenders, findUserIdByLinkedInAccount } from './linkedin-accounts.queries';

const state = (accountId: string | null, connection: string) =>
  JSON.stringify({ connection, accountId, connectedAt: '2026-11-01T09:00:00.000Z', profile: null });

describeWithPostgres('migration 0024-senders (linkedin_accounts: one row per user → one row per sender)', () => {
  const rm = readModelDatabase();

  it("keeps each user's account as a sender of theirs, drops rows without one, and goes back down", async () => {
    const migrator = new Migrator({
      db: rm.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: READ_MODEL_SCHEMA,
    });
    expect((await migrator.migrateTo('0023-accepted-at-backfill')).error).toBeUndefined();
    // Rows as one account per user kept them: a connected one, a removed one (no account), and an
    // account on two users' rows (from before claims), the one changed last the true holder.
    await sql`INSERT INTO linkedin_accounts (user_id, account_id, connection, state, last_updated) VALUES
      ('u-1', 'acc-1', 'connected', ${state('acc-1', 'connected')}, '2026-11-01T09:00:00Z'),
      ('u-2', NULL, 'none', ${state(null, 'none')}, NULL),
      ('u-3', 'acc-shared', 'disconnected', ${state('acc-shared', 'disconnected')}, '2026-11-01T09:00:00Z'),
      ('u-4', 'acc-shared', 'connected', ${state('acc-shared', 'connected')}, '2026-11-02T09:00:00Z')`.execute(rm.db);

    expect((await migrator.migrateTo('0024-senders')).error).toBeUndefined();
    expect(await findSenders(rm.db, 'u-1')).toEqual([expect.objectContaining({ accountId: 'acc-1', ownerId: 'u-1' })]);
    expect(await findSenders(rm.db, 'u-2')).toEqual([]);
    expect(await findUserIdByLinkedInAccount(rm.db, 'acc-shared')).toBe('u-4');
    expect(await findSenders(rm.db, 'u-3')).toEqual([]);
    // A second sender of u-1 now has a row of its own.
    await sql`INSERT INTO linkedin_accounts (user_id, account_id, connection, state, last_updated)
      VALUES ('u-1', 'acc-2', 'connected', ${state('acc-2', 'connected')}, '2026-11-03T09:00:00Z')`.execute(rm.db);
    expect((await findSenders(rm.db, 'u-1')).map((s) => s.accountId)).toEqual(['acc-1', 'acc-2']);

    expect((await migrator.migrateTo('0023-accepted-at-backfill')).error).toBeUndefined();
    const rows = await sql<{ user_id: string; account_id: string }>`
      SELECT user_id, account_id FROM linkedin_accounts ORDER BY user_id`.execute(rm.db);
    // Back to one row per user: the sender changed last stays.
    expect(rows.rows).toEqual([
      { user_id: 'u-1', account_id: 'acc-2' },
      { user_id: 'u-4', account_id: 'acc-shared' },
    ]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
