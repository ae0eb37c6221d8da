import { eventTypesOf } from '../decider';
import type {
  CampaignCreated,
  CampaignDeleted,
  CampaignLeadsAdded,
  CampaignLeadsRemoved,
} from '../campaign/campaign-events';
import type {
  ConnectionAccepted,
  LeadReplied,
  LinkedInActionPerformed,
  NextStep,
  StepFailed,
  StepSucceeded,
  TargetCompleted,
  TargetFailed,
} from '../campaign-target/target-events';

/**
 * One lead at one step it reached (issue 21's funnel): reached when its sequence arrived there,
 * performed when the action reached LinkedIn, with the variant chosen; what followed (acceptance,
 * a reply) and whether the lead's sequence stopped there. The read model's row, in the clock's ISO times.
 */
export interface FunnelLead {
  readonly targetId: string;
  readonly stepId: string;
  readonly campaignId: string;
  readonly action: string;
  readonly variantId: string | null;
  readonly reachedAt: string;
  readonly performedAt: string | null;
  readonly accepted: boolean;
  readonly acceptedAt: string | null;
  readonly repliedAt: string | null;
  /** replied, failed or do-not-contact: the lead's sequence ended at this step for that reason. */
  readonly stopped: string | null;
  /** The step the lead is at now (or ended at). */
  readonly current: boolean;
}

export type FunnelEvent =
  | CampaignCreated
  | CampaignLeadsAdded
  | CampaignLeadsRemoved
  | CampaignDeleted
  | LinkedInActionPerformed
  | StepSucceeded
  | StepFailed
  | ConnectionAccepted
  | LeadReplied
  | TargetCompleted
  | TargetFailed;

/** Derived from a record over the union, so a member added to FunnelEvent cannot be missed here. */
export const FUNNEL_EVENT_TYPES: readonly FunnelEvent['type'][] = eventTypesOf({
  CampaignCreated: true,
  CampaignLeadsAdded: true,
  CampaignLeadsRemoved: true,
  CampaignDeleted: true,
  LinkedInActionPerformed: true,
  StepSucceeded: true,
  StepFailed: true,
  ConnectionAccepted: true,
  LeadReplied: true,
  TargetCompleted: true,
  TargetFailed: true,
} satisfies Record<FunnelEvent['type'], true>);

const FUNNEL_EVENTS: ReadonlySet<string> = new Set(FUNNEL_EVENT_TYPES);
export const isFunnelEvent = (event: { type: string }): event is FunnelEvent => FUNNEL_EVENTS.has(event.type);

/** Whose rows an event changes: the leads it names, or every lead of the campaign (its deletion). */
export type FunnelScope = { readonly targetIds: readonly string[] } | { readonly campaignId: string };

export function funnelScopeOf(event: FunnelEvent): FunnelScope {
  switch (event.type) {
    case 'CampaignCreated':
    case 'CampaignLeadsAdded':
      return { targetIds: event.data.leads.map((l) => l.targetId) };
    case 'CampaignLeadsRemoved':
      return { targetIds: event.data.targetIds };
    case 'CampaignDeleted':
      return { campaignId: event.data.campaignId };
    default:
      return { targetIds: [event.data.targetId] };
  }
}

const STOP_REASONS: Readonly<Record<string, string>> = { replied: 'replied', 'do-not-contact': 'do-not-contact' };

type Rows = readonly FunnelLead[];
const update = (rows: Rows, which: (r: FunnelLead) => boolean, change: Partial<FunnelLead>): FunnelLead[] =>
  rows.map((r) => (which(r) ? { ...r, ...change } : r));

/** The lead arrives at a step: it becomes the current one (a step reached twice keeps its first arrival). */
function arrive(rows: Rows, campaignId: string, targetId: string, stepId: string, action: string, at: string) {
  const others = rows.map((r) => (r.current ? { ...r, current: false } : r));
  if (others.some((r) => r.stepId === stepId)) return update(others, (r) => r.stepId === stepId, { current: true });
  return [...others, fresh(campaignId, targetId, stepId, action, at)];
}

function fresh(campaignId: string, targetId: string, stepId: string, action: string, at: string): FunnelLead {
  return {
    targetId,
    stepId,
    campaignId,
    action,
    variantId: null,
    reachedAt: at,
    performedAt: null,
    accepted: false,
    acceptedAt: null,
    repliedAt: null,
    stopped: null,
    current: true,
  };
}

