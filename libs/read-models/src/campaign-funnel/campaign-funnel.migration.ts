import { sql } from 'kysely';
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
  /**
   * Leads accepted before accepted_at was kept get it from what the read models already hold: the
   * contact's connected_at (the ConnectionAccepted's time, for the same owner and profile), when it
   * came after the invitation was sent. A row the contacts cannot date stays null (the daily
   * figures leave it out); `npm run projector:rebuild` dates every row from the events.
   */
  '0023-accepted-at-backfill': {
    async up(db) {
      await sql`UPDATE campaign_funnel_leads AS f SET accepted_at = c.connected_at
        FROM campaign_targets AS t, contacts AS c
        WHERE f.accepted AND f.accepted_at IS NULL AND f.performed_at IS NOT NULL
          AND t.target_id = f.target_id AND c.user_id = f.user_id AND c.profile_url = t.profile_url
          AND c.connected_at IS NOT NULL AND c.connected_at >= f.performed_at`.execute(db);
    },
    // Data only: the dates filled are true either way, and 0022's down drops the column.
    async down() {},
  },
} satisfies MigrationParts;
