import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';
import type { LimitKey } from '../rate-limits/limits';
import type { SequenceActionKind } from '../sequence/sequence';
import type { LeadProfile } from '../campaign/lead-profile';

/**
 * A campaign target is one lead inside one campaign; its stream (`campaignTargetStream(targetId)`)
 * records what happened to the lead, not each time it waited. An outcome carries where the lead
 * goes next (`next`), so one step costs one event on the target stream; the first step needs no
 * event at all: it is due when the campaign is created. Every event names its campaign and target
 * so projections need no lookups. Dates are ISO strings in the clock's time.
 */
export interface TargetRef {
  campaignId: string;
  targetId: string;
}

/**
 * `act` performs the step's action; `await-acceptance` is a sent invitation's wait, which ends
 * when the lead accepts (a webhook or the periodic sweep) or when the wait period runs out.
 */
export type StepPhase = 'act' | 'await-acceptance';

/** Why a lead's next step is due when it is (the campaign page says it in words). */
export type WaitReason =
  | 'sequence-delay'
  | 'acceptance-wait'
  | 'outside-working-hours'
  | 'daily-limit'
  | 'total-limit'
  | 'weekly-cap'
  | 'spacing'
  | 'retry'
  | 'provider-rate-limit'
  | 'provider-limit'
  | 'account-restricted'
  | 'account-disconnected'
  | 'subscription-inactive';

/** Why a step due now was moved later without running (a StepDeferred). */
export type DeferralReason = Exclude<WaitReason, 'sequence-delay' | 'acceptance-wait' | 'retry'>;

/** Where an outcome sends the lead. */
export interface NextStep {
  stepId: string;
  action: SequenceActionKind;
  phase: StepPhase;
  /** When the next step is due: a moment to come, not the outcome's own (its `occurredAt`). */
  dueAt: string;
  reason: WaitReason;
}

/** Fields every outcome may carry: the profile, when this touch was the lead's first (enrichment). */
interface Enrichment {
  profile?: LeadProfile;
}

/**
 * An action reached LinkedIn on the lead: the activity event (usage, recent activity, campaign
 * figures and the dashboard are projections of it) and the step's outcome in one. `day` is the
 * account's quota day the action was counted on (its reservation's); `reconciled` marks an action a
 * crashed attempt performed and a later run found done. `next` is null when the sequence ends here
 * (a TargetCompleted follows) or when the lead had already moved on (a reply arrived mid-step).
 */
export type LinkedInActionPerformed = DomainEvent<
  'LinkedInActionPerformed',
  TargetRef &
    Enrichment & {
      accountId: string;
      stepId: string;
      /** The activity's label (spec 01 dashboard): the step's action kind, e.g. view-profile, send-connection. */
      action: string;
      phase?: StepPhase;
      /** The daily limit the action counts against; null for checks that use none (check-connection). */
      limit: LimitKey | null;
      day?: string | null;
      profileUrl: string;
      campaignName: string;
      text: string | null;
      occurredAt: string;
      reconciled?: boolean;
      /** The condition's answer for conditional steps (connected, accepted). */
      branch?: boolean | null;
      detail?: string | null;
      invitationId?: string | null;
      /** A sent invitation is waited for until then. */
      awaitUntil?: string | null;
      /** Which of the step's variants was sent (issue 21); absent for a step without variants. */
      variantId?: string | null;
      next?: NextStep | null;
    }
>;

/** A step finished without an action a member sees: a delay, a check of the lead's reply, an ended wait. */
export type StepSucceeded = DomainEvent<
  'StepSucceeded',
  TargetRef &
    Enrichment & {
      stepId: string;
      action: SequenceActionKind;
      phase?: StepPhase;
      branch: boolean | null;
      detail: string | null;
      occurredAt: string;
      /** An invitation pending before the step ran is waited for until then. */
      awaitUntil?: string | null;
      next?: NextStep | null;
    }
>;

/**
 * A failed attempt. With `retryAt` the same step runs again then; without, a TargetFailed follows.
 * `retryAt` is a second time, kept: the retry's moment to come, not the failure's.
 */
export type StepFailed = DomainEvent<
  'StepFailed',
  TargetRef &
    Enrichment & {
      stepId: string;
      action: SequenceActionKind;
      phase?: StepPhase;
      attempt: number;
      reason: string;
      retryAt: string | null;
      occurredAt: string;
      /** The variant chosen for the lead before the step failed (issue 21: it counts as reached); absent on older events. */
      variantId?: string | null;
    }
>;

/**
 * The step could not run now without breaking a rule (working hours, a limit, an account hold): it
 * moves to `dueAt`, a second time kept as the moment the step is due, not the deferral's.
 */
