import type { ColumnType } from 'kysely';

export interface ScheduleSettingsTable {
  user_id: string;
  time_zone: string;
  working_hours: ColumnType<{ enabled: boolean; days: number[]; start: string; end: string }, string, string>;
  warm_up_enabled: boolean;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
