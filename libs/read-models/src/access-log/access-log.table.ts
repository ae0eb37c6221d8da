import type { ColumnType } from 'kysely';

/** One read support staff made of a user's data (SupportAccessRecorded). */
export interface AccessLogTable {
  id: string;
  user_id: string;
  support_user_id: string;
  support_email: string;
  support_name: string;
  /** The domain's SupportRead. */
  what: string;
  campaign_id: string | null;
  detail: string | null;
  at: ColumnType<Date, Date | string, Date | string>;
}