export type StepDeferred = DomainEvent<
  'StepDeferred',
  TargetRef &
    Enrichment & {
      stepId: string;
      phase?: StepPhase;
      reason: string;
      code?: DeferralReason;
      dueAt: string;
      occurredAt: string;
    }
>;

/** Enrichment on demand (reset-profiles): the lead's LinkedIn profile, fetched again. */
export type TargetProfileFetched = DomainEvent<
  'TargetProfileFetched',
  TargetRef & { profileUrl: string; profile: LeadProfile; occurredAt: string }
>;

/**
 * The lead accepted the invitation. Heard while the invitation was waited for, it also moves the
 * lead on (`next`, or null with a TargetCompleted after it); heard at any other time it is a fact.
 */
export type ConnectionAccepted = DomainEvent<
  'ConnectionAccepted',
  TargetRef & { profileUrl: string; occurredAt: string; next?: NextStep | null }
>;

/**
 * The lead answered: their sequence ends at once (a TargetCompleted follows unless it had ended).
 * `repliedAt` is the message's own time where known; `occurredAt` when it was recorded.
 */
export type LeadReplied = DomainEvent<
  'LeadReplied',
  TargetRef & { profileUrl: string; chatId: string | null; repliedAt?: string; occurredAt: string }
>;

/** Why a sequence ended early for the member's sake (the contact's rules, see contact/contact-rules.ts). */
export type TargetStopReason = 'do-not-contact' | 'in-another-campaign' | 'replied-recently' | 'previously-contacted';

export const TARGET_STOP_REASONS: readonly TargetStopReason[] = [
  'do-not-contact',
  'in-another-campaign',
  'replied-recently',
  'previously-contacted',
];

export type TargetCompletionReason = 'sequence-ended' | 'replied' | 'not-accepted' | TargetStopReason;

export type TargetCompleted = DomainEvent<
  'TargetCompleted',
  TargetRef & { reason: TargetCompletionReason; occurredAt: string }
>;

export type TargetFailed = DomainEvent<'TargetFailed', TargetRef & { reason: string; occurredAt: string }>;

/**
 * The lead of a campaign over several senders is given the sender it acts through when its sequence
 * starts, for its whole sequence and its conversation; `movedBy` names the admin who moved a lead
 * not yet contacted to another of the campaign's senders.
 */
export type TargetSenderAssigned = DomainEvent<
  'TargetSenderAssigned',
  TargetRef & { accountId: string; movedBy?: string; occurredAt: string }
>;

/**
 * Events of streams written before outcomes carried the next step. Never appended any more; kept
 * so old streams still fold (events are upcast, never rewritten).
 */
/** `dueAt` (StepScheduled) and `until` (StepAwaiting) are kept: moments to come, not the event's own. */
export type StepScheduled = DomainEvent<
  'StepScheduled',
  TargetRef & { stepId: string; phase: StepPhase; dueAt: string; occurredAt: string }
>;
export type StepStarted = DomainEvent<
  'StepStarted',
  TargetRef & { stepId: string; action: SequenceActionKind; phase: StepPhase; attempt: number; occurredAt: string }
>;
export type StepAwaiting = DomainEvent<
  'StepAwaiting',
  TargetRef & {
    stepId: string;
    action: SequenceActionKind;
    until: string;
    invitationId: string | null;
    occurredAt: string;
  }
>;

export type TargetEvent =
  | LinkedInActionPerformed
  | StepSucceeded
  | StepFailed
  | StepDeferred
  | TargetProfileFetched
  | ConnectionAccepted
  | LeadReplied
  | TargetCompleted
  | TargetFailed
  | TargetSenderAssigned;

export type LegacyTargetEvent = StepScheduled | StepStarted | StepAwaiting;

/** Everything a target stream can hold. */
export type CampaignTargetEvent = TargetEvent | LegacyTargetEvent;

export const TARGET_EVENT_TYPES = eventTypesOf({
  LinkedInActionPerformed: true,
  StepSucceeded: true,
  StepFailed: true,
  StepDeferred: true,
  TargetProfileFetched: true,
  ConnectionAccepted: true,
  LeadReplied: true,
  TargetCompleted: true,
  TargetFailed: true,
  TargetSenderAssigned: true,
} satisfies Record<TargetEvent['type'], true>);

export const CAMPAIGN_TARGET_EVENT_TYPES: readonly CampaignTargetEvent['type'][] = [
  ...TARGET_EVENT_TYPES,
  ...eventTypesOf({ StepScheduled: true, StepStarted: true, StepAwaiting: true } satisfies Record<
    LegacyTargetEvent['type'],
    true
  >),
];
