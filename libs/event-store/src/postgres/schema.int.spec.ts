import { Client } from 'pg';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';
import { createPostgresEventStore } from './postgres-event-store';

describeWithPostgres('Postgres event store schema', () => {
  let database: TestDatabase;
  let client: Client;
  beforeAll(async () => {
    database = await createTestDatabase('outflow_es_schema');
    client = new Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('is created once when several processes ensure it at the same time, and again is a no-op', async () => {
    const stores = Array.from({ length: 4 }, () =>
      createPostgresEventStore({ connectionString: database.url, schema: 'store', poolSize: 1 }),
    );
    try {
      await Promise.all(stores.map((s) => s.ensureSchema()));
      await stores[0].ensureSchema();
      await stores[0].appendToStream(
        's',
        [{ type: 'A', data: {}, metadata: { userId: 'u', actor: 'system', correlationId: 'c' } }],
        { expectedVersion: 'no_stream' },
      );
      expect(await stores[1].readStream('s')).toHaveLength(1);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('has the table shape of design.md', async () => {
    const store = createPostgresEventStore({ connectionString: database.url, schema: 'shape' });
    await store.ensureSchema();
    await store.close();
    const columns = await client.query(
      `SELECT column_name, data_type, is_nullable, column_default, is_identity
         FROM information_schema.columns WHERE table_schema = 'shape' AND table_name = 'events' ORDER BY ordinal_position`,
    );
    expect(columns.rows).toEqual([
      {
        column_name: 'global_position',
        data_type: 'bigint',
        is_nullable: 'NO',
        column_default: null,
        is_identity: 'YES',
      },
      {
        column_name: 'tx_id',
        data_type: 'xid8',
        is_nullable: 'NO',
        column_default: 'pg_current_xact_id()',
        is_identity: 'NO',
      },
      { column_name: 'stream_id', data_type: 'text', is_nullable: 'NO', column_default: null, is_identity: 'NO' },
      {
        column_name: 'stream_position',
        data_type: 'bigint',
        is_nullable: 'NO',
        column_default: null,
        is_identity: 'NO',
      },
      { column_name: 'event_id', data_type: 'uuid', is_nullable: 'NO', column_default: null, is_identity: 'NO' },
      { column_name: 'type', data_type: 'text', is_nullable: 'NO', column_default: null, is_identity: 'NO' },
      { column_name: 'data', data_type: 'jsonb', is_nullable: 'NO', column_default: null, is_identity: 'NO' },
      { column_name: 'metadata', data_type: 'jsonb', is_nullable: 'NO', column_default: null, is_identity: 'NO' },
      {
        column_name: 'created_at',
        data_type: 'timestamp with time zone',
        is_nullable: 'NO',
        column_default: 'now()',
        is_identity: 'NO',
      },
    ]);
    const indexes = await client.query(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'shape' AND tablename = 'events' ORDER BY indexname`,
    );
    expect(indexes.rows.map((r: { indexdef: string }) => r.indexdef.replace(/ USING btree/, ''))).toEqual([
      'CREATE UNIQUE INDEX events_event_id_unique ON shape.events (event_id)',
      'CREATE UNIQUE INDEX events_pkey ON shape.events (global_position)',
      'CREATE UNIQUE INDEX events_stream_revision_unique ON shape.events (stream_id, stream_position)',
      'CREATE INDEX events_tx_id_global_position_idx ON shape.events (tx_id, global_position)',
    ]);
  });
});
