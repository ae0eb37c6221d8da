import { optional, ownedRow, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const accessLogMigration = {
  /**
   * Every read support staff made of a user's data (SupportAccessRecorded), newest first per user.
   * No route writes or deletes it; it is rebuilt from the events like every read model.
   */
  '0017-roles-and-access-log': tablesPart({
    name: 'access_log',
    columns: [
      ownedRow,
      required('text', 'support_user_id', 'support_email', 'support_name', 'what'),
      optional('text', 'campaign_id', 'detail'),
      required('timestamptz', 'at'),
    ],
    indexes: { access_log_user_at: ['user_id', 'at'] },
  }),
} satisfies MigrationParts;
