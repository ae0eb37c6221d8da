import {
  CAMPAIGN_TARGET_EVENT_TYPES,
  limitForStep,
  QUOTA_EVENT_TYPES,
  type CampaignCreated,
  type CampaignDeleted,
  type CampaignStatusChanged,
  type CampaignTargetEvent,
  type NextStep,
  type QuotaEvent,
  type SequenceActionKind,
  type StepPhase,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import type { CampaignTargetTable, ReadModelDatabase } from '@outflow/read-models';
import type { Transaction } from 'kysely';
import type { Projection } from '../projection';

type Dates = 'due_at' | 'updated_at' | 'open_since' | 'reserved_at' | 'await_until' | 'last_action_at';
type Row = Omit<CampaignTargetTable, Dates | 'attempt'> & { [K in Dates]: string | null } & { updated_at: string; attempt: number };
type Trx = Transaction<ReadModelDatabase>;

/** Rows per INSERT: 29 columns each stays well under Postgres's 65,535 parameters. */
const CHUNK = 1000;
const TARGET_EVENTS: ReadonlySet<string> = new Set([...CAMPAIGN_TARGET_EVENT_TYPES, ...QUOTA_EVENT_TYPES]);

/**
 * The runner's durable timers, its pacing queue and the campaign page's lead table: one row per lead
 * in a campaign, folded from the campaign's and the target's events (and the target's quota
 * reservations, which mark it running). A batch is folded in memory (rows it touches loaded once)
 * and written with one upsert per chunk, so a 1,000-lead campaign is a few statements.
 */
export const campaignTargetsProjection: Projection = {
  name: 'campaign_targets',
  eventTypes: ['CampaignCreated', 'CampaignStatusChanged', 'CampaignDeleted', ...CAMPAIGN_TARGET_EVENT_TYPES, ...QUOTA_EVENT_TYPES],
  async apply(trx, events) {
    const rows = await loadTouchedRows(trx, events);
    const actionsOf = await legacyStepActions(trx, events);
    const dirty = new Set<string>();
    const deletedCampaigns = new Set<string>();
    for (const event of events) {
      switch (event.type) {
        case 'CampaignCreated':
          for (const row of createdRows(event as unknown as RecordedEvent<CampaignCreated>)) {
            rows.set(row.target_id, row);
            dirty.add(row.target_id);
          }
          break;
        case 'CampaignStatusChanged': {
          const { campaignId, status } = (event as unknown as RecordedEvent<CampaignStatusChanged>).data;
          const active = status === 'active';
          await trx.updateTable('campaign_targets').set({ campaign_active: active }).where('campaign_id', '=', campaignId).execute();
          for (const row of rows.values()) if (row.campaign_id === campaignId) row.campaign_active = active;
          break;
        }
        case 'CampaignDeleted': {
          const { campaignId } = (event as unknown as RecordedEvent<CampaignDeleted>).data;
          deletedCampaigns.add(campaignId);
          await trx.deleteFrom('campaign_targets').where('campaign_id', '=', campaignId).execute();
          for (const [id, row] of rows) if (row.campaign_id === campaignId) (rows.delete(id), dirty.delete(id));
          break;
        }
        default: {
          const e = event as unknown as RecordedEvent<CampaignTargetEvent | QuotaEvent>;
          const row = rows.get(e.data.targetId);
          if (!row || deletedCampaigns.has(row.campaign_id)) break;
          applyTargetEvent(row, e, actionsOf);
          row.updated_at = e.createdAt.toISOString();
          dirty.add(row.target_id);
        }
      }
    }
    const changed = [...dirty].map((id) => rows.get(id)!).filter(Boolean);
    for (let i = 0; i < changed.length; i += CHUNK) await upsert(trx, changed.slice(i, i + CHUNK));
  },
};

async function loadTouchedRows(trx: Trx, events: readonly RecordedEvent[]): Promise<Map<string, Row>> {
  const ids = [...new Set(events.filter((e) => TARGET_EVENTS.has(e.type)).map((e) => (e.data as { targetId: string }).targetId))];
  const rows = new Map<string, Row>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const found = await trx.selectFrom('campaign_targets').selectAll().where('target_id', 'in', ids.slice(i, i + CHUNK)).execute();
    for (const r of found) {
      const iso = (d: Date | null) => (d ? d.toISOString() : null);
      rows.set(r.target_id, {
        ...r,
        due_at: iso(r.due_at),
        updated_at: r.updated_at.toISOString(),
        open_since: iso(r.open_since),
        reserved_at: iso(r.reserved_at),
        await_until: iso(r.await_until),
        last_action_at: iso(r.last_action_at),
      });
    }
  }
  return rows;
}

