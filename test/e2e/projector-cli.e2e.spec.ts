/**
 * `npm run projector:rebuild`, `npm run projector:check` and `npm run projector:parked` as an
 * operator runs them: the compiled scripts against a database holding events and live read models.
 */
import { DEFAULT_RATE_LIMITS } from '@outflow/domain';
import { createPostgresEventStore, type EventStore } from '@outflow/event-store';
import { Projector } from '@outflow/projector';
import { createReadModelDb, findRateLimitSettings, migrateReadModels } from '@outflow/read-models';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { UNPROJECTABLE_STREAM, unprojectableMessage } from '../support/poison-event';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';

const ROOT = path.resolve(__dirname, '../..');
/** What a live projector did before the command runs: the read models migrated and every event applied. */
async function project(store: EventStore, databaseUrl: string): Promise<void> {
  const db = createReadModelDb(databaseUrl);
  await migrateReadModels(db);
  await new Projector({ store, db, databaseUrl }).catchUp();
  await db.destroy();
  await store.close();
}

const run = (script: string, databaseUrl: string, args: string[] = []) =>
  spawnSync(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NATS_URL: '' },
    encoding: 'utf8',
  });

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
          {
            type: 'UserRegistered',
            data: {
              userId: `u${i}`,
              email: `u${i}@example.com`,
              name: `U${i}`,
              provider: 'local',
              occurredAt: '2026-11-22T10:00:00.000Z',
            },
            metadata,
          },
          {
            type: 'RateLimitSettingsChanged',
            data: { settings: { ...DEFAULT_RATE_LIMITS, connections: i }, occurredAt: '2026-11-22T10:00:00.000Z' },
            metadata,
          },
        ],
        { expectedVersion: 'no_stream' },
      );
    }
    await project(store, database.url);
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

describeWithPostgres('projector command-line tools with a parked event', () => {
  let database: TestDatabase;
  let poisonAt: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const store = createPostgresEventStore({ connectionString: database.url, schema: 'event_store' });
    await store.ensureSchema();
    const metadata = { userId: 'u1', actor: 'user' as const, correlationId: 'c1' };
    await store.appendToStream(
      'user-u1',
      [
        {
          type: 'UserRegistered',
          data: {
            userId: 'u1',
            email: 'u1@example.com',
            name: 'U1',
            provider: 'local',
            occurredAt: '2026-11-22T10:00:00.000Z',
          },
          metadata,
        },
      ],
      {
        expectedVersion: 'no_stream',
      },
    );
    poisonAt = (
      await store.appendToStream(UNPROJECTABLE_STREAM, [unprojectableMessage('u1')], { expectedVersion: 'no_stream' })
    ).position.prepare.toString();
    await project(store, database.url);
  });
  afterAll(() => database?.drop());

  it('check: the read models match a rebuild, which parks the same event, and the parked event is named', () => {
    const check = run('apps/projector/dist/check.js', database.url);
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('Read models match a rebuild from the events.');
    expect(check.stdout).toMatch(
      new RegExp(
        `1 parked event\\(s\\)[^\\n]*\\n  position ${poisonAt}: ChatMessageRecorded on chat-acc-1-chat-1 .*after 3 attempts: index row`,
      ),
    );
  });

  it('parked: lists it; retry says it still fails (exit 1) and keeps it; a bad call says how to use it', () => {
    const list = run('apps/projector/dist/parked.js', database.url, ['list']);
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(
        `^position ${poisonAt}: ChatMessageRecorded on chat-acc-1-chat-1 \\(event [0-9a-f-]+\\), parked .* after 3 attempts: index row`,
      ),
    );

    const retry = run('apps/projector/dist/parked.js', database.url, ['retry', poisonAt]);
    expect([retry.status, retry.stderr.trim()]).toEqual([
      1,
      expect.stringMatching(new RegExp(`^The event at position ${poisonAt} still fails: index row`)),
    ]);
    expect(run('apps/projector/dist/parked.js', database.url, ['list']).stdout).toContain('after 4 attempts');

    const unknown = run('apps/projector/dist/parked.js', database.url, ['retry', '999999']);
    expect([unknown.status, unknown.stderr.trim()]).toEqual([
      1,
      'No parked event at position 999999 (npm run projector:parked -- list)',
    ]);
    expect(run('apps/projector/dist/parked.js', database.url, ['retry']).status).toBe(2);
    expect(run('apps/projector/dist/parked.js', database.url, []).stderr.trim()).toBe(
      'Usage: npm run projector:parked -- list | retry <position>',
    );
  });
});
