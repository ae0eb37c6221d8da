import type { GlobalPosition, RecordedEvent } from '../event-store';
import type { Queryable } from './append';
import { RECORDED_EVENT_COLUMNS, toRecordedEvent, type RecordedEventRow } from './recorded-event-row';
import type { EventsTable } from './schema';

/**
 * `settled` reads only events of transactions older than every transaction still running
 * (`tx_id < pg_snapshot_xmin(...)`): nothing can commit into that prefix later, so a reader that
 * resumes after the last event it saw never skips one a slow transaction commits late. That is
 * what subscriptions need. readAll reads everything committed, in the same order.
 */
function afterPositionSql(table: EventsTable, settled: boolean, typed: boolean): string {
  return `SELECT ${RECORDED_EVENT_COLUMNS} FROM ${table.qualified}
    WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
      ${settled ? 'AND tx_id < pg_snapshot_xmin(pg_current_snapshot())' : ''}
      ${typed ? 'AND type = ANY($4::text[])' : ''}
    ORDER BY tx_id, global_position LIMIT $3`;
}

export interface ReadAfterStatements {
  readonly committed: { readonly all: string; readonly typed: string };
  readonly settled: { readonly all: string; readonly typed: string };
}

export function readAfterStatements(table: EventsTable): ReadAfterStatements {
  return {
    committed: { all: afterPositionSql(table, false, false), typed: afterPositionSql(table, false, true) },
    settled: { all: afterPositionSql(table, true, false), typed: afterPositionSql(table, true, true) },
  };
}

export interface ReadAfterOptions {
  readonly after: GlobalPosition;
  readonly maxCount?: number;
  readonly eventTypes?: readonly string[];
  readonly settled: boolean;
}

export async function readAfter(
  db: Queryable,
  statements: ReadAfterStatements,
  options: ReadAfterOptions,
): Promise<RecordedEvent[]> {
  const mode = options.settled ? 'settled' : 'committed';
  const typed = options.eventTypes !== undefined;
  // xid8 has no negative values: the START sentinel (-1, -1) becomes (0, -1), before every event.
  const commit = options.after.commit < 0n ? '0' : options.after.commit.toString();
  const values: unknown[] = [commit, options.after.prepare.toString(), options.maxCount ?? null];
  if (typed) values.push(options.eventTypes);
  const { rows } = await db.query<RecordedEventRow>({
    name: `outflow_read_${mode}_${typed ? 'typed' : 'all'}`,
    text: statements[mode][typed ? 'typed' : 'all'],
    values,
  });
  return rows.map(toRecordedEvent);
}
