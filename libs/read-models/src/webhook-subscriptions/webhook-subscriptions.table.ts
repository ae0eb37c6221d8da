import type { ColumnType } from 'kysely';

/** One outbound webhook subscription (issue 22), until deleted. */
export interface WebhookSubscriptionTable {
  id: string;
  /** Whose subscription it is: the user today, the workspace once workspaces exist. */
  owner_id: string;
  url: string;
  event_types: string[];
  description: string | null;
  /** Signs every delivery (HMAC-SHA256); shown to the owner once, when the subscription is made. */
  secret: string;
  /** active, or paused (by its owner, or after failing for 3 days: `paused_reason`). */
  status: string;
  paused_reason: string | null;
  /** Where in the global order it was made: events before it are not delivered to it. */
  created_commit: ColumnType<string, string | bigint, string | bigint>;
  created_prepare: ColumnType<string, string | bigint, string | bigint>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
