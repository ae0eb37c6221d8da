import { required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const campaignDailyActionsMigration = {
  /** Each campaign's LinkedIn actions per account day ("actions today"). */
  '0016-campaign-target-state': tablesPart({
    name: 'campaign_daily_actions',
    columns: [required('text', 'campaign_id', 'user_id', 'day'), required('integer', 'count')],
    primaryKey: { campaign_daily_actions_pkey: ['campaign_id', 'day'] },
  }),
} satisfies MigrationParts;
