import { TARGET_STATUSES, type TargetStatus } from '../campaign-target/target-status';

/**
 * Leads that share a step, a state and the facts the figures count: the live page gets them from
 * one GROUP BY over the read model, the replay from its folded leads, and both compute the
 * figures with the functions below.
 */
export interface LeadGroup {
  readonly stepId: string | null;
  readonly state: TargetStatus;
  readonly invited: boolean;
  readonly connected: boolean;
  readonly messaged: boolean;
  readonly replied: boolean;
  /** The lead's sender (a campaign over several senders); null or absent: the campaign's one, or none yet. */
  readonly sender?: string | null;
  readonly count: number;
}

export interface CampaignFigures {
  readonly total: number;
  readonly byState: Readonly<Record<TargetStatus, number>>;
  readonly invited: number;
  /** Invited leads who accepted. */
  readonly accepted: number;
  readonly messaged: number;
  /** Leads messaged or invited who replied. */
  readonly replied: number;
  /** Percent of invited leads who accepted (one decimal). */
  readonly acceptanceRate: number;
  /** Percent of leads messaged or invited who replied (one decimal, never above 100). */
  readonly responseRate: number;
  /** Actions on LinkedIn counted on the account's local day. */
  readonly actionsToday: number;
}

/** A campaign's figures for the leads of one sender (its actions today are on the Senders page). */
export interface SenderFigures {
  /** The sender's account id; null: leads not assigned a sender yet. */
  readonly sender: string | null;
  readonly figures: Omit<CampaignFigures, 'actionsToday'>;
}

/** Per sequence step: how many leads are at it, by state (a finished lead stays at its last step). */
export type StepCounts = Readonly<Record<string, Readonly<Record<TargetStatus, number>>>>;

const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const zeroByState = (): Record<TargetStatus, number> =>
  Object.fromEntries(TARGET_STATUSES.map((s) => [s, 0])) as Record<TargetStatus, number>;

export function campaignFigures(groups: readonly LeadGroup[], actionsToday: number): CampaignFigures {
  return { ...leadFigures(groups), actionsToday };
}

/**
 * The figures split by sender, for a campaign whose leads went to more than one (empty otherwise):
 * each sender's own leads, by account id; the leads not assigned yet last.
 */
export function figuresBySender(groups: readonly LeadGroup[]): SenderFigures[] {
  const bySender = new Map<string | null, LeadGroup[]>();
  for (const g of groups) {
    const sender = g.sender ?? null;
    bySender.set(sender, [...(bySender.get(sender) ?? []), g]);
  }
  const senders = [...bySender.keys()].filter((s): s is string => s !== null).sort();
  if (senders.length < 2) return [];
  const order = bySender.has(null) ? [...senders, null] : senders;
  return order.map((sender) => ({ sender, figures: leadFigures(bySender.get(sender)!) }));
}

function leadFigures(groups: readonly LeadGroup[]): Omit<CampaignFigures, 'actionsToday'> {
  const byState = zeroByState();
  let total = 0,
    invited = 0,
    accepted = 0,
    messaged = 0,
    contacted = 0,
    replied = 0;
  for (const g of groups) {
    total += g.count;
    byState[g.state] += g.count;
    if (g.invited) invited += g.count;
    if (g.invited && g.connected) accepted += g.count;
    if (g.messaged) messaged += g.count;
    if (g.messaged || g.invited) {
      contacted += g.count;
      if (g.replied) replied += g.count;
    }
  }
  return {
    total,
    byState,
    invited,
    accepted,
    messaged,
    replied,
    acceptanceRate: percent(accepted, invited),
    responseRate: percent(replied, contacted),
  };
}

export function stepCounts(groups: readonly LeadGroup[]): StepCounts {
  const counts: Record<string, Record<TargetStatus, number>> = {};
  for (const g of groups) {
    if (!g.stepId) continue;
    const step = (counts[g.stepId] ??= zeroByState());
    step[g.state] += g.count;
  }
  return counts;
}

/** Groups leads (folded in memory) the way the live query groups its rows. */
export function groupLeads(leads: Iterable<Omit<LeadGroup, 'count'>>): LeadGroup[] {
  const groups = new Map<string, { -readonly [K in keyof LeadGroup]: LeadGroup[K] }>();
  for (const l of leads) {
    const key = `${l.stepId}|${l.state}|${+l.invited}${+l.connected}${+l.messaged}${+l.replied}|${l.sender ?? ''}`;
    const group = groups.get(key);
    if (group) group.count++;
    else
      groups.set(key, {
        stepId: l.stepId,
        state: l.state,
        invited: l.invited,
        connected: l.connected,
        messaged: l.messaged,
        replied: l.replied,
        sender: l.sender ?? null,
        count: 1,
      });
  }
  return [...groups.values()];
}
