import { optional, perUser, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const linkedInAccountsMigration = {
  /** The user's LinkedIn account as the account card and the access gate read it. */
  '0002-accounts-and-subscriptions': tablesPart({
    name: 'linkedin_accounts',
    columns: [
      perUser,
      optional('text', 'account_id'),
      required('text', 'connection'),
      required('jsonb', 'state'),
      optional('timestamptz', 'last_updated'),
    ],
    indexes: { linkedin_accounts_account_id: ['account_id'] },
  }),
} satisfies MigrationParts;
