import type { ColumnType, Generated } from 'kysely';

/**
 * The read models' tables, all in the `read_models` schema. Every row carries its owner
 * (`user_id`, or `id` for users) and every query filters by it.
 */
export interface ProjectionCheckpointTable {
  projection: string;
  commit_position: ColumnType<string, string | bigint, string | bigint>;
  prepare_position: ColumnType<string, string | bigint, string | bigint>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

export interface UserTable {
  id: string;
  email: string;
  name: string;
  provider: string;
  registered_at: ColumnType<Date, Date | string, Date | string>;
}

export interface RateLimitSettingsTable {
  user_id: string;
  connections: number;
  messages: number;
  profile_views: number;
  inmails: number;
  likes: number;
  endorsements: number;
  followings: number;
  emails: number;
  total: number;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ReadModelDatabase {
  projection_checkpoints: ProjectionCheckpointTable;
  users: UserTable;
  rate_limit_settings: RateLimitSettingsTable;
}

export type Row<T extends keyof ReadModelDatabase> = ReadModelDatabase[T];
export type { Generated };
