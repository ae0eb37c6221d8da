import type { StatusReason } from '../account-hold/status-reason';
import type { CampaignStatus } from '../campaign/campaign-events';
import type { SequenceEdge, SequenceNode } from '../sequence/sequence-graph';
import type { TargetStatus } from '../campaign-target/target-status';
import {
  campaignFigures,
  figuresBySender,
  groupLeads,
  stepCounts,
  type CampaignFigures,
  type SenderFigures,
  type StepCounts,
} from './campaign-figures';
import { accountDayAt, accountStatusReasonAt, type CampaignReplay } from './campaign-replay';
import { leadRowOf, type CampaignLeadRow } from './lead-row';
import { actingWindow } from '../schedule/acting-window';
import { scheduleOf } from '../schedule/schedule.decider';

/** The campaign as its page heads it. */
export interface CampaignSummary {
  readonly id: string;
  readonly name: string;
  readonly status: CampaignStatus;
  readonly createdAt: string;
  readonly accountId: string | null;
  readonly leadCount: number;
  readonly graph: { readonly nodes: readonly SequenceNode[]; readonly edges: readonly SequenceEdge[] };
  /** The version of the sequence drawn (1 as created; replayed: the version at the point). */
  readonly sequenceVersion: number;
  /** Why a running campaign cannot act (as the list says it); null when it can, or is not running. */
  readonly statusReason: StatusReason | null;
}

/** Which leads of the table to answer: one state, one step, one page (1-based). */
export interface LeadTableQuery {
  readonly status?: TargetStatus;
  readonly stepId?: string;
  readonly page: number;
  readonly perPage: number;
}

/** The point a snapshot shows: the last event in it (live: the read models' checkpoint) and the time it speaks for. */
export interface SnapshotPoint {
  readonly position: string | null;
  readonly time: string;
  readonly live: boolean;
}

/** Where the page stands in the campaign's timeline: the replay slider's place, and the step buttons' targets. */
export interface TimelinePlace {
  /** Timeline events up to the point (live: all of them), of `total`. */
  readonly index: number;
  readonly total: number;
  /** The positions one event back and one forward (null at either end, and live). */
  readonly previous: string | null;
  readonly next: string | null;
}

/**
 * The campaign page's data, one shape whether read live from the read models or replayed from
 * the events up to a point (GET /api/campaigns/{id}/state, with or without `at`).
 */
export interface CampaignSnapshot {
  readonly at: SnapshotPoint;
  readonly timeline: TimelinePlace;
  readonly campaign: CampaignSummary;
  readonly figures: CampaignFigures;
  /** The figures split by sender, when the campaign's leads went to more than one (else empty). */
  readonly bySender: readonly SenderFigures[];
  readonly steps: StepCounts;
  readonly leads: {
    readonly rows: readonly CampaignLeadRow[];
    readonly total: number;
    readonly page: number;
    readonly perPage: number;
  };
}

const matchesLeadQuery = (
  row: Pick<CampaignLeadRow, 'state' | 'stepId'>,
  query: Omit<LeadTableQuery, 'page' | 'perPage'>,
): boolean => (!query.status || row.state === query.status) && (!query.stepId || row.stepId === query.stepId);

/** A replayed campaign as its page shows it at `now` (the time of the point replayed to). */
export function snapshotOfReplay(
  replay: CampaignReplay,
  now: Date,
  point: SnapshotPoint,
  timeline: TimelinePlace,
  query: LeadTableQuery,
): CampaignSnapshot | undefined {
  const { campaign } = replay;
  if (!campaign.exists) return undefined;
  const window = actingWindow(scheduleOf(replay.account.schedule));
  const reason = accountStatusReasonAt(replay.account, now, window);
  const account = campaign.status === 'active' ? reason : null;
  const standing = { campaignStatus: campaign.status, account, window, now };
  const rows = campaign.leads.map((lead) =>
    leadRowOf(
      { targetId: lead.targetId, position: lead.position, profileUrl: lead.profileUrl, name: lead.name },
      replay.targets.get(lead.targetId)!,
      campaign.sequence,
      standing,
    ),
  );
  const groups = groupLeads(
    rows.map((r) => ({
      stepId: r.stepId,
      state: r.state,
      invited: r.invited,
      connected: r.connected,
      messaged: r.messaged,
      replied: r.replied,
      sender: r.sender,
    })),
  );
  const matching = rows.filter((r) => matchesLeadQuery(r, query));
  const from = (query.page - 1) * query.perPage;
  return {
    at: point,
    timeline,
    campaign: {
      id: campaign.campaignId,
      name: campaign.name,
      status: campaign.status,
      createdAt: campaign.createdAt,
      accountId: campaign.accountId,
      leadCount: campaign.leads.length,
      graph: replay.graph ?? { nodes: [], edges: [] },
      sequenceVersion: campaign.sequenceVersion,
      statusReason: standing.account,
    },
    figures: campaignFigures(groups, replay.actionsByDay.get(accountDayAt(replay.account, now)) ?? 0),
    bySender: figuresBySender(groups),
    steps: stepCounts(groups),
    leads: {
      rows: matching.slice(from, from + query.perPage),
      total: matching.length,
      page: query.page,
      perPage: query.perPage,
    },
  };
}
