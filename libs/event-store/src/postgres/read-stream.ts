import type { ReadStreamOptions, RecordedEvent } from '../event-store';
import type { Queryable } from './append';
import { RECORDED_EVENT_COLUMNS, toRecordedEvent, type RecordedEventRow } from './recorded-event-row';
import type { EventsTable } from './schema';

export interface ReadStreamStatements {
  readonly events: string;
  readonly revision: string;
  readonly many: string;
}

export function readStreamStatements(table: EventsTable): ReadStreamStatements {
  return {
    // LIMIT NULL reads to the end.
    events: `SELECT ${RECORDED_EVENT_COLUMNS} FROM ${table.qualified}
      WHERE stream_id = $1 AND stream_position >= $2 ORDER BY stream_position LIMIT $3`,
    revision: `SELECT max(stream_position) AS revision FROM ${table.qualified} WHERE stream_id = $1`,
    // The global order, as readAll and subscriptions see it.
    many: `SELECT ${RECORDED_EVENT_COLUMNS} FROM ${table.qualified}
      WHERE stream_id = ANY($1::text[]) ORDER BY tx_id, global_position`,
  };
}

export async function readStream(
  db: Queryable,
  statements: ReadStreamStatements,
  streamId: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  const { rows } = await db.query<RecordedEventRow>({
    name: 'outflow_read_stream',
    text: statements.events,
    values: [streamId, (options.fromPosition ?? 0n).toString(), options.maxCount ?? null],
  });
  return rows.map(toRecordedEvent);
}

/** Several streams' events in the global order: one statement, however many streams. */
export async function readStreams(
  db: Queryable,
  statements: ReadStreamStatements,
  streamIds: readonly string[],
): Promise<RecordedEvent[]> {
  if (streamIds.length === 0) return [];
  const { rows } = await db.query<RecordedEventRow>({
    name: 'outflow_read_streams',
    text: statements.many,
    values: [[...new Set(streamIds)]],
  });
  return rows.map(toRecordedEvent);
}

/** The stream's current revision (position of its last event), or `'no_stream'`. */
export async function streamRevision(
  db: Queryable,
  statements: ReadStreamStatements,
  streamId: string,
): Promise<bigint | 'no_stream'> {
  const { rows } = await db.query<{ revision: string | null }>(statements.revision, [streamId]);
  return rows[0].revision === null ? 'no_stream' : BigInt(rows[0].revision);
}
