import {
  campaignFigures,
  figuresBySender,
  leadRowOf,
  localDay,
  stepActionsOfGraph,
  stepCounts,
  type CampaignSnapshot,
  type CampaignStatus,
  type LeadGroup,
  type LeadTableQuery,
  type SequenceEdge,
  type SequenceNode,
  type TargetStatus,
} from '@outflow/domain';
import type { Transaction } from 'kysely';
import { findCampaignStanding } from './campaign-standing.queries';
import { loadCheckpoint, READ_MODELS_PROJECTOR } from '../projector-state/checkpoints';
import type { ReadModelDb } from '../read-model-db';
import type { ReadModelDatabase } from '../schema';

/** The projector whose checkpoint says how far the read models have come. */

type Trx = Transaction<ReadModelDatabase>;

const filtered = (trx: Trx, campaignId: string, query: Omit<LeadTableQuery, 'page' | 'perPage'>) => {
  let q = trx.selectFrom('campaign_targets').where('campaign_id', '=', campaignId);
  if (query.status) q = q.where('state', '=', query.status);
  if (query.stepId) q = q.where('step_id', '=', query.stepId);
  return q;
};

/**
 * The campaign page as the read models have it at `now` (GET /api/campaigns/{id}/state without
 * `at`): read in one repeatable-read transaction, so the figures, the table and the checkpoint
 * they report are of one moment. Rows go through the same leadRowOf the replay uses.
 */
export async function findCampaignSnapshot(
  db: ReadModelDb,
  userId: string,
  campaignId: string,
  now: Date,
  query: LeadTableQuery,
): Promise<CampaignSnapshot | undefined> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const campaign = await trx
        .selectFrom('campaigns')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', campaignId)
        .executeTakeFirst();
      if (!campaign) return undefined;
      const status = campaign.status as CampaignStatus;
      const [checkpoint, standing, groupRows, total, rows] = await Promise.all([
        loadCheckpoint(trx, READ_MODELS_PROJECTOR),
        findCampaignStanding(trx, userId, status, now, campaign.account_id),
        trx
          .selectFrom('campaign_targets')
          .select((eb) => [
            'step_id',
            'state',
            'invited',
            'accepted',
            'messaged',
            'replied',
            'account_id',
            eb.fn.countAll<string>().as('count'),
          ])
          .where('campaign_id', '=', campaignId)
          .groupBy(['step_id', 'state', 'invited', 'accepted', 'messaged', 'replied', 'account_id'])
          .execute(),
        filtered(trx, campaignId, query)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        filtered(trx, campaignId, query)
          .select(['target_id', 'position', 'profile_url', 'target_state'])
          .orderBy('position')
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage)
          .execute(),
      ]);
      const ids = rows.map((r) => r.target_id);
      // A lead assigned a sender waits on that sender's standing (a lost one holds its leads only).
      const assigned = [...new Set(rows.flatMap((r) => (r.target_state.accountId ? [r.target_state.accountId] : [])))];
      const standingOf = new Map(
        await Promise.all(
          assigned.map(async (s) => [s, await findCampaignStanding(trx, userId, status, now, s)] as const),
        ),
      );
      const [actions, timeline, names] = await Promise.all([
        trx
          .selectFrom('campaign_daily_actions')
          .select('count')
          .where('campaign_id', '=', campaignId)
          .where('day', '=', localDay(now, standing.schedule.timeZone))
          .executeTakeFirst(),
        trx.selectFrom('campaign_timelines').select('events').where('campaign_id', '=', campaignId).executeTakeFirst(),
        // The names the lead source gave (the leads rows keep them until the profile is fetched).
        ids.length === 0
          ? []
          : trx.selectFrom('leads').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute(),
      ]);
      const nameOf = new Map(names.map((n) => [n.id, [n.first_name, n.last_name].filter(Boolean).join(' ') || null]));
      const events = timeline?.events ?? 0;
      const graph = campaign.sequence as { nodes: SequenceNode[]; edges: SequenceEdge[] };
      const steps = stepActionsOfGraph(graph.nodes);
      const groups: LeadGroup[] = groupRows.map((g) => ({
        stepId: g.step_id,
        state: g.state as TargetStatus,
        invited: g.invited,
        connected: g.accepted,
        messaged: g.messaged,
        replied: g.replied,
        sender: g.account_id,
        count: Number(g.count),
      }));
      return {
        at: {
          position: checkpoint ? `${checkpoint.commit}:${checkpoint.prepare}` : null,
          time: now.toISOString(),
          live: true,
        },
        // Live, the slider stands at the timeline's end.
        timeline: { index: events, total: events, previous: null, next: null },
        campaign: {
          id: campaign.id,
          name: campaign.name,
          status,
          createdAt: campaign.created_at.toISOString(),
          accountId: campaign.account_id,
          leadCount: campaign.target_count,
          graph,
          sequenceVersion: campaign.sequence_version,
          statusReason: standing.account,
        },
        figures: campaignFigures(groups, actions?.count ?? 0),
        bySender: figuresBySender(groups),
        steps: stepCounts(groups),
        leads: {
          rows: rows.map((r) =>
            leadRowOf(
              { targetId: r.target_id, position: r.position, profileUrl: r.profile_url, name: nameOf.get(r.target_id) },
              r.target_state,
              steps,
              standingOf.get(r.target_state.accountId ?? '') ?? standing,
            ),
          ),
          total: Number(total.n),
          page: query.page,
          perPage: query.perPage,
        },
      };
    });
}

/** Leads of the campaign whose profile is to be fetched again (their sequence goes on): reset-profiles' answer. */
export async function countLeadsToRefetch(db: ReadModelDb, userId: string, campaignId: string): Promise<number> {
  const row = await db
    .selectFrom('campaign_targets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .where('state', 'not in', ['completed', 'failed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
