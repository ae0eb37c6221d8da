import { key, owner, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const campaignTimelinesMigration = {
  /** Each campaign's timeline events (the replay slider's length). */
  '0016-campaign-target-state': tablesPart({
    name: 'campaign_timelines',
    columns: [key('campaign_id'), owner, required('integer', 'events')],
  }),
} satisfies MigrationParts;
