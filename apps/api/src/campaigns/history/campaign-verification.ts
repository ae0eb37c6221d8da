import {
  campaignFigures,
  CampaignReplayFold,
  FunnelFold,
  type FunnelLead,
  groupLeads,
  leadRowOf,
  stepActionOf,
  type CampaignReplay,
  type Clock,
  type TargetState,
} from '@outflow/domain';
import { comparePositions, type EventStore, type GlobalPosition } from '@outflow/event-store';
import {
  CAMPAIGN_TARGET_STATE_COLUMNS,
  campaignTargetColumns,
  funnelLeadOfRow,
  loadCheckpoint,
  READ_MODELS_PROJECTOR,
  type ReadModelDatabase,
  type ReadModelDb,
} from '@outflow/read-models';
import type { Transaction } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import { CampaignEventLog } from './campaign-event-log';
import { timelineOf } from './campaign-timeline';
import { eventsUpTo } from './history-point';

/** One way a read model disagrees with the replay of the events it was built from. */
export interface Difference {
  readonly campaignId: string;
  /** The lead, for a difference in one lead's rows. */
  readonly targetId?: string;
  readonly table: string;
  readonly field: string;
  readonly readModel: unknown;
  readonly replay: unknown;
}

export interface Verification {
  /** The read models' checkpoint the replay went up to. */
  readonly checkpoint: GlobalPosition | null;
  readonly campaigns: number;
  readonly differences: Difference[];
}

type Trx = Transaction<ReadModelDatabase>;
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * `npm run replay -- --verify`: replays every campaign from the events, up to the checkpoint the read
 * models have reached, with the functions the system runs, and compares the result with the read
 * models field by field (campaign_targets' state and derived columns, the campaign's figures, its
 * actions per day, its leads' status and enrichment, its funnel's rows). The read models are read in one
 * repeatable-read transaction with that checkpoint, so a live system can be verified.
 */
export async function verifyCampaigns(
  store: EventStore,
  db: ReadModelDb,
  clock: Clock,
  only?: readonly string[],
): Promise<Verification> {
  const log = new CampaignEventLog(store, clock);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const checkpoint = (await loadCheckpoint(trx, READ_MODELS_PROJECTOR)) ?? null;
      if (!checkpoint) return { checkpoint, campaigns: 0, differences: [] };
      const created = (await store.readAll({ eventTypes: ['CampaignCreated'] })).filter(
        (e) => comparePositions(e.position, checkpoint) <= 0,
      );
      const campaigns = created
        .map((e) => ({ campaignId: (e.data as { campaignId: string }).campaignId, ownerId: e.metadata.userId }))
        .filter((c) => !only || only.includes(c.campaignId));
      const differences: Difference[] = [];
      for (const { campaignId, ownerId } of campaigns) {
        const { events } = await log.read(ownerId, campaignId);
        const fold = new CampaignReplayFold(campaignId);
        const funnel = new FunnelFold(campaignId);
        const count = eventsUpTo(events, { kind: 'position', position: checkpoint });
        for (let i = 0; i < count; i++) {
          fold.apply(events[i]);
          funnel.apply(events[i]);
        }
        differences.push(
          ...(await compareCampaign(trx, fold.result(), timelineOf(events.slice(0, count), campaignId).length)),
          ...(await compareFunnel(trx, campaignId, funnel.rows())),
        );
      }
      return { checkpoint, campaigns: campaigns.length, differences };
    });
}