/** A step ran for a lead not seen arriving (streams older than the funnel): it arrived then. */
function reached(
  rows: Rows,
  data: { campaignId: string; targetId: string; stepId: string; action: string },
  at: string,
) {
  if (rows.some((r) => r.stepId === data.stepId)) return [...rows];
  return [...rows, fresh(data.campaignId, data.targetId, data.stepId, data.action, at)];
}

/** The outcome sent the lead on to another step. */
function moveOn(
  rows: Rows,
  ref: { campaignId: string; targetId: string; stepId: string },
  next: NextStep | null | undefined,
  at: string,
) {
  if (!next || next.stepId === ref.stepId) return [...rows];
  return arrive(rows, ref.campaignId, ref.targetId, next.stepId, next.action, at);
}

/** The lead's sequence ended at its current step for a reason the funnel counts. */
const stopAt = (rows: Rows, reason: string) =>
  update(rows, (r) => r.current && r.stopped === null, { stopped: reason });

/**
 * One lead's funnel rows after an event (issue 21): the one fold the read model's projection and
 * the funnel at a point in the past both run, so the two cannot differ. `rows` are the lead's rows
 * before the event (any order); the answer is all of them after it (none: the lead left the funnel).
 */
export function evolveFunnelLead(rows: Rows, event: FunnelEvent, targetId: string): FunnelLead[] {
  switch (event.type) {
    case 'CampaignCreated':
    case 'CampaignLeadsAdded': {
      const { campaignId, occurredAt } = event.data;
      const stepId = event.type === 'CampaignCreated' ? event.data.sequence.initialStep : event.data.initialStep;
      const action =
        event.type === 'CampaignCreated'
          ? (event.data.sequence.steps[stepId]?.action ?? 'end-sequence')
          : (event.data.initialAction ?? 'end-sequence');
      return arrive(rows, campaignId, targetId, stepId, action, occurredAt);
    }
    case 'CampaignLeadsRemoved':
    case 'CampaignDeleted':
      return [];
    case 'LinkedInActionPerformed': {
      const { data } = event;
      let after = reached(rows, data, data.occurredAt);
      if (data.phase !== 'await-acceptance')
        after = update(after, (r) => r.stepId === data.stepId && r.performedAt === null, {
          performedAt: data.occurredAt,
          variantId: data.variantId ?? null,
        });
      return moveOn(after, data, data.next, data.occurredAt);
    }
    case 'StepSucceeded':
      return moveOn(
        reached(rows, event.data, event.data.occurredAt),
        event.data,
        event.data.next,
        event.data.occurredAt,
      );
    case 'StepFailed': {
      const { data } = event;
      const after = reached(rows, data, data.occurredAt);
      // The variant was chosen before the step failed: the lead reached it (older events name none).
      if (!data.variantId) return after;
      return update(after, (r) => r.stepId === data.stepId && r.variantId === null && r.performedAt === null, {
        variantId: data.variantId,
      });
    }
    case 'ConnectionAccepted': {
      const { data } = event;
      // The invitations the lead was sent are accepted (an acceptance of one sent by hand counts nowhere).
      const after = update(rows, (r) => r.action === 'send-connection' && r.performedAt !== null && !r.accepted, {
        accepted: true,
        acceptedAt: data.occurredAt,
      });
      return moveOn(after, { ...data, stepId: '' }, data.next, data.occurredAt);
    }
    case 'LeadReplied':
      return update(rows, (r) => r.repliedAt === null, { repliedAt: event.data.repliedAt ?? event.data.occurredAt });
    case 'TargetCompleted': {
      const reason = STOP_REASONS[event.data.reason];
      return reason ? stopAt(rows, reason) : [...rows];
    }
    case 'TargetFailed':
      return stopAt(rows, 'failed');
  }
}

/**
 * The funnel rows of one campaign folded from its events in order (the campaign's point-in-time
 * funnel and `replay --verify`): events of other campaigns and of other kinds are passed over.
 */
export class FunnelFold {
  private readonly leads = new Map<string, FunnelLead[]>();

  constructor(private readonly campaignId: string) {}

  apply(event: { type: string; data: unknown }): void {
    if (!isFunnelEvent(event) || event.data.campaignId !== this.campaignId) return;
    const scope = funnelScopeOf(event);
    const targets = 'targetIds' in scope ? scope.targetIds : [...this.leads.keys()];
    for (const targetId of targets) {
      const rows = evolveFunnelLead(this.leads.get(targetId) ?? [], event, targetId);
      if (rows.length > 0) this.leads.set(targetId, rows);
      else this.leads.delete(targetId);
    }
  }

  rows(): FunnelLead[] {
    return [...this.leads.values()].flat();
  }
}
