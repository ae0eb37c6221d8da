import { allHolds, evolveAccountHold, type AccountHoldState } from '../account-hold/account-hold';
import { statusReasonOf, type StatusReason } from '../account-hold/status-reason';
import type { ActingWindow } from '../schedule/acting-window';
import {
  CAMPAIGN_EVENT_TYPES,
  type CampaignCreated,
  type CampaignLeadsAdded,
  type CampaignLeadsRemoved,
  type CampaignProfilesReset,
} from '../campaign/campaign-events';
import { evolveCampaign, initialCampaignState, type CampaignState } from '../campaign/campaign-state';
import { evolveByType } from '../decider';
import type { DomainEvent } from '../events/event';
import {
  evolveLinkedInAccount,
  initialLinkedInAccountState,
  type LinkedInAccountState,
} from '../linkedin-account/linkedin-account-state';
import { QUOTA_EVENT_TYPES } from '../quota/quota-events';
import { evolveSchedule, initialScheduleState, scheduleOf, type ScheduleState } from '../schedule/schedule.decider';
import { localDay } from '../schedule/local-time';
import type { SequenceEdge, SequenceNode } from '../sequence/sequence-graph';
import {
  evolveSubscription,
  initialSubscriptionState,
  type SubscriptionState,
} from '../subscription/subscription-state';
import { hasAccess } from '../subscription/subscription-view';
import { CAMPAIGN_TARGET_EVENT_TYPES, type LinkedInActionPerformed } from '../campaign-target/target-events';
import { evolveTarget, firstStepState, initialTargetState, type TargetState } from '../campaign-target/target-state';
import { eventTime } from './event-time';
import type { SequenceRevised } from '../sequence-revision/sequence-revised';

const TARGET_EVENTS: ReadonlySet<string> = new Set<string>([...CAMPAIGN_TARGET_EVENT_TYPES, ...QUOTA_EVENT_TYPES]);
const CAMPAIGN_EVENTS: ReadonlySet<string> = new Set<string>(CAMPAIGN_EVENT_TYPES);

/** The leads (each as its target folds) and the graph drawn, as the campaign's own events leave them. */
interface LeadsAtPoint {
  readonly graph: CampaignReplay['graph'];
  /** The fold's own map, updated in place: a campaign of thousands of leads is not copied per event. */
  readonly targets: Map<string, TargetState>;
}

/** Every lead folds a campaign event that concerns them all (a profile reset, a revision of the sequence). */
function foldEveryLead(leads: LeadsAtPoint, event: DomainEvent): void {
  for (const [id, state] of leads.targets) leads.targets.set(id, evolveTarget(state, event));
}

const evolveLeads = evolveByType<
  LeadsAtPoint,
  CampaignCreated | CampaignLeadsAdded | CampaignLeadsRemoved | SequenceRevised | CampaignProfilesReset
>({
  CampaignCreated: ({ targets }, { data }) => {
    const initial = initialTargetState(data.sequence, data.occurredAt);
    for (const lead of data.leads) targets.set(lead.targetId, initial);
    return { graph: data.graph, targets };
  },
  // Added leads start at the sequence's first step, due when they were added.
  CampaignLeadsAdded: (leads, { data }) => {
    const initial = firstStepState(data.initialStep, data.initialAction, data.occurredAt, data.sequenceVersion ?? 1);
    for (const lead of data.leads) leads.targets.set(lead.targetId, initial);
    return leads;
  },
  CampaignLeadsRemoved: (leads, { data }) => {
    for (const id of data.targetIds) leads.targets.delete(id);
    return leads;
  },
  // The graph drawn is the version of the point replayed to.
  SequenceRevised: (leads, event) => {
    foldEveryLead(leads, event);
    return { ...leads, graph: event.data.graph };
  },
  CampaignProfilesReset: (leads, event) => {
    foldEveryLead(leads, event);
    return leads;
  },
});

/** LinkedIn actions of the campaign counted against a limit, per quota day (the fold's own map, in place). */
const countActions = evolveByType<Map<string, number>, LinkedInActionPerformed>({
  LinkedInActionPerformed: (byDay, event) => {
    const day = countedActionDay(event);
    if (day) byDay.set(day, (byDay.get(day) ?? 0) + 1);
    return byDay;
  },
});

/** The owner's account as it stood: what decides whether the campaign could act (the live page reads the same from read models). */
export interface AccountAtPoint {
  readonly subscription: SubscriptionState;
  readonly linkedIn: LinkedInAccountState;
  readonly holds: AccountHoldState;
  readonly schedule: ScheduleState;
}

