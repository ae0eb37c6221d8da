/**
 * `npm run projector:rebuild` and `npm run projector:check` as an operator runs them: the compiled
 * scripts against a database holding events and live read models.
 */
import { DEFAULT_RATE_LIMITS } from '@outflow/domain';
import { createPostgresEventStore } from '@outflow/event-store';
import { Projector } from '@outflow/projector';
import { createReadModelDb, findRateLimitSettings, migrateReadModels } from '@outflow/read-models';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '../support/services';

const ROOT = path.resolve(__dirname, '../..');
const run = (script: string, databaseUrl: string) =>
  spawnSync(process.execPath, [script], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, NATS_URL: '' }, encoding: 'utf8' });

describeWithPostgres('projector command-line tools', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const store = createPostgresEventStore({ connectionString: database.url, schema: 'event_store' });
    await store.ensureSchema();
    for (let i = 0; i < 30; i++) {
      const metadata = { userId: `u${i}`, actor: 'user' as const, correlationId: `c${i}` };
      await store.appendToStream(
        `user-u${i}`,
        [
          { type: 'UserRegistered', data: { userId: `u${i}`, email: `u${i}@example.com`, name: `U${i}`, provider: 'local', registeredAt: '2026-11-22T10:00:00.000Z' }, metadata },
          { type: 'RateLimitSettingsChanged', data: { settings: { ...DEFAULT_RATE_LIMITS, connections: i }, changedAt: '2026-11-22T10:00:00.000Z' }, metadata },
        ],
        { expectedVersion: 'no_stream' },
      );
    }
    const db = createReadModelDb(database.url);
    await migrateReadModels(db);
    await new Projector({ store, db, databaseUrl: database.url }).catchUp();
    await db.destroy();
    await store.close();
  });
  afterAll(() => database?.drop());

  it('check: exit 0 while the live read models match the events, exit 1 naming the table once one is tampered with', async () => {
    const ok = run('apps/projector/dist/check.js', database.url);
    expect([ok.status, ok.stdout.trim()]).toEqual([0, 'Read models match a rebuild from the events.']);

    const db = createReadModelDb(database.url);
    await db.updateTable('rate_limit_settings').set({ connections: 74 }).where('user_id', '=', 'u5').execute();
    const bad = run('apps/projector/dist/check.js', database.url);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('rate_limit_settings: 1 rows only in the live database, 1 only in the rebuild');
    await db.destroy();
  });

  it('rebuild: replays every event into fresh read models, repairing the tampered row', async () => {
    const rebuilt = run('apps/projector/dist/rebuild.js', database.url);
    expect(rebuilt.status).toBe(0);
    expect(rebuilt.stdout).toMatch(/Replayed 60 events in/);
    const db = createReadModelDb(database.url);
    expect((await findRateLimitSettings(db, 'u5')).connections).toBe(5);
    await db.destroy();
    expect(run('apps/projector/dist/check.js', database.url).status).toBe(0);
  });
});
