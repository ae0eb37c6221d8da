import type { EventMetadata } from '@outflow/domain';
import type { RecordedEvent } from '../event-store';

/**
 * The columns every read selects; `pg` returns bigint and xid8 as strings, turned into bigint below.
 * The text of tx_id gets its own name: aliased `tx_id`, an `ORDER BY tx_id` would sort by the text.
 */
export const RECORDED_EVENT_COLUMNS =
  'global_position, tx_id::text AS commit_position, stream_id, stream_position, event_id, type, data, metadata, created_at';

export interface RecordedEventRow {
  readonly global_position: string;
  readonly commit_position: string;
  readonly stream_id: string;
  readonly stream_position: string;
  readonly event_id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly created_at: Date;
}

export function toRecordedEvent(row: RecordedEventRow): RecordedEvent {
  return {
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.global_position) },
    createdAt: row.created_at,
  };
}
