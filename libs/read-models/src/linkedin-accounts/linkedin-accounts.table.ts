import type { ColumnType } from 'kysely';

export interface LinkedInAccountTable {
  user_id: string;
  account_id: string | null;
  connection: 'none' | 'connected' | 'disconnected';
  /** The domain's LinkedInAccountState, folded by the domain's own evolve. */
  state: ColumnType<unknown, string, string>;
  last_updated: ColumnType<Date | null, Date | string | null, Date | string | null>;
}
