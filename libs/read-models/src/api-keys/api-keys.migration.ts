import { sql } from 'kysely';
import { key, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const apiKeysMigration = {
  /** Live API keys (issue 22): a revoked key's row is removed, so the guard's lookup refuses it at once. */
  '0018-integrations': tablesPart({
    name: 'api_keys',
    columns: [
      key('id'),
      required('text', 'owner_id', 'name'),
      required(sql`text[]`, 'scopes'),
      required('text', 'prefix', 'key_hash', 'created_by_id', 'created_by_name'),
      required('timestamptz', 'created_at'),
    ],
    indexes: { api_keys_owner: ['owner_id', 'created_at'], api_keys_hash: ['key_hash'] },
  }),
} satisfies MigrationParts;
