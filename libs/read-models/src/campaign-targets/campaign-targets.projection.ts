import {
  CAMPAIGN_TARGET_EVENT_TYPES,
  evolveTarget,
  identityOfUrl,
  firstStepState,
  initialTargetState,
  QUOTA_EVENT_TYPES,
  stepActionOf,
  stepActionsOfGraph,
  type CampaignCreated,
  type CampaignEvent,
  type CampaignLeadsAdded,
  type CampaignTargetEvent,
  type MemberIdentity,
  type QuotaEvent,
  type SequenceActionKind,
  type TargetState,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { chunks } from '../chunks';
import type { Projection } from '../projection';
import type { ReadModelDatabase } from '../schema';
import { campaignTargetColumnsOf } from './campaign-target-columns';
import type { HeldRows } from '../held-rows';
import type { CampaignTargetTable } from './campaign-targets.table';
import { upsertRows } from '../upsert-rows';
import type { Selectable, Transaction } from 'kysely';

type Trx = Transaction<ReadModelDatabase>;
/** The campaign's own events, its targets' and the quota they reserve. */
type Handled = RecordedEvent<CampaignEvent | CampaignTargetEvent | QuotaEvent>;

/** A lead's row as the batch folds it: who it is, its folded state, and the store's times. */
interface HeldRow {
  target_id: string;
  user_id: string;
  campaign_id: string;
  position: number;
  profile_url: string;
  /** A search's member id for the lead, known at import (a profile fetch gives it otherwise). */
  lead_provider_id: string | null;
  campaign_active: boolean;
  /** The campaign has several senders: the lead waits for its own before it is paced. */
  needs_sender: boolean;
  state: TargetState;
  /** Store time (real) the live reservation was recorded: how long ago a lost job held it. */
  reserved_at: string | null;
  updated_at: string;
  /** Who the lead is from its URL alone (undefined: not worked out yet); its URL never changes. */
  known?: MemberIdentity | null;
}

/** Rows per INSERT: 31 columns each stays well under Postgres's 65,535 parameters. */
const CHUNK = 1000;

/**
 * The runner's durable timers, its pacing queue and the campaign page's lead table: one row per lead
 * in a campaign holding its TargetState, folded by the domain's own evolveTarget from the target's
 * events, its quota reservations (which mark it running) and its campaign's reset-profiles; the
 * flat columns the scheduler queries are derived from that state (campaignTargetColumns), so the
 * replay of a campaign is the same function as its read model. A batch is folded in memory (rows it
 * touches loaded once) and written with one upsert per chunk, so a 1,000-lead campaign is a few statements.
 */
export const campaignTargetsProjection: Projection<CampaignEvent | CampaignTargetEvent | QuotaEvent> = {
  name: 'campaign_targets',
  eventTypes: [
    'CampaignCreated',
    'CampaignStatusChanged',
    'CampaignDeleted',
    'CampaignProfilesReset',
    'CampaignLeadsAdded',
    'CampaignLeadsRemoved',
    'SequenceRevised',
    ...CAMPAIGN_TARGET_EVENT_TYPES,
    ...QUOTA_EVENT_TYPES,
  ],
  async apply(trx, events, held) {
    const rows = await loadTouchedRows(trx, events, held);
    const complete = held?.of<true>(COMPLETE);
    const dirty = new Set<string>();
    const deletedCampaigns = new Set<string>();
    const fold = (row: HeldRow, event: Handled) => {
      const state = evolveTarget(row.state, event);
      const recordedAt = event.createdAt.toISOString();
      // A new reservation opens an attempt; an outcome or a release closes it.
      row.reserved_at = !state.openSince
        ? null
        : state.openSince !== row.state.openSince || !row.reserved_at
          ? recordedAt
          : row.reserved_at;
      row.state = state;
      row.updated_at = recordedAt;
      dirty.add(row.target_id);
    };
    for (const event of events) {
      const { campaignId } = event.data;
      switch (event.type) {
        case 'CampaignCreated':
          for (const row of createdRows(event)) {
            rows.set(row.target_id, row);
            dirty.add(row.target_id);
          }
          complete?.set(campaignId, true);
          break;
        case 'CampaignStatusChanged': {
          const active = event.data.status === 'active';
          await trx
            .updateTable('campaign_targets')
            .set({ campaign_active: active })
            .where('campaign_id', '=', campaignId)
            .execute();
          for (const row of rows.values()) if (row.campaign_id === campaignId) row.campaign_active = active;
          break;
        }
        case 'CampaignDeleted':
          deletedCampaigns.add(campaignId);
          complete?.delete(campaignId);
          await trx.deleteFrom('campaign_targets').where('campaign_id', '=', campaignId).execute();
          for (const [id, row] of rows) {
            if (row.campaign_id !== campaignId) continue;
            rows.delete(id);
            dirty.delete(id);
          }
          break;
        case 'CampaignProfilesReset':
        case 'SequenceRevised':
          for (const row of rows.values()) if (row.campaign_id === campaignId) fold(row, event);
          break;
        case 'CampaignLeadsAdded':
          for (const row of addedRows(event)) {
            rows.set(row.target_id, row);
            dirty.add(row.target_id);
          }
          break;
        case 'CampaignLeadsRemoved':
          await trx.deleteFrom('campaign_targets').where('target_id', 'in', event.data.targetIds).execute();
          for (const id of event.data.targetIds) {
            rows.delete(id);
            dirty.delete(id);
          }
          break;
        default: {
          // A variant decision is the campaign's, no lead's (this projection does not subscribe to it).
          if (!('targetId' in event.data)) break;
          const row = rows.get(event.data.targetId);
          if (!row || deletedCampaigns.has(row.campaign_id) || row.campaign_id !== campaignId) break;
          fold(row, event);
        }
      }
    }
    const changed = [...dirty].map((id) => rows.get(id)!).filter(Boolean);
    const actions = await legacyStepActions(trx, events, changed);
    for (const chunk of chunks(changed, CHUNK)) await upsert(trx, chunk, actions);
  },
};

/** The held campaigns created during the catch-up: every lead they have is held. */
const COMPLETE = 'campaign_targets:complete';

/** What the campaign list counts of a campaign's leads (as its flat columns say). */
export interface CampaignTargetCounts {
  total: number;
  started: number;
  completed: number;
  failed: number;
  invited: number;
  accepted: number;
  messaged: number;
  /** Leads messaged or invited: whom a reply answers. */
  contacted: number;
  /** Of those, the ones who replied. */
  responded: number;
}

/**
 * The counts of the campaigns (of `campaignIds`) whose every lead a catch-up holds, from the held
 * rows: the same flags campaignTargetColumns writes. A campaign whose leads are not all held is
 * absent (its counts are read from the table).
 */
/** A campaign no lead of which has started. */
export const NO_TARGET_COUNTS: CampaignTargetCounts = {
  total: 0,
  started: 0,
  completed: 0,
  failed: 0,
  invited: 0,
  accepted: 0,
  messaged: 0,
  contacted: 0,
  responded: 0,
};

export function heldCampaignTargetCounts(
  held: HeldRows | undefined,
  campaignIds: readonly string[],
): Map<string, CampaignTargetCounts> {
  const counts = new Map<string, CampaignTargetCounts>();
  if (!held) return counts;
  const complete = held.of<true>(COMPLETE);
  for (const id of campaignIds) if (complete.has(id)) counts.set(id, { ...NO_TARGET_COUNTS });
  if (counts.size === 0) return counts;
  for (const row of held.of<HeldRow>('campaign_targets').values()) {
    const c = counts.get(row.campaign_id);
    if (!c) continue;
    const { state } = row;
    const contacted = state.messaged || state.invited;
    c.total += 1;
    if (state.started) c.started += 1;
    if (state.status === 'completed') c.completed += 1;
    if (state.status === 'failed') c.failed += 1;
    if (state.invited) c.invited += 1;
    if (state.connected && state.invited) c.accepted += 1;
    if (state.messaged) c.messaged += 1;
    if (contacted) c.contacted += 1;
    if (state.replied && contacted) c.responded += 1;
  }
  return counts;
}

/** The rows the batch's events touch, by target id: a catch-up's held rows, the others read once. */
async function loadTouchedRows(trx: Trx, events: readonly Handled[], held?: HeldRows): Promise<Map<string, HeldRow>> {
  const rows = held?.of<HeldRow>('campaign_targets') ?? new Map<string, HeldRow>();
  const targetIds = new Set<string>();
  const resetIds = new Set<string>();
  for (const e of events) {
    // reset-profiles and a sequence's revision reach every lead of their campaign.
    if (e.type === 'CampaignProfilesReset' || e.type === 'SequenceRevised') resetIds.add(e.data.campaignId);
    else if (
      'targetId' in e.data &&
      e.type !== 'CampaignCreated' &&
      e.type !== 'CampaignStatusChanged' &&
      e.type !== 'CampaignDeleted' &&
      e.type !== 'CampaignLeadsAdded' &&
      e.type !== 'CampaignLeadsRemoved'
    )
      targetIds.add(e.data.targetId);
  }
  const ids = [...targetIds].filter((id) => !rows.has(id));
  const resetCampaigns = [...resetIds];
  const columns = [
    'target_id',
    'user_id',
    'campaign_id',
    'position',
    'profile_url',
    'provider_id',
    'campaign_active',
    'needs_sender',
    'target_state',
    'reserved_at',
    'updated_at',
  ] as const;
  const keep = (found: Array<Pick<Selectable<CampaignTargetTable>, (typeof columns)[number]>>) => {
    for (const r of found) {
      // A held row is the one stored (a campaign's reset reads rows held already).
      if (rows.has(r.target_id)) continue;
      rows.set(r.target_id, {
        target_id: r.target_id,
        user_id: r.user_id,
        campaign_id: r.campaign_id,
        position: r.position,
        profile_url: r.profile_url,
        lead_provider_id: r.target_state.profile ? null : r.provider_id,
        campaign_active: r.campaign_active,
        needs_sender: r.needs_sender,
        state: r.target_state,
        reserved_at: r.reserved_at ? r.reserved_at.toISOString() : null,
        updated_at: r.updated_at.toISOString(),
      });
    }
  };
  for (const chunk of chunks(ids, CHUNK))
    keep(await trx.selectFrom('campaign_targets').select(columns).where('target_id', 'in', chunk).execute());
  // reset-profiles reaches every lead of its campaign.
  if (resetCampaigns.length > 0)
    keep(await trx.selectFrom('campaign_targets').select(columns).where('campaign_id', 'in', resetCampaigns).execute());
  return rows;
}

function createdRows(event: RecordedEvent<CampaignCreated>): HeldRow[] {
  const { data } = event;
  // The first step is due when the campaign is created (no event for it).
  const initial = initialTargetState(data.sequence, data.occurredAt);
  return data.leads.map((lead, position) => ({
    target_id: lead.targetId,
    user_id: event.metadata.userId,
    campaign_id: data.campaignId,
    position,
    profile_url: lead.profileUrl,
    lead_provider_id: lead.providerId ?? null,
    campaign_active: data.status === 'active',
    needs_sender: (data.senders?.length ?? 0) > 1,
    state: initial,
    reserved_at: null,
    updated_at: event.createdAt.toISOString(),
  }));
}

/** Leads added to a running or paused campaign: at its first step, due when added. */
function addedRows(event: RecordedEvent<CampaignLeadsAdded>): HeldRow[] {
  const { data } = event;
  const initial = firstStepState(data.initialStep, data.initialAction, data.occurredAt, data.sequenceVersion ?? 1);
  return data.leads.map((lead, i) => ({
    target_id: lead.targetId,
    user_id: event.metadata.userId,
    campaign_id: data.campaignId,
    position: data.firstPosition + i,
    profile_url: lead.profileUrl,
    lead_provider_id: null,
    campaign_active: data.campaignStatus === 'active',
    needs_sender: (data.senders?.length ?? 0) > 1,
    state: initial,
    reserved_at: null,
    updated_at: event.createdAt.toISOString(),
  }));
}

/**
 * Old StepScheduled events did not name the step's action; the campaign's sequence does (node id =
 * step id). Looked up only for rows whose state lacks it.
 */
async function legacyStepActions(
  trx: Trx,
  events: readonly Handled[],
  rows: readonly HeldRow[],
): Promise<Map<string, SequenceActionKind | null>> {
  const lacking = new Set(
    rows.filter((r) => r.state.action === null && r.state.stepId !== null).map((r) => r.campaign_id),
  );
  const actions = new Map<string, SequenceActionKind | null>();
  if (lacking.size === 0) return actions;
  for (const e of events) {
    if (e.type !== 'CampaignCreated') continue;
    const { campaignId, sequence } = e.data;
    if (lacking.delete(campaignId))
      for (const r of rows) if (r.campaign_id === campaignId) actions.set(r.target_id, stepActionOf(r.state, sequence));
  }
  if (lacking.size === 0) return actions;
  const stored = await trx
    .selectFrom('campaigns')
    .select(['id', 'sequence'])
    .where('id', 'in', [...lacking])
    .execute();
  for (const c of stored) {
    const steps = stepActionsOfGraph(c.sequence.nodes as Array<{ id: string; type: string }>);
    for (const r of rows) if (r.campaign_id === c.id) actions.set(r.target_id, stepActionOf(r.state, steps));
  }
  return actions;
}

async function upsert(trx: Trx, rows: HeldRow[], actions: Map<string, SequenceActionKind | null>): Promise<void> {
  const values = rows.map((row) => {
    const { state } = row;
    if (row.known === undefined)
      row.known = identityOfUrl(row.profile_url, { providerId: row.lead_provider_id ?? undefined });
    return {
      target_id: row.target_id,
      user_id: row.user_id,
      campaign_id: row.campaign_id,
      position: row.position,
      profile_url: row.profile_url,
      campaign_active: row.campaign_active,
      needs_sender: row.needs_sender,
      reserved_at: row.reserved_at,
      updated_at: row.updated_at,
      ...campaignTargetColumnsOf(
        state,
        actions.has(row.target_id) ? actions.get(row.target_id)! : state.action,
        row.known,
      ),
      target_state: JSON.stringify(state),
    };
  });
  // A lead's owner, campaign and profile URL never change.
  await upsertRows(trx, 'campaign_targets', values, {
    key: ['target_id'],
    keep: ['user_id', 'campaign_id', 'profile_url'],
  });
}