/** Old StepScheduled events did not name the step's action: the campaign's graph does (node id = step id). */
async function legacyStepActions(trx: Trx, events: readonly RecordedEvent[]): Promise<Map<string, string>> {
  const campaignIds = new Set<string>();
  for (const e of events) if (e.type === 'StepScheduled') campaignIds.add((e.data as { campaignId: string }).campaignId);
  const actions = new Map<string, string>();
  if (campaignIds.size === 0) return actions;
  const fromCreated = events.filter((e) => e.type === 'CampaignCreated').map((e) => (e as unknown as RecordedEvent<CampaignCreated>).data);
  for (const c of fromCreated) for (const n of c.graph.nodes) actions.set(`${c.campaignId}|${n.id}`, n.type);
  const stored = await trx.selectFrom('campaigns').select(['id', 'sequence']).where('id', 'in', [...campaignIds]).execute();
  for (const c of stored) for (const n of c.sequence.nodes as Array<{ id: string; type: string }>) actions.set(`${c.id}|${n.id}`, n.type);
  return actions;
}

function createdRows(event: RecordedEvent<CampaignCreated>): Row[] {
  const { data } = event;
  const action = data.sequence.steps[data.sequence.initialStep]?.action ?? null;
  return data.leads.map((lead) => ({
    target_id: lead.targetId,
    user_id: event.metadata.userId,
    campaign_id: data.campaignId,
    profile_url: lead.profileUrl,
    provider_id: null,
    public_id: null,
    step_id: data.sequence.initialStep,
    phase: 'act',
    // The first step is due when the campaign is created (no event for it).
    due_at: data.createdAt,
    state: 'scheduled',
    campaign_active: data.status === 'active',
    started: false,
    invited: false,
    accepted: false,
    messaged: false,
    replied: false,
    updated_at: event.createdAt.toISOString(),
    action,
    limit_key: action ? limitForStep(action, 'act') : null,
    wait_reason: null,
    attempt: 0,
    open_since: null,
    reserved_at: null,
    await_until: null,
    last_action: null,
    last_action_at: null,
    last_action_text: null,
    end_reason: null,
    failure: null,
  }));
}

const finished = (row: Row) => row.state === 'completed' || row.state === 'failed';
const waiting = (phase: string) => (phase === 'await-acceptance' ? 'awaiting' : 'scheduled');
const closeAttempt = (row: Row) => Object.assign(row, { open_since: null, reserved_at: null });

function moveTo(row: Row, next: NextStep | null | undefined): void {
  closeAttempt(row);
  if (!next) {
    if (row.state === 'running') row.state = waiting(row.phase);
    return;
  }
  const sameStep = next.stepId === row.step_id && next.phase === row.phase;
  Object.assign(row, {
    step_id: next.stepId,
    action: next.action,
    phase: next.phase,
    limit_key: limitForStep(next.action, next.phase),
    due_at: next.dueAt,
    wait_reason: next.reason,
    state: waiting(next.phase),
    attempt: sameStep ? row.attempt : 0,
  });
}

function enrich(row: Row, profile: { providerId: string; publicId: string | null } | undefined): void {
  if (profile) Object.assign(row, { provider_id: profile.providerId, public_id: profile.publicId });
}

