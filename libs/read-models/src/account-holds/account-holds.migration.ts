import { optional, owner, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const accountHoldsMigration = {
  /** Why an account cannot act for a while: restricted, weekly cap. */
  '0009-engine-schedule': tablesPart({
    name: 'account_holds',
    columns: [
      owner,
      required('text', 'code', 'account_id', 'reason'),
      optional('timestamptz', 'until'),
      required('timestamptz', 'since'),
    ],
    primaryKey: { account_holds_pkey: ['user_id', 'code'] },
  }),
} satisfies MigrationParts;
