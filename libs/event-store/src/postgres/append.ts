import { randomUUID } from 'node:crypto';
import { DatabaseError, type ClientBase, type Pool, type QueryConfig } from 'pg';
import type { AppendResult, ExpectedVersion, NewEvent } from '../event-store';
import { DuplicateEventError } from './duplicate-event-error';
import { EVENT_ID_CONSTRAINT, STREAM_REVISION_CONSTRAINT, type EventsTable } from './schema';

export type Queryable = Pool | ClientBase;

type Expectation = 'no_stream' | 'any' | 'exact';
type Shape = 'one' | 'many';

/**
 * One INSERT per append, whatever its size and expected version, so an append is one round trip
 * and its own transaction. Stream positions are computed in the statement:
 * - no_stream: 0..n-1; a concurrent or earlier writer makes it a unique violation;
 * - exact v: v+1..v+n, inserted only if the stream's event v exists (events are never deleted,
 *   so that means the stream has at least v+1 events; one more makes v+1 a unique violation);
 * - any: after the stream's current last position; a concurrent writer makes it a unique
 *   violation, which the store retries.
 * Parameters: $1 stream id, then the events ($2..$5 for one, $2 as a JSON array for many), then
 * the expected revision for `exact`.
 */
function appendSql(table: EventsTable, expectation: Expectation, shape: Shape): string {
  const expectedParam = shape === 'one' ? '$6::bigint' : '$3::bigint';
  const base = {
    no_stream: '-1',
    any: `COALESCE((SELECT max(stream_position) FROM ${table.qualified} WHERE stream_id = $1), -1)`,
    exact: expectedParam,
  }[expectation];
  const source =
    shape === 'one'
      ? '(VALUES ($2::uuid, $3::text, $4::jsonb, $5::jsonb, 1::bigint)) AS e(event_id, type, data, metadata, ord)'
      : `(SELECT (value->>'eventId')::uuid AS event_id, value->>'type' AS type, value->'data' AS data,
                 value->'metadata' AS metadata, ord
          FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS batch(value, ord)) AS e`;
  const condition =
    expectation === 'exact'
      ? `WHERE EXISTS (SELECT 1 FROM ${table.qualified} WHERE stream_id = $1 AND stream_position = ${expectedParam})`
      : '';
  const insert = `INSERT INTO ${table.qualified} (stream_id, stream_position, event_id, type, data, metadata)
    SELECT $1, ${base} + e.ord, e.event_id, e.type, e.data, e.metadata FROM ${source} ${condition}
    ${shape === 'many' ? 'ORDER BY e.ord' : ''}
    RETURNING tx_id::text AS tx_id, global_position, stream_position`;
  if (shape === 'one') return insert;
  // A batch answers with its last event alone, all the caller needs: a row per event sent back
  // and parsed is work a bare INSERT does not do.
  return `WITH appended AS (${insert}) SELECT * FROM appended ORDER BY global_position DESC LIMIT 1`;
}

export type AppendStatements = Record<Expectation, Record<Shape, string>>;

export function appendStatements(table: EventsTable): AppendStatements {
  const both = (expectation: Expectation) => ({
    one: appendSql(table, expectation, 'one'),
    many: appendSql(table, expectation, 'many'),
  });
  return { no_stream: both('no_stream'), any: both('any'), exact: both('exact') };
}

function appendQuery(
  statements: AppendStatements,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
): QueryConfig {
  const expectation: Expectation = typeof expected === 'bigint' ? 'exact' : expected;
  const shape: Shape = events.length === 1 ? 'one' : 'many';
  const values: unknown[] =
    shape === 'one'
      ? [
          streamId,
          events[0].eventId ?? randomUUID(),
          events[0].type,
          JSON.stringify(events[0].data),
          JSON.stringify(events[0].metadata),
        ]
      : [
          streamId,
          JSON.stringify(
            events.map((e) => ({
              eventId: e.eventId ?? randomUUID(),
              type: e.type,
              data: e.data,
              metadata: e.metadata,
            })),
          ),
        ];
  if (typeof expected === 'bigint') values.push(expected.toString());
  // Named, so each pooled connection parses and plans each of the six statements once.
  return { name: `outflow_append_${expectation}_${shape}`, text: statements[expectation][shape], values };
}

interface AppendedRow {
  readonly tx_id: string;
  readonly global_position: string;
  readonly stream_position: string;
}

/**
 * Appends in one statement. Resolves `'conflict'` when the stream was not at the expected version
 * (the caller decides whether to retry or report it); a reused event id throws DuplicateEventError.
 */
export async function insertEvents(
  db: Queryable,
  statements: AppendStatements,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
): Promise<AppendResult | 'conflict'> {
  if (events.length === 0) throw new Error(`appendToStream(${streamId}) needs at least one event`);
  let rows: AppendedRow[];
  try {
    ({ rows } = await db.query<AppendedRow>(appendQuery(statements, streamId, events, expected)));
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') {
      if (error.constraint === STREAM_REVISION_CONSTRAINT) return 'conflict';
      if (error.constraint === EVENT_ID_CONSTRAINT) throw new DuplicateEventError(streamId, error.detail);
    }
    throw error;
  }
  if (rows.length === 0) return 'conflict';
  const last = rows[0];
  return {
    nextExpectedVersion: BigInt(last.stream_position),
    position: { commit: BigInt(last.tx_id), prepare: BigInt(last.global_position) },
  };
}
