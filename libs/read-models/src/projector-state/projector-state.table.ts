import type { ColumnType } from 'kysely';

/** How far a projector got: the position of the last event it applied, written with its rows. */
export interface ProjectionCheckpointTable {
  projection: string;
  commit_position: ColumnType<string, string | bigint, string | bigint>;
  prepare_position: ColumnType<string, string | bigint, string | bigint>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

/** An event a projector set aside after failing to apply it (see `projector_parked` in the migrations). */
export interface ProjectorParkedTable {
  projection: string;
  commit_position: ColumnType<string, string | bigint, string | bigint>;
  prepare_position: ColumnType<string, string | bigint, string | bigint>;
  event_id: string;
  stream_id: string;
  stream_position: ColumnType<string, string | bigint, string | bigint>;
  event_type: string;
  error: string;
  attempts: number;
  parked_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
