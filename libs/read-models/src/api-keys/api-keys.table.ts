import type { ColumnType } from 'kysely';

/** One API key (ApiKeyCreated), until revoked: the hash requests are looked up by, never the key. */
export interface ApiKeyTable {
  id: string;
  /** Whose key it is: the user today, the workspace once workspaces exist. */
  owner_id: string;
  name: string;
  scopes: string[];
  prefix: string;
  key_hash: string;
  created_by_id: string;
  created_by_name: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
}