function applyTargetEvent(row: Row, event: RecordedEvent<CampaignTargetEvent | QuotaEvent>, legacyActions: Map<string, string>): void {
  const e = { type: event.type, data: event.data } as CampaignTargetEvent | QuotaEvent;
  // A finished lead only gains facts: a late reply or acceptance (response and acceptance rates).
  if (finished(row)) {
    if (e.type === 'LeadReplied') row.replied = true;
    if (e.type === 'ConnectionAccepted') row.accepted = true;
    if (e.type === 'LinkedInActionPerformed') recordAction(row, e.data);
    return;
  }
  switch (e.type) {
    case 'LinkedInActionPerformed':
      recordAction(row, e.data);
      enrich(row, e.data.profile);
      if (e.data.awaitUntil) row.await_until = e.data.awaitUntil;
      moveTo(row, e.data.next);
      break;
    case 'StepSucceeded':
      row.started = true;
      enrich(row, e.data.profile);
      if (e.data.awaitUntil) Object.assign(row, { await_until: e.data.awaitUntil, invited: true });
      moveTo(row, e.data.next);
      break;
    case 'StepFailed':
      row.started = true;
      enrich(row, e.data.profile);
      closeAttempt(row);
      row.attempt = e.data.attempt;
      if (e.data.retryAt) Object.assign(row, { state: waiting(row.phase), due_at: e.data.retryAt, wait_reason: 'retry' });
      break;
    case 'StepDeferred':
      enrich(row, e.data.profile);
      closeAttempt(row);
      Object.assign(row, { state: waiting(row.phase), due_at: e.data.dueAt, wait_reason: e.data.code ?? null });
      break;
    case 'TargetProfileFetched':
      enrich(row, e.data.profile);
      break;
    case 'ConnectionAccepted':
      row.accepted = true;
      if (e.data.next !== undefined) moveTo(row, e.data.next);
      break;
    case 'LeadReplied':
      row.replied = true;
      break;
    case 'TargetCompleted':
      closeAttempt(row);
      Object.assign(row, { state: 'completed', due_at: null, wait_reason: null, end_reason: e.data.reason });
      break;
    case 'TargetFailed':
      closeAttempt(row);
      Object.assign(row, { state: 'failed', due_at: null, wait_reason: null, failure: e.data.reason });
      break;
    case 'QuotaReserved':
      if (e.data.stepId === row.step_id) Object.assign(row, { state: 'running', started: true, open_since: e.data.at, reserved_at: event.createdAt.toISOString() });
      break;
    case 'QuotaReleased':
      if (row.open_since) {
        closeAttempt(row);
        row.state = waiting(row.phase);
      }
      break;
    // Streams written before outcomes carried the next step.
    case 'StepScheduled': {
      const action = (legacyActions.get(`${row.campaign_id}|${e.data.stepId}`) ?? null) as SequenceActionKind | null;
      const phase: StepPhase = e.data.phase;
      const sameStep = e.data.stepId === row.step_id && phase === row.phase;
      closeAttempt(row);
      Object.assign(row, {
        step_id: e.data.stepId,
        action,
        phase,
        limit_key: action ? limitForStep(action, phase) : null,
        due_at: e.data.dueAt,
        wait_reason: phase === 'await-acceptance' ? 'acceptance-wait' : 'sequence-delay',
        state: waiting(phase),
        attempt: sameStep ? row.attempt : 0,
      });
      break;
    }
    case 'StepStarted':
      Object.assign(row, { state: 'running', started: true, step_id: e.data.stepId, phase: e.data.phase, open_since: e.data.startedAt, reserved_at: event.createdAt.toISOString() });
      break;
    case 'StepAwaiting':
      Object.assign(row, { await_until: e.data.until, invited: true });
      closeAttempt(row);
      break;
    default:
      break;
  }
}

function recordAction(row: Row, data: { action: string; occurredAt: string; text: string | null; limit: string | null }): void {
  row.started = true;
  if (data.action === 'send-connection') row.invited = true;
  if (data.action === 'send-message' || data.action === 'send-inmail') row.messaged = true;
  Object.assign(row, { last_action: data.action, last_action_at: data.occurredAt, last_action_text: data.text });
}

async function upsert(trx: Trx, rows: Row[]): Promise<void> {
  await trx
    .insertInto('campaign_targets')
    .values(rows)
    .onConflict((oc) =>
      oc.column('target_id').doUpdateSet((eb) => {
        const set: Record<string, unknown> = {};
        for (const column of Object.keys(rows[0]) as Array<keyof Row>) {
          if (column !== 'target_id' && column !== 'user_id' && column !== 'campaign_id' && column !== 'profile_url') set[column] = eb.ref(`excluded.${column}` as never);
        }
        return set as never;
      }),
    )
    .execute();
}
