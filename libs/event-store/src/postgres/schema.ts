import { escapeIdentifier, type Pool } from 'pg';

/** Names the SQL of one store uses: its schema and the fully qualified events table. */
export interface EventsTable {
  readonly schema: string;
  /** `"schema"."events"`, ready to splice into SQL. */
  readonly qualified: string;
}

export function eventsTable(schema: string): EventsTable {
  return { schema, qualified: `${escapeIdentifier(schema)}.events` };
}

/** Constraint names the append reads back from a unique violation (23505). */
export const STREAM_REVISION_CONSTRAINT = 'events_stream_revision_unique';
export const EVENT_ID_CONSTRAINT = 'events_event_id_unique';

/** The events table's columns; the append benchmark's bare baseline table is built from the same list. */
export const EVENT_COLUMNS_SQL = `global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id text NOT NULL,
      stream_position bigint NOT NULL,
      event_id uuid NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()`;

function schemaStatements(table: EventsTable): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${escapeIdentifier(table.schema)}`,
    `CREATE TABLE IF NOT EXISTS ${table.qualified} (
      ${EVENT_COLUMNS_SQL},
      CONSTRAINT ${STREAM_REVISION_CONSTRAINT} UNIQUE (stream_id, stream_position),
      CONSTRAINT ${EVENT_ID_CONSTRAINT} UNIQUE (event_id)
    )`,
    // The global order subscribers and readAll follow (design.md, "Event store").
    `CREATE INDEX IF NOT EXISTS events_tx_id_global_position_idx ON ${table.qualified} (tx_id, global_position)`,
  ];
}

/**
 * Creates the schema, table and indexes when missing. Several processes may call it at start:
 * concurrent `CREATE ... IF NOT EXISTS` can still collide in the catalog, so a transaction-scoped
 * advisory lock keyed by the schema name lets one of them at a time through.
 */
export async function ensureSchema(pool: Pool, table: EventsTable): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`outflow.event-store:${table.schema}`]);
    for (const statement of schemaStatements(table)) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
