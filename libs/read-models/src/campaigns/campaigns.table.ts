import type { ColumnType } from 'kysely';

export interface TargetStats {
  completed: number;
  running: number;
  paused: number;
  failed: number;
  total: number;
}

export interface CampaignTable {
  id: string;
  user_id: string;
  name: string;
  /** Server status: active, paused, completed, failed (anything else reads as pending). */
  status: string;
  /** Running, Completed, Paused, Ready or Empty. */
  progress_status: string;
  sequence: ColumnType<{ nodes: unknown[]; edges: unknown[] }, string, string>;
  target_count: number;
  targets_by_source_count: number;
  /** Percent, 0–100. */
  connection_accept_rate: number;
  /** Percent, 0–100. */
  response_rate: number;
  target_stats: ColumnType<TargetStats, string | undefined, string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  /** The LinkedIn account (provider id) the campaign acts through. */
  account_id: string | null;
  /** Every sender the campaign acts through; null: `[account_id]` (campaigns from before). */
  senders: ColumnType<string[] | null, string | null | undefined, string | null>;
  description: ColumnType<string, string | undefined, string>;
  /** 1 as created, one more for each revision of the sequence. */
  sequence_version: ColumnType<number, number | undefined, number>;
}
