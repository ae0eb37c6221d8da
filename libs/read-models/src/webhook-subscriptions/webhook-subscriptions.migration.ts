import { sql } from 'kysely';
import { key, optional, required, timestamps } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const webhookSubscriptionsMigration = {
  /** Outbound webhook subscriptions (issue 22); their deliveries are the dispatcher's own (schema `integrations`). */
  '0018-integrations': tablesPart({
    name: 'webhook_subscriptions',
    columns: [
      key('id'),
      required('text', 'owner_id', 'url'),
      required(sql`text[]`, 'event_types'),
      optional('text', 'description'),
      required('text', 'secret', 'status'),
      optional('text', 'paused_reason'),
      required('bigint', 'created_commit', 'created_prepare'),
      timestamps,
    ],
    indexes: { webhook_subscriptions_owner: ['owner_id', 'created_at'] },
  }),
} satisfies MigrationParts;
