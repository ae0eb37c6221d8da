import {
  evolveFunnelLead,
  FUNNEL_EVENT_TYPES,
  funnelScopeOf,
  type FunnelEvent,
  type FunnelLead,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import type { Selectable, Transaction } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import { chunks } from '../chunks';
import type { Projection } from '../projection';
import type { ReadModelDatabase } from '../schema';
import { upsertRows } from '../upsert-rows';
import type { HeldRows } from '../held-rows';
import type { CampaignFunnelLeadTable } from './campaign-funnel.table';

type Trx = Transaction<ReadModelDatabase>;
type Row = Selectable<CampaignFunnelLeadTable>;

const iso = (t: Date | null): string | null => (t === null ? null : t.toISOString());
/** An event's time as a stored one reads back (a catch-up holds rows as they read back). */
const stored = (t: string | null): string | null => (t === null ? null : new Date(t).toISOString());
const asStored = (l: FunnelLead): FunnelLead => ({
  ...l,
  reachedAt: stored(l.reachedAt)!,
  performedAt: stored(l.performedAt),
  acceptedAt: stored(l.acceptedAt),
  repliedAt: stored(l.repliedAt),
});

/** A stored row as the domain's fold sees it. */
export function funnelLeadOfRow(r: Row): FunnelLead {
  return {
    targetId: r.target_id,
    stepId: r.step_id,
    campaignId: r.campaign_id,
    action: r.action,
    variantId: r.variant_id,
    reachedAt: r.reached_at.toISOString(),
    performedAt: iso(r.performed_at),
    accepted: r.accepted,
    acceptedAt: iso(r.accepted_at),
    repliedAt: iso(r.replied_at),
    stopped: r.stopped,
    current: r.current,
  };
}

const rowOf = (l: FunnelLead, userId: string) => ({
  target_id: l.targetId,
  step_id: l.stepId,
  campaign_id: l.campaignId,
  user_id: userId,
  action: l.action,
  variant_id: l.variantId,
  reached_at: l.reachedAt,
  performed_at: l.performedAt,
  accepted: l.accepted,
  accepted_at: l.acceptedAt,
  replied_at: l.repliedAt,
  stopped: l.stopped,
  current: l.current,
});

/** A lead's rows as the batch folds them, with the owner each row was last written for. */
interface HeldLead {
  rows: FunnelLead[];
  userIds: Map<string, string>;
}

/**
 * The stored rows of every lead the batch's events concern, by lead (leads without rows: empty):
 * a catch-up's held leads, the others read.
 */
async function loadTouched(
  trx: Trx,
  events: readonly RecordedEvent<FunnelEvent>[],
  held: Map<string, FunnelLead[]> | undefined,
): Promise<Map<string, FunnelLead[]>> {
  const targetIds = new Set<string>();
  const campaignIds = new Set<string>();
  for (const event of events) {
    const scope = funnelScopeOf(event);
    if ('campaignId' in scope) campaignIds.add(scope.campaignId);
    else for (const id of scope.targetIds) targetIds.add(id);
  }
  const found: Row[] = [];
  const byTarget = new Map<string, FunnelLead[]>();
  for (const id of targetIds) byTarget.set(id, held?.get(id) ?? []);
  for (const chunk of chunks(
    [...targetIds].filter((id) => !held?.has(id)),
    1000,
  ))
    found.push(
      ...(await trx.selectFrom('campaign_funnel_leads').selectAll().where('target_id', 'in', chunk).execute()),
    );
  for (const chunk of chunks([...campaignIds], 1000))
    found.push(
      ...(await trx.selectFrom('campaign_funnel_leads').selectAll().where('campaign_id', 'in', chunk).execute()),
    );
  const seen = new Set<string>();
  for (const row of found) {
    // A held lead is as stored (a campaign's event reads leads held already).
    const kept = held?.get(row.target_id);
    if (kept) {
      byTarget.set(row.target_id, kept);
      continue;
    }
    // A lead named by both a target and a campaign event is read twice.
    const key = `${row.target_id}\u0000${row.step_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const lead = funnelLeadOfRow(row);
    byTarget.set(lead.targetId, [...(byTarget.get(lead.targetId) ?? []), lead]);
  }
  return byTarget;
}

/**
 * The campaign funnel (issue 21): every lead at every step it reached, what was sent and what
 * followed. Each event is folded by the domain's evolveFunnelLead (the same fold the funnel at a
 * point in the past runs) over the rows of the leads it concerns. A batch reads its leads' rows
 * once, folds every event in memory in order, and writes only the rows that differ from what was
 * stored (a per-event read and write was most of a rebuild's statements).
 */
export const campaignFunnelProjection: Projection<FunnelEvent> = {
  name: 'campaign_funnel_leads',
  eventTypes: FUNNEL_EVENT_TYPES,
  async apply(trx, events, heldRows?: HeldRows) {
    const kept = heldRows?.of<FunnelLead[]>('campaign_funnel_leads');
    const before = await loadTouched(trx, events, kept);
    const held = new Map<string, HeldLead>();
    for (const [targetId, rows] of before) held.set(targetId, { rows, userIds: new Map() });
    for (const event of events) {
      const scope = funnelScopeOf(event);
      // As one event alone would read them: a campaign's leads that have rows, or the named leads.
      const targets =
        'campaignId' in scope
          ? [...held].filter(([, l]) => l.rows.some((r) => r.campaignId === scope.campaignId)).map(([id]) => id)
          : scope.targetIds;
      for (const targetId of targets) {
        const lead = held.get(targetId) ?? { rows: [], userIds: new Map<string, string>() };
        held.set(targetId, lead);
        const after = evolveFunnelLead(lead.rows, event, targetId);
        for (const r of after) {
          const old = lead.rows.find((o) => o.stepId === r.stepId);
          if (!old || !isDeepStrictEqual(old, r)) lead.userIds.set(r.stepId, event.metadata.userId);
        }
        lead.rows = after;
      }
    }
    const left: string[] = [];
    const gone: { targetId: string; stepId: string }[] = [];
    const changed: Array<ReturnType<typeof rowOf>> = [];
    for (const [targetId, lead] of held) {
      const was = before.get(targetId) ?? [];
      // The lead left the funnel (removed, or its campaign deleted): all its rows go at once.
      if (lead.rows.length === 0) {
        if (was.length > 0) left.push(targetId);
        kept?.set(targetId, []);
        continue;
      }
      const steps = new Set(lead.rows.map((r) => r.stepId));
      for (const r of was) if (!steps.has(r.stepId)) gone.push(r);
      const now: FunnelLead[] = [];
      for (const r of lead.rows) {
        const old = was.find((o) => o.stepId === r.stepId);
        const userId = lead.userIds.get(r.stepId);
        const write = userId !== undefined && (!old || !isDeepStrictEqual(old, r));
        if (write) changed.push(rowOf(r, userId));
        now.push(write || !old ? asStored(r) : old);
      }
      kept?.set(targetId, now);
    }
    for (const chunk of chunks(left, 1000))
      await trx.deleteFrom('campaign_funnel_leads').where('target_id', 'in', chunk).execute();
    for (const chunk of chunks(gone, 500))
      await trx
        .deleteFrom('campaign_funnel_leads')
        .where((eb) =>
          eb.or(chunk.map((g) => eb.and([eb('target_id', '=', g.targetId), eb('step_id', '=', g.stepId)]))),
        )
        .execute();
    for (const chunk of chunks(changed, 500))
      await upsertRows(trx, 'campaign_funnel_leads', chunk, { key: ['target_id', 'step_id'] });
  },
};
