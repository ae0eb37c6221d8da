import type { ColumnType } from 'kysely';

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
  weekly_connections: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
