import type { ColumnType } from 'kysely';

/** One row per sender: a LinkedIn account a workspace sends through. */
export interface LinkedInAccountTable {
  account_id: string;
  /** The workspace (owner) the sender belongs to. */
  user_id: string;
  connection: 'none' | 'connected' | 'disconnected';
  /** The domain's LinkedInAccountState, folded by the domain's own evolve. */
  state: ColumnType<unknown, string, string>;
  last_updated: ColumnType<Date | null, Date | string | null, Date | string | null>;
}
