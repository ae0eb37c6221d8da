import { optional, ownedRow, required, timestamps } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const promptsMigration = {
  /** Saved AI prompts (spec 02 §3 Prompt), one row per live prompt, owned by its user. */
  '0007-prompts': tablesPart({
    name: 'prompts',
    columns: [ownedRow, required('text', 'name', 'content'), optional('text', 'category'), timestamps],
    indexes: { prompts_user_created: ['user_id', 'created_at'] },
  }),
} satisfies MigrationParts;
