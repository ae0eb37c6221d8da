import {
  isFinishedStatus,
  reviseTarget,
  splitFullName,
  TARGET_STATUS_EVENT_TYPES,
  targetStatusAfter,
  type CampaignCreated,
  type CampaignDeleted,
  type CampaignLeadsAdded,
  type CampaignLeadsRemoved,
  type CampaignProfilesReset,
  type CampaignTargetEvent,
  type LeadProfile,
  type LeadReplied,
  type QuotaEvent,
  type SequenceRevised,
  type TargetProfileFetched,
  type TargetStatus,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { chunks } from '../chunks';
import type { Projection } from '../projection';
import type { ReadModelDatabase } from '../schema';
import type { LeadTable } from './leads.table';
import type { Selectable, Transaction } from 'kysely';
import { upsertRows } from '../upsert-rows';
import type { HeldRows } from '../held-rows';

/** A leads row as the projection folds it in memory (timestamps as ISO strings). */
type LeadRow = Omit<LeadTable, 'profile_data' | 'status' | 'replied' | 'added_at' | 'updated_at'> & {
  profile_data: Record<string, unknown> | null;
  status: TargetStatus;
  replied: boolean;
  added_at: string;
  updated_at: string;
};

type Trx = Transaction<ReadModelDatabase>;

/** Bind parameters per statement stay far below Postgres' 65,535 (21 columns a row). */
const ROWS_PER_STATEMENT = 1000;
const IDS_PER_LOOKUP = 5000;

/** The target and quota events that move a lead's status. */
type StatusEvent = Extract<CampaignTargetEvent | QuotaEvent, { type: (typeof TARGET_STATUS_EVENT_TYPES)[number] }>;
type LeadEvent =
  | CampaignCreated
  | CampaignDeleted
  | CampaignProfilesReset
  | CampaignLeadsAdded
  | CampaignLeadsRemoved
  | TargetProfileFetched
  | LeadReplied
  | SequenceRevised
  | StatusEvent;

/** A new lead's row: not enriched, its first step scheduled. */
const newLeadRow = (
  lead: { targetId: string; profileUrl: string; name?: string },
  at: { owner: string; campaignId: string; campaignName: string; position: number; addedAt: string },
): LeadRow => ({
  id: lead.targetId,
  user_id: at.owner,
  campaign_id: at.campaignId,
  campaign_name: at.campaignName,
  position: at.position,
  profile_url: lead.profileUrl,
  // The name a search gave shows until the profile is fetched (then the profile's wins).
  first_name: splitFullName(lead.name).firstName,
  last_name: splitFullName(lead.name).lastName,
  headline: null,
  location: null,
  country: null,
  company_name: null,
  job_title: null,
  picture_url: null,
  website: null,
  profile_data: null,
  profile_data_fetched: false,
  status: 'scheduled',
  replied: false,
  added_at: at.addedAt,
  updated_at: at.addedAt,
});
const isFinished = (status: TargetStatus): boolean => status === 'completed' || status === 'failed';

/** Enrichment: the profile columns, from whichever event first carried the lead's profile. */
function enrich(row: LeadRow, profile: LeadProfile | undefined): void {
  if (!profile) return;
  Object.assign(row, {
    first_name: profile.firstName,
    last_name: profile.lastName,
    headline: profile.headline,
    location: profile.location,
    country: profile.country,
    company_name: profile.companyName,
    job_title: profile.jobTitle,
    picture_url: profile.pictureUrl,
    website: profile.website,
    profile_data: { ...profile },
    profile_data_fetched: true,
  });
}

/**
 * The rows of the targets a batch touches without creating them (one query per few thousand ids),
 * and all leads of campaigns it resets: a catch-up's held rows, the others read.
 */
async function loadRows(
  trx: Trx,
  ids: readonly string[],
  resetCampaigns: readonly string[],
  held?: HeldRows,
): Promise<Map<string, LeadRow>> {
  const rows = held?.of<LeadRow>('leads') ?? new Map<string, LeadRow>();
  const keep = (found: Array<Selectable<LeadTable>>) => {
    for (const r of found)
      // A held row is the one stored (a campaign's reset reads rows held already).
      if (!rows.has(r.id))
        rows.set(r.id, {
          ...r,
          status: r.status as TargetStatus,
          added_at: r.added_at.toISOString(),
          updated_at: r.updated_at.toISOString(),
        });
  };
  for (const chunk of chunks(
    ids.filter((id) => !rows.has(id)),
    IDS_PER_LOOKUP,
  ))
    keep(await trx.selectFrom('leads').selectAll().where('id', 'in', chunk).execute());
  if (resetCampaigns.length > 0)
    keep(await trx.selectFrom('leads').selectAll().where('campaign_id', 'in', resetCampaigns).execute());
  return rows;
}

/**
 * A revision ends the sequence of the leads on a removed step the user chose to finish: their
 * status follows. Read from the leads' folded states (campaign_targets, projected after this one,
 * so as they stood before the revision) through the same reviseTarget every lead folds.
 */
async function reviseStatuses(
  trx: Trx,
  rows: Map<string, LeadRow>,
  e: RecordedEvent<SequenceRevised>,
  changed: Set<string>,
): Promise<void> {
  const open = [...rows.values()].filter(
    (r) => r.campaign_id === e.data.campaignId && r.user_id === e.metadata.userId && !isFinishedStatus(r.status),
  );
  for (const chunk of chunks(
    open.map((r) => r.id),
    IDS_PER_LOOKUP,
  )) {
    const states = await trx
      .selectFrom('campaign_targets')
      .select(['target_id', 'target_state'])
      .where('target_id', 'in', chunk)
      .execute();
    for (const { target_id, target_state } of states) {
      const after = reviseTarget(target_state, e.data);
      const row = rows.get(target_id);
      if (!row || !isFinishedStatus(after.status)) continue;
      row.status = after.status;
      row.updated_at = e.createdAt.toISOString();
      changed.add(row.id);
    }
  }
}

/**
 * The leads list and detail (spec 01 §2 Leads): one row per campaign target, created from
 * CampaignCreated's lead list, enriched by TargetProfileFetched, given a status by the target's
 * progress, marked not enriched again by CampaignProfilesReset (until its next outcome carries the
 * re-fetched profile), and gone with CampaignDeleted. A batch is folded in memory and written with one
 * delete and a few multi-row upserts, however many thousand events it holds.
 */
export const leadsProjection: Projection<LeadEvent> = {
  name: 'leads',
  eventTypes: [
    'CampaignCreated',
    'CampaignDeleted',
    'CampaignProfilesReset',
    'SequenceRevised',
    'CampaignLeadsAdded',
    'CampaignLeadsRemoved',
    'TargetProfileFetched',
    'LeadReplied',
    ...TARGET_STATUS_EVENT_TYPES,
  ],
  async apply(trx, events, held) {
    const createdHere = new Set<string>();
    const toLoad = new Set<string>();
    const resetCampaigns = new Set<string>();
    for (const e of events) {
      if (e.type === 'CampaignCreated' || e.type === 'CampaignLeadsAdded')
        for (const lead of e.data.leads) createdHere.add(lead.targetId);
      else if (e.type === 'CampaignProfilesReset' || e.type === 'SequenceRevised')
        resetCampaigns.add(e.data.campaignId);
      else if (e.type === 'CampaignLeadsRemoved') continue;
      else if (e.type !== 'CampaignDeleted' && !createdHere.has(e.data.targetId)) toLoad.add(e.data.targetId);
    }
    const rows = await loadRows(trx, [...toLoad], [...resetCampaigns], held);
    const changed = new Set<string>();
    /** `${userId} ${campaignId}` of the campaigns deleted in this batch. */
    const deleted = new Map<string, { userId: string; campaignId: string }>();
    /** Leads taken out of their campaign in this batch. */
    const removed = new Set<string>();

    for (const e of events) {
      const owner = e.metadata.userId;
      if (e.type === 'CampaignCreated') {
        const { campaignId, name, leads, occurredAt: createdAt } = e.data;
        leads.forEach((lead, position) => {
          rows.set(
            lead.targetId,
            newLeadRow(lead, { owner, campaignId, campaignName: name, position, addedAt: createdAt }),
          );
          changed.add(lead.targetId);
        });
        continue;
      }
      if (e.type === 'CampaignLeadsAdded') {
        const { campaignId, campaignName, leads, firstPosition, occurredAt } = e.data;
        leads.forEach((lead, i) => {
          const at = { owner, campaignId, campaignName, position: firstPosition + i, addedAt: occurredAt };
          rows.set(lead.targetId, newLeadRow(lead, at));
          changed.add(lead.targetId);
        });
        continue;
      }
      if (e.type === 'CampaignLeadsRemoved') {
        for (const id of e.data.targetIds) {
          rows.delete(id);
          changed.delete(id);
          removed.add(id);
        }
        continue;
      }
      if (e.type === 'CampaignDeleted') {
        const { campaignId } = e.data;
        deleted.set(`${owner} ${campaignId}`, { userId: owner, campaignId });
        for (const [id, row] of rows) {
          if (row.campaign_id === campaignId && row.user_id === owner) {
            rows.delete(id);
            changed.delete(id);
          }
        }
        continue;
      }
      if (e.type === 'SequenceRevised') {
        await reviseStatuses(trx, rows, e, changed);
        continue;
      }
      if (e.type === 'CampaignProfilesReset') {
        const { campaignId } = e.data;
        // Leads whose sequence goes on are fetched again on their next step; ended ones keep their profile.
        for (const row of rows.values()) {
          if (
            row.campaign_id !== campaignId ||
            row.user_id !== owner ||
            isFinished(row.status) ||
            !row.profile_data_fetched
          )
            continue;
          row.profile_data_fetched = false;
          row.updated_at = e.createdAt.toISOString();
          changed.add(row.id);
        }
        continue;
      }
      const row = rows.get(e.data.targetId);
      // A target whose campaign is gone (or that is not the event owner's) has no lead to update.
      if (!row || row.user_id !== owner || deleted.has(`${owner} ${e.data.campaignId}`)) continue;
      if (e.type === 'TargetProfileFetched') {
        enrich(row, e.data.profile);
      } else if (e.type === 'LeadReplied') {
        row.replied = true;
      } else {
        const status = targetStatusAfter(row.status, e);
        // A reservation names its step: one for a step the lead has left says nothing about it.
        row.status = e.type === 'QuotaReserved' && row.status === 'awaiting' ? row.status : status;
        enrich(row, 'profile' in e.data ? e.data.profile : undefined);
      }
      row.updated_at = e.createdAt.toISOString();
      changed.add(row.id);
    }

    if (deleted.size > 0) {
      const pairs = [...deleted.values()];
      await trx
        .deleteFrom('leads')
        .where((eb) =>
          eb.or(pairs.map((p) => eb.and([eb('user_id', '=', p.userId), eb('campaign_id', '=', p.campaignId)]))),
        )
        .execute();
    }
    for (const chunk of chunks([...removed], IDS_PER_LOOKUP))
      await trx.deleteFrom('leads').where('id', 'in', chunk).execute();
    const values = [...changed].map((id) => {
      const row = rows.get(id)!;
      return { ...row, profile_data: row.profile_data === null ? null : JSON.stringify(row.profile_data) };
    });
    for (const chunk of chunks(values, ROWS_PER_STATEMENT)) {
      await upsertRows(trx, 'leads', chunk, { key: ['id'] });
    }
  },
};
