import {
  CAMPAIGN_TARGET_EVENT_TYPES,
  QUOTA_EVENT_TYPES,
  type CampaignCreated,
  type CampaignDeleted,
  type CampaignLeadsAdded,
  type CampaignLeadsRemoved,
  type CampaignStatusChanged,
  type CampaignTargetEvent,
  type QuotaEvent,
  type SequenceRevised,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import type { Projection } from '../projection';
import type { ReadModelDatabase } from '../schema';
import type { TargetStats } from './campaigns.table';
import {
  heldCampaignTargetCounts,
  NO_TARGET_COUNTS,
  type CampaignTargetCounts,
} from '../campaign-targets/campaign-targets.projection';
import type { HeldRows } from '../held-rows';
import { sendWrite } from '../pipelined-writes';
import { sql, type Transaction } from 'kysely';

/**
 * The campaign list (spec 02 §3 server/list shape). Rows come from the campaign's own events; the
 * figures (target stats, acceptance and response rates, progress) are recomputed from
 * campaign_targets for every campaign a batch touched, so they are always consistent with it.
 * It runs after the campaign_targets projection in the same transaction.
 */
export const campaignsProjection: Projection<
  | CampaignCreated
  | CampaignStatusChanged
  | CampaignDeleted
  | CampaignLeadsAdded
  | CampaignLeadsRemoved
  | CampaignTargetEvent
  | QuotaEvent
  | SequenceRevised
> = {
  name: 'campaigns',
  eventTypes: [
    'CampaignCreated',
    'CampaignStatusChanged',
    'CampaignDeleted',
    'CampaignLeadsAdded',
    'CampaignLeadsRemoved',
    'SequenceRevised',
    ...CAMPAIGN_TARGET_EVENT_TYPES,
    ...QUOTA_EVENT_TYPES,
  ],
  async apply(trx, events, held) {
    const statuses = held?.of<string>(STATUSES);
    const touched = new Set<string>();
    for (const event of events) {
      const { campaignId } = event.data;
      touched.add(campaignId);
      if (event.type === 'CampaignCreated') await insertCampaign(trx, event);
      else if (event.type === 'CampaignStatusChanged') {
        await trx.updateTable('campaigns').set({ status: event.data.status }).where('id', '=', campaignId).execute();
        if (statuses?.has(campaignId)) statuses.set(campaignId, event.data.status);
      } else if (event.type === 'SequenceRevised') {
        // The list and the page draw the current version.
        await trx
          .updateTable('campaigns')
          .set({ sequence: JSON.stringify(event.data.graph), sequence_version: event.data.version })
          .where('id', '=', campaignId)
          .execute();
      } else if (event.type === 'CampaignDeleted') {
        await trx.deleteFrom('campaigns').where('id', '=', event.data.campaignId).execute();
        statuses?.delete(campaignId);
      }
    }
    await refreshFigures(trx, [...touched], held);
  },
};

async function insertCampaign(
  trx: Transaction<ReadModelDatabase>,
  event: RecordedEvent<CampaignCreated>,
): Promise<void> {
  const { data } = event;
  await trx
    .insertInto('campaigns')
    .values({
      id: data.campaignId,
      user_id: event.metadata.userId,
      name: data.name,
      description: data.description,
      account_id: data.accountId,
      senders: JSON.stringify(data.senders ?? [data.accountId]),
      status: data.status,
      progress_status: data.leads.length === 0 ? 'Empty' : 'Ready',
      sequence: JSON.stringify(data.graph),
      target_count: data.leads.length,
      // One list of leads per campaign: the wizard makes exactly one.
      targets_by_source_count: data.leads.length > 0 ? 1 : 0,
      target_stats: JSON.stringify({ completed: 0, running: 0, paused: 0, failed: 0, total: data.leads.length }),
      connection_accept_rate: 0,
      response_rate: 0,
      created_at: data.occurredAt,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A catch-up's held campaign statuses, by id: those it read once, kept as its events change them. */
const STATUSES = 'campaigns:status';

/**
 * The stored campaigns among `campaignIds` with their status: held ones from memory, the others
 * read (and held). A read waits for every pipelined write before it, so a rebuild's batches read none.
 */
async function campaignStatuses(
  trx: Transaction<ReadModelDatabase>,
  campaignIds: readonly string[],
  held: HeldRows | undefined,
): Promise<Array<{ id: string; status: string }>> {
  const statuses = held?.of<string>(STATUSES);
  const found: Array<{ id: string; status: string }> = [];
  const toRead: string[] = [];
  for (const id of campaignIds) {
    const status = statuses?.get(id);
    if (status === undefined) toRead.push(id);
    else found.push({ id, status });
  }
  if (toRead.length === 0) return found;
  const read = await trx.selectFrom('campaigns').select(['id', 'status']).where('id', 'in', toRead).execute();
  for (const c of read) statuses?.set(c.id, c.status);
  return [...found, ...read];
}

/** One campaign's figures, as the campaign list counts its leads. */
type Figures = CampaignTargetCounts & { campaign_id: string };

async function refreshFigures(
  trx: Transaction<ReadModelDatabase>,
  campaignIds: string[],
  held: HeldRows | undefined,
): Promise<void> {
  if (campaignIds.length === 0) return;
  // A catch-up counts the campaigns it holds every lead of in memory (a grouped count over their
  // rows, read again every batch, was a sixth of a rebuild's time).
  const inMemory = heldCampaignTargetCounts(held, campaignIds);
  const toCount = campaignIds.filter((id) => !inMemory.has(id));
  const counts =
    toCount.length === 0
      ? []
      : await trx
          .selectFrom('campaign_targets')
          .select((eb) => [
            'campaign_id',
            eb.fn.countAll<string>().as('total'),
            sql<string>`count(*) filter (where started)`.as('started'),
            sql<string>`count(*) filter (where state = 'completed')`.as('completed'),
            sql<string>`count(*) filter (where state = 'failed')`.as('failed'),
            sql<string>`count(*) filter (where invited)`.as('invited'),
            // Accepted invitations: a lead found connected without our invitation is not one.
            sql<string>`count(*) filter (where accepted and invited)`.as('accepted'),
            sql<string>`count(*) filter (where messaged)`.as('messaged'),
            sql<string>`count(*) filter (where messaged or invited)`.as('contacted'),
            sql<string>`count(*) filter (where replied and (messaged or invited))`.as('responded'),
          ])
          .where('campaign_id', 'in', toCount)
          .groupBy('campaign_id')
          .execute();
  const campaigns = await campaignStatuses(trx, campaignIds, held);
  const byId = new Map<string, Figures>([...inMemory].map(([id, c]) => [id, { campaign_id: id, ...c }]));
  for (const [id, figures] of counts.map((c): [string, Figures] => [
    c.campaign_id,
    {
      campaign_id: c.campaign_id,
      total: Number(c.total),
      started: Number(c.started),
      completed: Number(c.completed),
      failed: Number(c.failed),
      invited: Number(c.invited),
      accepted: Number(c.accepted),
      messaged: Number(c.messaged),
      contacted: Number(c.contacted),
      responded: Number(c.responded),
    },
  ]))
    byId.set(id, figures);
  for (const campaign of campaigns) {
    const f = byId.get(campaign.id) ?? { campaign_id: campaign.id, ...NO_TARGET_COUNTS };
    const unfinished = f.total - f.completed - f.failed;
    const active = campaign.status === 'active';
    const stats: TargetStats = {
      completed: f.completed,
      failed: f.failed,
      running: active ? Math.min(f.started, unfinished) : 0,
      paused: campaign.status === 'paused' ? unfinished : 0,
      total: f.total,
    };
    // Pipelined in a projector's batch: the next campaign's figures are worked out while this one is stored.
    await sendWrite(
      trx,
      trx
        .updateTable('campaigns')
        .set({
          target_stats: JSON.stringify(stats),
          // Leads join and leave a live campaign (bulk add and remove): the count follows its targets.
          target_count: f.total,
          progress_status: progressStatus(campaign.status, f, unfinished),
          connection_accept_rate: percent(f.accepted, f.invited),
          // The share of leads we messaged or invited who replied (README): never above 100%.
          response_rate: percent(f.responded, f.contacted),
        })
        .where('id', '=', campaign.id),
    );
  }
}

const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Spec 02 §4 progress labels: Empty, Paused, Completed, Running or Ready. */
function progressStatus(status: string, f: Figures, unfinished: number): string {
  if (f.total === 0) return 'Empty';
  if (status === 'completed' || unfinished === 0) return 'Completed';
  if (status === 'failed') return 'Failed';
  if (status === 'paused') return 'Paused';
  return f.started > 0 ? 'Running' : 'Ready';
}
