import type {
  CampaignCreated,
  CampaignDeleted,
  CampaignStatusChanged,
  CampaignTargetEvent,
} from '@outflow/domain';
import { CAMPAIGN_TARGET_EVENT_TYPES } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import type { CampaignTargetTable } from '@outflow/read-models';
import type { Transaction } from 'kysely';
import type { ReadModelDatabase } from '@outflow/read-models';
import type { Projection } from '../projection';

type Row = Omit<CampaignTargetTable, 'due_at' | 'updated_at'> & { due_at: string | null; updated_at: string };

/** Rows per INSERT: 16 columns each stays well under Postgres's 65,535 parameters. */
const CHUNK = 2000;

/**
 * The runner's durable timers and the campaign stats' raw material: one row per lead in a campaign,
 * folded from the campaign's and the target's events. A batch is folded in memory (rows it touches
 * loaded once) and written with one upsert per chunk, so a 1,000-lead campaign is a few statements.
 */
export const campaignTargetsProjection: Projection = {
  name: 'campaign_targets',
  eventTypes: ['CampaignCreated', 'CampaignStatusChanged', 'CampaignDeleted', ...CAMPAIGN_TARGET_EVENT_TYPES],
  async apply(trx, events) {
    const rows = await loadTouchedRows(trx, events);
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
          const e = event as unknown as RecordedEvent<CampaignTargetEvent>;
          const row = rows.get(e.data.targetId);
          if (!row || deletedCampaigns.has(row.campaign_id)) break;
          applyTargetEvent(row, { type: e.type, data: e.data } as CampaignTargetEvent);
          // A started step's time is the runner's (its clock may be a test's or the sandbox's): staleness is judged on it.
          row.updated_at = e.type === 'StepStarted' ? (e.data as { startedAt: string }).startedAt : e.createdAt.toISOString();
          dirty.add(row.target_id);
        }
      }
    }
    const changed = [...dirty].map((id) => rows.get(id)!).filter(Boolean);
    for (let i = 0; i < changed.length; i += CHUNK) await upsert(trx, changed.slice(i, i + CHUNK));
  },
};

async function loadTouchedRows(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<Map<string, Row>> {
  const ids = [...new Set(events.filter((e) => (CAMPAIGN_TARGET_EVENT_TYPES as readonly string[]).includes(e.type)).map((e) => (e.data as { targetId: string }).targetId))];
  const rows = new Map<string, Row>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const found = await trx.selectFrom('campaign_targets').selectAll().where('target_id', 'in', ids.slice(i, i + CHUNK)).execute();
    for (const r of found) {
      rows.set(r.target_id, { ...r, due_at: r.due_at ? r.due_at.toISOString() : null, updated_at: r.updated_at.toISOString() });
    }
  }
  return rows;
}

function createdRows(event: RecordedEvent<CampaignCreated>): Row[] {
  const { data } = event;
  return data.leads.map((lead) => ({
    target_id: lead.targetId,
    user_id: event.metadata.userId,
    campaign_id: data.campaignId,
    profile_url: lead.profileUrl,
    provider_id: null,
    public_id: null,
    step_id: data.sequence.initialStep,
    phase: 'act',
    // The first step is due when the campaign is created (no StepScheduled for it).
    due_at: data.createdAt,
    state: 'due',
    campaign_active: data.status === 'active',
    started: false,
    invited: false,
    accepted: false,
    messaged: false,
    replied: false,
    updated_at: data.createdAt,
  }));
}

function applyTargetEvent(row: Row, e: CampaignTargetEvent): void {
  const waitingState = (phase: string) => (phase === 'await-acceptance' ? 'awaiting' : 'due');
  switch (e.type) {
    case 'StepScheduled':
      Object.assign(row, { step_id: e.data.stepId, phase: e.data.phase, due_at: e.data.dueAt, state: waitingState(e.data.phase) });
      break;
    case 'StepStarted':
      Object.assign(row, { state: 'running', started: true, step_id: e.data.stepId, phase: e.data.phase });
      break;
    case 'StepFailed':
      if (e.data.retryAt) Object.assign(row, { state: waitingState(row.phase), due_at: e.data.retryAt });
      break;
    case 'StepDeferred':
      Object.assign(row, { state: waitingState(row.phase), due_at: e.data.dueAt });
      break;
    case 'LinkedInActionPerformed':
      if (e.data.action === 'send-connection') row.invited = true;
      if (e.data.action === 'send-message') row.messaged = true;
      break;
    case 'TargetProfileFetched':
      Object.assign(row, { provider_id: e.data.profile.providerId, public_id: e.data.profile.publicId });
      break;
    case 'ConnectionAccepted':
      row.accepted = true;
      // Heard from LinkedIn while waiting: the acceptance check is due now, not in hours.
      if (row.state === 'awaiting') row.due_at = e.data.at;
      break;
    case 'LeadReplied':
      row.replied = true;
      // The runner ends a replied lead's sequence at its next touch: make that now.
      if (row.state === 'due' || row.state === 'awaiting') Object.assign(row, { state: 'due', due_at: e.data.at });
      break;
    case 'TargetCompleted':
      Object.assign(row, { state: 'completed', due_at: null });
      break;
    case 'TargetFailed':
      Object.assign(row, { state: 'failed', due_at: null });
      break;
    default:
      break;
  }
}

async function upsert(trx: Transaction<ReadModelDatabase>, rows: Row[]): Promise<void> {
  await trx
    .insertInto('campaign_targets')
    .values(rows)
    .onConflict((oc) =>
      oc.column('target_id').doUpdateSet((eb) => ({
        provider_id: eb.ref('excluded.provider_id'),
        public_id: eb.ref('excluded.public_id'),
        step_id: eb.ref('excluded.step_id'),
        phase: eb.ref('excluded.phase'),
        due_at: eb.ref('excluded.due_at'),
        state: eb.ref('excluded.state'),
        campaign_active: eb.ref('excluded.campaign_active'),
        started: eb.ref('excluded.started'),
        invited: eb.ref('excluded.invited'),
        accepted: eb.ref('excluded.accepted'),
        messaged: eb.ref('excluded.messaged'),
        replied: eb.ref('excluded.replied'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
