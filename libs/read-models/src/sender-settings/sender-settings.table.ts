import type { ColumnType } from 'kysely';
import type { RateLimitSettings, ScheduleSettings } from '@outflow/domain';

/** A sender's own settings (null: it follows its workspace's). One row per sender that set any. */
export interface SenderSettingsTable {
  account_id: string;
  /** The sender's workspace (the owner named on its stream's events). */
  user_id: string;
  limits: ColumnType<RateLimitSettings | null, string | null, string | null>;
  schedule: ColumnType<ScheduleSettings | null, string | null, string | null>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