/**
 * A campaign folded from its events up to a point: the campaign, every lead (untouched leads at
 * their first step), the owner's account, and the actions counted per local day. The events are
 * the campaign's stream, its targets' streams, the quota events of its leads and the owner's user
 * stream, in the global order; each goes to the same evolve function the system runs.
 */
export interface CampaignReplay {
  readonly campaignId: string;
  readonly campaign: CampaignState;
  readonly graph: { readonly nodes: readonly SequenceNode[]; readonly edges: readonly SequenceEdge[] } | null;
  readonly targets: ReadonlyMap<string, TargetState>;
  readonly account: AccountAtPoint;
  /** LinkedIn actions of the campaign counted against a limit, per quota day. */
  readonly actionsByDay: ReadonlyMap<string, number>;
  /** Events folded, and the time the last one records (the replay's "now"; null if it records none). */
  readonly eventCount: number;
  readonly lastEventTime: string | null;
}

/** A fold that takes the events one at a time (the replay's slider steps through a prefix of them). */
export class CampaignReplayFold {
  private campaign: CampaignState = initialCampaignState;
  private leads: LeadsAtPoint = { graph: null, targets: new Map() };
  private account: AccountAtPoint = {
    subscription: initialSubscriptionState,
    linkedIn: initialLinkedInAccountState,
    holds: {},
    schedule: initialScheduleState,
  };
  private readonly actionsByDay = new Map<string, number>();
  private eventCount = 0;
  private last: DomainEvent | null = null;

  constructor(private readonly campaignId: string) {}

  apply(event: DomainEvent): void {
    this.eventCount++;
    this.last = event;
    const data = (event.data ?? {}) as { campaignId?: string; targetId?: string };
    if (CAMPAIGN_EVENTS.has(event.type)) {
      if (data.campaignId !== this.campaignId) return;
      this.campaign = evolveCampaign(this.campaign, event);
      this.leads = evolveLeads(this.leads, event);
      return;
    }
    if (TARGET_EVENTS.has(event.type)) {
      if (data.campaignId !== this.campaignId || !data.targetId) return;
      const state = this.leads.targets.get(data.targetId);
      if (!state) return;
      this.leads.targets.set(data.targetId, evolveTarget(state, event));
      countActions(this.actionsByDay, event);
      return;
    }
    // The owner's user stream: every fold ignores the event types it does not own.
    const { subscription, linkedIn, holds, schedule } = this.account;
    this.account = {
      subscription: evolveSubscription(subscription, event),
      linkedIn: evolveLinkedInAccount(linkedIn, event),
      holds: evolveAccountHold(holds, event),
      schedule: evolveSchedule(schedule, event),
    };
  }

  result(): CampaignReplay {
    return {
      campaignId: this.campaignId,
      campaign: this.campaign,
      graph: this.leads.graph,
      targets: new Map(this.leads.targets),
      account: this.account,
      actionsByDay: new Map(this.actionsByDay),
      eventCount: this.eventCount,
      lastEventTime: this.last ? (eventTime(this.last) ?? null) : null,
    };
  }
}

/**
 * The account day an action counted on, or null for one no limit counts (a check): its reservation's
 * day; actions recorded before time zones counted UTC days (as the usage read model does).
 */
export function countedActionDay(event: LinkedInActionPerformed): string | null {
  const { limit, day, occurredAt } = event.data;
  if (limit === null) return null;
  return day ?? localDay(new Date(occurredAt), 'UTC');
}

/** Folds a campaign's events (in global order) into where it stood after the last of them. */
export function replayCampaign(campaignId: string, events: Iterable<DomainEvent>): CampaignReplay {
  const fold = new CampaignReplayFold(campaignId);
  for (const event of events) fold.apply(event);
  return fold.result();
}

/** What stopped the owner's account from acting at `now`, as the live page says it (statusReasonOf). */
export function accountStatusReasonAt(
  account: AccountAtPoint,
  now: Date,
  window?: ActingWindow | null,
): StatusReason | null {
  const holds = allHolds(account.holds)
    .filter((hold) => hold.accountId === account.linkedIn.accountId)
    .map(({ code, reason, until }) => ({ code, reason, until }));
  return statusReasonOf(
    {
      subscriptionActive: hasAccess(account.subscription, now),
      linkedInConnected: account.linkedIn.connection === 'connected',
      holds,
    },
    now,
    window,
  );
}

/** The account's local day at `now`, in the zone its schedule had then: the day "actions today" counts. */
export const accountDayAt = (account: AccountAtPoint, now: Date): string =>
  localDay(now, scheduleOf(account.schedule).timeZone);
