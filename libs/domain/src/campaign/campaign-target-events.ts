import type { DomainEvent } from '../events/event';
import type { LimitKey } from '../rate-limits/limits';
import type { SequenceActionKind } from '../sequence/sequence';
import type { LeadProfile } from './lead-profile';

/**
 * A campaign target is one lead inside one campaign; its stream (`campaignTargetStream(targetId)`)
 * records how its sequence advances (design.md Runner): StepScheduled → StepStarted →
 * StepSucceeded | StepFailed | StepSkipped → the next StepScheduled chosen by the branch rules.
 * The first step needs no StepScheduled: it is due when the campaign is created.
 * Every event names its campaign and target so projections need no lookups.
 */
interface TargetRef {
  campaignId: string;
  targetId: string;
}

/**
 * `act` performs the step's action; `await-acceptance` re-checks a sent invitation until it is
 * accepted or the wait period ends (send-connection's wait option).
 */
export type StepPhase = 'act' | 'await-acceptance';

export type StepScheduled = DomainEvent<'StepScheduled', TargetRef & { stepId: string; phase: StepPhase; dueAt: string; scheduledAt: string }>;

/** Appended with the stream's expected version before any provider call: the claim on the step. */
export type StepStarted = DomainEvent<'StepStarted', TargetRef & { stepId: string; action: SequenceActionKind; phase: StepPhase; attempt: number; startedAt: string }>;

/**
 * The step is done. `branch` is the condition's answer for conditional steps (isConnected for
 * check-connection, connectionStatus accepted for send-connection, replied for check-response).
 */
export type StepSucceeded = DomainEvent<
  'StepSucceeded',
  TargetRef & { stepId: string; action: SequenceActionKind; branch: boolean | null; detail: string | null; completedAt: string }
>;

/** The step's action went out but its answer is pending (an invitation waiting for acceptance). */
export type StepAwaiting = DomainEvent<
  'StepAwaiting',
  TargetRef & { stepId: string; action: SequenceActionKind; until: string; invitationId: string | null; at: string }
>;

/** A failed attempt. With `retryAt` the same step runs again then; without, the target fails. */
export type StepFailed = DomainEvent<
  'StepFailed',
  TargetRef & { stepId: string; action: SequenceActionKind; attempt: number; reason: string; retryAt: string | null; failedAt: string }
>;

/** The step could not be run now without breaking a rule (daily limit reached): it moves to `dueAt`. */
export type StepDeferred = DomainEvent<'StepDeferred', TargetRef & { stepId: string; reason: string; dueAt: string; at: string }>;

/** Enrichment: the lead's LinkedIn profile, fetched when its sequence first touches it. */
export type TargetProfileFetched = DomainEvent<'TargetProfileFetched', TargetRef & { profileUrl: string; profile: LeadProfile; fetchedAt: string }>;

/**
 * An action reached LinkedIn on the lead (the activity event): usage, recent activities, campaign
 * stats and the dashboard are projections of these, and they make a campaign's history replayable.
 */
export type LinkedInActionPerformed = DomainEvent<
  'LinkedInActionPerformed',
  TargetRef & {
    accountId: string;
    stepId: string;
    /** The activity's label (spec 01 dashboard): the step's action kind, e.g. view-profile, send-connection. */
    action: string;
    /** The daily limit the action counts against; null for checks that use none (check-connection). */
    limit: LimitKey | null;
    profileUrl: string;
    campaignName: string;
    text: string | null;
    occurredAt: string;
  }
>;

/** The lead accepted the invitation the campaign sent. */
export type ConnectionAccepted = DomainEvent<'ConnectionAccepted', TargetRef & { profileUrl: string; at: string }>;

/** The lead answered: their sequence stops (design.md Runner). */
export type LeadReplied = DomainEvent<'LeadReplied', TargetRef & { profileUrl: string; chatId: string | null; at: string }>;

export type TargetCompletionReason = 'sequence-ended' | 'replied' | 'not-accepted';

export type TargetCompleted = DomainEvent<'TargetCompleted', TargetRef & { reason: TargetCompletionReason; completedAt: string }>;

export type TargetFailed = DomainEvent<'TargetFailed', TargetRef & { reason: string; failedAt: string }>;

export type CampaignTargetEvent =
  | StepScheduled
  | StepStarted
  | StepSucceeded
  | StepAwaiting
  | StepFailed
  | StepDeferred
  | TargetProfileFetched
  | LinkedInActionPerformed
  | ConnectionAccepted
  | LeadReplied
  | TargetCompleted
  | TargetFailed;

export const CAMPAIGN_TARGET_EVENT_TYPES: readonly CampaignTargetEvent['type'][] = [
  'StepScheduled',
  'StepStarted',
  'StepSucceeded',
  'StepAwaiting',
  'StepFailed',
  'StepDeferred',
  'TargetProfileFetched',
  'LinkedInActionPerformed',
  'ConnectionAccepted',
  'LeadReplied',
  'TargetCompleted',
  'TargetFailed',
];
