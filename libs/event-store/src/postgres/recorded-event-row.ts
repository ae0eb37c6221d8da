import { upcastEventData, type EventMetadata } from '@outflow/domain';
import type { RecordedEvent } from '../event-store';

/**
 * The columns every read selects; `pg` returns bigint and xid8 as strings, turned into bigint below.
 * The text of tx_id gets its own name: aliased `tx_id`, an `ORDER BY tx_id` would sort by the text.
 * Metadata comes as text and the time as epoch milliseconds: pg's own parsing of a jsonb column
 * and a timestamptz was a third of a large read's time.
 */
export const RECORDED_EVENT_COLUMNS =
  'global_position, tx_id::text AS commit_position, stream_id, stream_position, event_id, type, data, metadata::text AS metadata, (extract(epoch from created_at) * 1000)::float8 AS created_ms';

export interface RecordedEventRow {
  readonly global_position: string;
  readonly commit_position: string;
  readonly stream_id: string;
  readonly stream_position: string;
  readonly event_id: string;
  readonly type: string;
  readonly data: unknown;
  /** JSON text. */
  readonly metadata: string;
  readonly created_ms: number;
}

export function toRecordedEvent(row: RecordedEventRow): RecordedEvent {
  // Plain properties, not lazy getters: an object literal with accessors and the closures behind them
  // cost more to build than parsing the small metadata text and making the Date (read-all 0.84 of a
  // bare SELECT with getters; see docs/benchmarks.md).
  const metadata = JSON.parse(row.metadata) as EventMetadata;
  return {
    type: row.type,
    // Stored events keep the shape they were written in; readers see today's.
    data: upcastEventData(row.type, row.data, () => metadata.userId),
    metadata,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.global_position) },
    // Milliseconds, as a Date holds them (Postgres keeps microseconds).
    createdAt: new Date(Math.floor(row.created_ms)),
  };
}
