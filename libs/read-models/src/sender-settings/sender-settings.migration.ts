import { key, optional, owner, updatedAt } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const senderSettingsMigration = {
  '0025d-sender-settings': tablesPart({
    name: 'sender_settings',
    columns: [key('account_id'), owner, optional('jsonb', 'limits', 'schedule'), updatedAt],
  }),
} satisfies MigrationParts;