async function compareCampaign(trx: Trx, replay: CampaignReplay, timelineLength: number): Promise<Difference[]> {
  const { campaignId, campaign } = replay;
  const differences: Difference[] = [];
  const differ = (table: string, field: string, readModel: unknown, expected: unknown, targetId?: string) => {
    if (!isDeepStrictEqual(iso(readModel), expected))
      differences.push({
        campaignId,
        ...(targetId ? { targetId } : {}),
        table,
        field,
        readModel: iso(readModel),
        replay: expected,
      });
  };
  const [row, targets, leads, days, timeline] = await Promise.all([
    trx.selectFrom('campaigns').selectAll().where('id', '=', campaignId).executeTakeFirst(),
    trx.selectFrom('campaign_targets').selectAll().where('campaign_id', '=', campaignId).execute(),
    trx
      .selectFrom('leads')
      .select(['id', 'status', 'replied', 'profile_data_fetched'])
      .where('campaign_id', '=', campaignId)
      .execute(),
    trx.selectFrom('campaign_daily_actions').select(['day', 'count']).where('campaign_id', '=', campaignId).execute(),
    trx.selectFrom('campaign_timelines').select('events').where('campaign_id', '=', campaignId).executeTakeFirst(),
  ]);
  if (!campaign.exists || campaign.deleted) {
    // A deleted campaign leaves no rows behind.
    differ('campaigns', 'row', row ? 'present' : 'absent', 'absent');
    differ('campaign_targets', 'rows', targets.length, 0);
    differ('leads', 'rows', leads.length, 0);
    differ('campaign_timelines', 'row', timeline ? 'present' : 'absent', 'absent');
    return differences;
  }
  const states = campaign.leads.map((lead) => replay.targets.get(lead.targetId)!);
  // Only the figures are compared: the "why" of a moment is not stored, so any moment will do.
  const standing = { campaignStatus: campaign.status, account: null, now: new Date(0) };
  const rows = campaign.leads.map((lead, position) =>
    leadRowOf({ ...lead, position }, states[position], campaign.sequence, standing),
  );
  const figures = campaignFigures(groupLeads(rows), 0);
  if (!row) differ('campaigns', 'row', 'absent', 'present');
  else {
    differ('campaigns', 'name', row.name, campaign.name);
    differ('campaigns', 'status', row.status, campaign.status);
    differ('campaigns', 'target_count', row.target_count, campaign.leads.length);
    differ('campaigns', 'connection_accept_rate', row.connection_accept_rate, figures.acceptanceRate);
    differ('campaigns', 'response_rate', row.response_rate, figures.responseRate);
    differ(
      'campaigns',
      'target_stats',
      { completed: row.target_stats.completed, failed: row.target_stats.failed, total: row.target_stats.total },
      { completed: figures.byState.completed, failed: figures.byState.failed, total: figures.total },
    );
  }
  differ('campaign_timelines', 'events', timeline?.events ?? null, timelineLength);
  differ(
    'campaign_daily_actions',
    'counts',
    Object.fromEntries(days.map((d) => [d.day, d.count])),
    Object.fromEntries(replay.actionsByDay),
  );

  const byTarget = new Map(targets.map((t) => [t.target_id, t]));
  const leadsById = new Map(leads.map((l) => [l.id, l]));
  campaign.leads.forEach((lead, position) => {
    const state: TargetState = states[position];
    const target = byTarget.get(lead.targetId);
    byTarget.delete(lead.targetId);
    if (!target) differ('campaign_targets', 'row', 'absent', 'present', lead.targetId);
    else {
      differ('campaign_targets', 'target_state', target.target_state, state, lead.targetId);
      const columns = campaignTargetColumns(state, stepActionOf(state, campaign.sequence), lead);
      for (const column of CAMPAIGN_TARGET_STATE_COLUMNS)
        differ('campaign_targets', column, target[column], columns[column], lead.targetId);
      differ(
        'campaign_targets',
        'campaign_active',
        target.campaign_active,
        campaign.status === 'active',
        lead.targetId,
      );
      differ('campaign_targets', 'position', target.position, position, lead.targetId);
      differ('campaign_targets', 'profile_url', target.profile_url, lead.profileUrl, lead.targetId);
    }
    const leadRow = leadsById.get(lead.targetId);
    leadsById.delete(lead.targetId);
    if (!leadRow) differ('leads', 'row', 'absent', 'present', lead.targetId);
    else {
      differ('leads', 'status', leadRow.status, state.status, lead.targetId);
      differ('leads', 'replied', leadRow.replied, state.replied, lead.targetId);
      differ('leads', 'profile_data_fetched', leadRow.profile_data_fetched, rows[position].enriched, lead.targetId);
    }
  });
  for (const extra of byTarget.keys()) differ('campaign_targets', 'row', 'present', 'absent', extra);
  for (const extra of leadsById.keys()) differ('leads', 'row', 'present', 'absent', extra);
  return differences;
}

const FUNNEL_FIELDS = [
  'action',
  'variantId',
  'reachedAt',
  'performedAt',
  'accepted',
  'acceptedAt',
  'repliedAt',
  'stopped',
  'current',
] as const satisfies readonly (keyof FunnelLead)[];

/** The funnel's rows (campaign_funnel_leads) against the same fold run over the events, lead by lead and step by step. */
async function compareFunnel(trx: Trx, campaignId: string, replay: readonly FunnelLead[]): Promise<Difference[]> {
  const stored = await trx
    .selectFrom('campaign_funnel_leads')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .execute();
  const key = (l: FunnelLead) => `${l.targetId}\u0000${l.stepId}`;
  const projected = new Map(stored.map((r) => funnelLeadOfRow(r)).map((l) => [key(l), l]));
  const differences: Difference[] = [];
  const differ = (targetId: string, field: string, readModel: unknown, expected: unknown) =>
    differences.push({ campaignId, targetId, table: 'campaign_funnel_leads', field, readModel, replay: expected });
  for (const lead of replay) {
    const row = projected.get(key(lead));
    projected.delete(key(lead));
    if (!row) {
      differ(lead.targetId, `${lead.stepId}.row`, 'absent', 'present');
      continue;
    }
    for (const field of FUNNEL_FIELDS)
      if (!isDeepStrictEqual(row[field], lead[field]))
        differ(lead.targetId, `${lead.stepId}.${field}`, row[field], lead[field]);
  }
  for (const extra of projected.values()) differ(extra.targetId, `${extra.stepId}.row`, 'present', 'absent');
  return differences;
}

/** A difference in one line: "campaign c1 lead c1_3: campaign_targets.state is "failed" in the read model, "scheduled" in the replay". */
export function describeDifference(d: Difference): string {
  const where = d.targetId ? `campaign ${d.campaignId} lead ${d.targetId}` : `campaign ${d.campaignId}`;
  const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));
  return `${where}: ${d.table}.${d.field} is ${show(d.readModel)} in the read model, ${show(d.replay)} in the replay`;
}
