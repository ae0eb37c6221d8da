import { randomUUID } from 'node:crypto';
import { EVENT_COLUMNS_SQL, type NewEvent } from '@outflow/event-store';

/** An event shaped like the runner's (ids, a short message), with full metadata. */
export function sampleEvent(index: number): NewEvent {
  return {
    type: index % 2 === 0 ? 'ConnectionRequestSent' : 'StepScheduled',
    data: {
      campaignId: 'c0a8f3f2-55d1-4ab4-9a55-2f7d4c2b9e01',
      targetId: `target-${index}`,
      linkedinProfileId: `ACoAAB${index.toString(36).padStart(8, '0')}`,
      message: 'Hi Jane, I enjoyed your post on remote hiring and would love to connect.',
      attempt: 1,
    },
    metadata: { userId: 'user-1', actor: 'runner', correlationId: randomUUID(), causationId: randomUUID() },
    eventId: randomUUID(),
  };
}

/** The same event as a row of the bare table's columns (what a plain INSERT would send). */
export function bareRow(streamId: string, streamPosition: number, event: NewEvent): unknown[] {
  return [
    streamId,
    streamPosition,
    event.eventId,
    event.type,
    JSON.stringify(event.data),
    JSON.stringify(event.metadata),
  ];
}

/** A plain table with the events table's columns, only a primary key: the bare-INSERT baseline. */
export const BARE_TABLE_SQL = `CREATE TABLE bare_events (${EVENT_COLUMNS_SQL})`;

export const BARE_COLUMNS = '(stream_id, stream_position, event_id, type, data, metadata)';

/** `($1, $2, ..., $6), ($7, ...)` for a multi-row INSERT of `rows` rows. */
export function bareValuesList(rows: number): string {
  return Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: 6 }, (_, c) => `$${r * 6 + c + 1}`).join(', ')})`,
  ).join(', ');
}
