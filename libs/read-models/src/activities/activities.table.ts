import type { ColumnType } from 'kysely';

export interface DailyUsageTable {
  user_id: string;
  /** The account's day (YYYY-MM-DD). */
  day: ColumnType<string, string, string>;
  /** A limit key of libs/domain (connections, messages, profileViews, ...). */
  action: string;
  count: number;
}

export interface ActivityTable {
  id: string;
  user_id: string;
  /** view-profile, send-connection, send-message, ... (spec 01 §2 Activity Dashboard). */
  action: string;
  profile_url: string;
  campaign_name: string | null;
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  /** The campaign target acted on: the lead's id in the leads read model (null on rows projected before it was kept). */
  target_id: string | null;
  /** What was sent: the invitation note or the message (null for actions that send nothing). */
  text: string | null;
  /** The daily limit the action counted against (null: a check no limit counts). */
  limit_key: string | null;
  /** The sender (LinkedIn account) that acted (null on rows projected before it was kept). */
  account_id: string | null;
}
