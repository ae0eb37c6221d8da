import { flags, optional, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { addColumns, tablesPart } from '../migrations/read-model-table';

export const campaignFunnelMigration = {
  /** Each lead at each step it reached: the campaign's funnel per step and variant. */
  '0021-campaign-funnel': tablesPart({
    name: 'campaign_funnel_leads',
    columns: [
      required('text', 'target_id', 'step_id', 'campaign_id', 'user_id', 'action'),
      optional('text', 'variant_id', 'stopped'),
      required('timestamptz', 'reached_at'),
      optional('timestamptz', 'performed_at', 'replied_at'),
      flags('accepted', 'current'),
    ],
    primaryKey: { campaign_funnel_leads_pkey: ['target_id', 'step_id'] },
    indexes: { campaign_funnel_leads_campaign: ['campaign_id'] },
  }),
  /** When the invitation was accepted: the campaign's figures by local day (issue 21's charts). */
  '0022-daily-figures': {
    async up(db) {
      await addColumns(db, 'campaign_funnel_leads', optional('timestamptz', 'accepted_at'));
    },
    async down(db) {
      await db.schema.alterTable('campaign_funnel_leads').dropColumn('accepted_at').execute();
    },
  },
} satisfies MigrationParts;
