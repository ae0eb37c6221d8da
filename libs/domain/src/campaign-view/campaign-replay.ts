import { evolveAccountHold, type AccountHoldState } from '../account-hold/account-hold';
import { statusReasonOf, type StatusReason } from '../account-hold/status-reason';
import type { ActingWindow } from '../schedule/acting-window';
import { CAMPAIGN_EVENT_TYPES, type CampaignCreated, type CampaignLeadsAdded } from '../campaign/campaign-events';
import { evolveCampaign, initialCampaignState, type CampaignState } from '../campaign/campaign-state';
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
  private graph: CampaignReplay['graph'] = null;
  private readonly targets = new Map<string, TargetState>();
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
      if (event.type === 'CampaignCreated') this.created(event as CampaignCreated);
      if (event.type === 'CampaignLeadsAdded') this.added(event as CampaignLeadsAdded);
      if (event.type === 'CampaignLeadsRemoved')
        for (const id of (event.data as { targetIds: string[] }).targetIds) this.targets.delete(id);
      // The graph drawn is the version of the point replayed to.
      if (event.type === 'SequenceRevised') this.graph = (event as SequenceRevised).data.graph;
      // Campaign events every lead folds (reset-profiles, a revision of the sequence).
      if (event.type === 'CampaignProfilesReset' || event.type === 'SequenceRevised')
        for (const [id, state] of this.targets) this.targets.set(id, evolveTarget(state, event));
      return;
    }
    if (TARGET_EVENTS.has(event.type)) {
      if (data.campaignId !== this.campaignId || !data.targetId) return;
      const state = this.targets.get(data.targetId);
      if (!state) return;
      this.targets.set(data.targetId, evolveTarget(state, event));
      if (event.type === 'LinkedInActionPerformed') this.counted(event as LinkedInActionPerformed);
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
      graph: this.graph,
      targets: new Map(this.targets),
      account: this.account,
      actionsByDay: new Map(this.actionsByDay),
      eventCount: this.eventCount,
      lastEventTime: this.last ? (eventTime(this.last) ?? null) : null,
    };
  }

  private created(event: CampaignCreated): void {
    const { sequence, leads, occurredAt: createdAt, graph } = event.data;
    this.graph = graph;
    const initial = initialTargetState(sequence, createdAt);
    for (const lead of leads) this.targets.set(lead.targetId, initial);
  }

  /** Added leads start at the sequence's first step, due when they were added. */
  private added(event: CampaignLeadsAdded): void {
    const { initialStep, initialAction, occurredAt, sequenceVersion } = event.data;
    const initial = firstStepState(initialStep, initialAction, occurredAt, sequenceVersion ?? 1);
    for (const lead of event.data.leads) this.targets.set(lead.targetId, initial);
  }

  private counted(event: LinkedInActionPerformed): void {
    const day = countedActionDay(event);
    if (day) this.actionsByDay.set(day, (this.actionsByDay.get(day) ?? 0) + 1);
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
  const holds = Object.entries(account.holds)
    .filter(([, hold]) => hold && hold.accountId === account.linkedIn.accountId)
    .map(([code, hold]) => ({ code, reason: hold.reason, until: hold.until }));
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
