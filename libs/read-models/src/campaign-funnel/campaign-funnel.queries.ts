import type { FunnelGroup } from '@outflow/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../read-model-db';

/** A reply counts for the step when it came within this long of the step's action. */
const REPLY_WINDOW = sql`interval '7 days'`;

/** The campaign's funnel counts by step and variant, one GROUP BY over its leads' rows. */
export async function campaignFunnelGroups(
  db: ReadModelDb,
  userId: string,
  campaignId: string,
): Promise<FunnelGroup[]> {
  const rows = await db
    .selectFrom('campaign_funnel_leads')
    .select([
      'step_id',
      'variant_id',
      sql<number>`count(*)::int`.as('reached'),
      sql<number>`count(performed_at)::int`.as('performed'),
      sql<number>`count(*) filter (where accepted and performed_at is not null)::int`.as('accepted'),
      sql<number>`count(*) filter (where performed_at is not null and replied_at >= performed_at and replied_at <= performed_at + ${REPLY_WINDOW})::int`.as(
        'replied_within_7_days',
      ),
      sql<number>`count(*) filter (where performed_at is not null and replied_at is not null)::int`.as('replied'),
      sql<number>`count(*) filter (where stopped = 'replied')::int`.as('stopped_by_reply'),
      sql<number>`count(*) filter (where stopped = 'failed')::int`.as('stopped_by_failure'),
      sql<number>`count(*) filter (where stopped = 'do-not-contact')::int`.as('stopped_by_dnc'),
    ])
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .groupBy(['step_id', 'variant_id'])
    .execute();
  return rows.map((r) => ({
    stepId: r.step_id,
    variantId: r.variant_id,
    reached: r.reached,
    performed: r.performed,
    accepted: r.accepted,
    repliedWithin7Days: r.replied_within_7_days,
    replied: r.replied,
    stoppedByReply: r.stopped_by_reply,
    stoppedByFailure: r.stopped_by_failure,
    stoppedByDoNotContact: r.stopped_by_dnc,
  }));
}
