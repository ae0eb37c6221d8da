import type { LeadProfile } from '../campaign/lead-profile';
import type { Command } from '../events/event';
import type { LimitKey } from '../rate-limits/limits';
import type { ActingWindow } from '../schedule/acting-window';
import type { Sequence } from '../sequence/sequence';
import type { DeferralReason, StepPhase, TargetStopReason } from './target-events';

/** The step a job is for: the decider refuses a job that is not the lead's current step. */
export interface StepJobRef {
  readonly stepId: string;
  readonly phase: StepPhase;
}

/**
 * What every decision that may schedule a step needs: the sequence (branch rules and delays), the
 * clock's now, a random extra wait so actions never land on the second like a bot's, and the
 * account's acting window (null: no working hours apply, e.g. a step that does not touch LinkedIn).
 */
export interface StepPolicy {
  readonly sequence: Sequence;
  readonly now: Date;
  readonly jitterMs: number;
  readonly window: ActingWindow | null;
}

/** Who the lead is on LinkedIn and where the action is counted: what an activity event records. */
export interface ActionContext {
  readonly accountId: string;
  readonly profileUrl: string;
  readonly campaignName: string;
}

/** An action reached LinkedIn (or, reconciling, was found to have reached it). */
export interface PerformedOutcome {
  readonly kind: 'performed';
  readonly limit: LimitKey | null;
  /** The quota day the reservation counted it on. */
  readonly day: string | null;
  readonly text: string | null;
  readonly branch: boolean | null;
  readonly detail: string | null;
  readonly invitationId?: string | null;
  readonly reconciled?: boolean;
  /** The step's variant this lead was sent (a step with variants only). */
  readonly variantId?: string | null;
}

/**
 * What running a step came to, as the runner saw it on LinkedIn:
 * - performed: an action a member sees (or a check that reads LinkedIn) happened;
 * - succeeded: the step is done without an action (a delay, the reply check, nothing to do);
 * - failed: the action could not be done, transiently (retryable) or for good;
 * - deferred: nothing is wrong with the lead, it must wait (a limit, a hold, LinkedIn's rate limit).
 */
export type StepOutcome =
  | PerformedOutcome
  | {
      readonly kind: 'succeeded';
      readonly branch: boolean | null;
      readonly detail: string | null;
      readonly extraDelayMs?: number;
      /** An invitation to the lead was already pending (sent by hand or another tool): wait for it like one we sent. */
      readonly waitForAcceptance?: boolean;
    }
  | {
      readonly kind: 'failed';
      readonly reason: string;
      readonly retryable: boolean;
      /** The step's variant drawn for the lead before it failed (a step with variants only). */
      readonly variantId?: string | null;
    }
  | { readonly kind: 'deferred'; readonly code: DeferralReason; readonly reason: string; readonly until: Date };

/** A runner is about to run the step: answers nothing when it may, a deferral when the window is closed. */
export type StartStep = Command<'StartStep', { job: StepJobRef; policy: StepPolicy }>;

/** The runner's result of the step; `profile` when this touch fetched the lead's profile first. */
export type RecordOutcome = Command<
  'RecordOutcome',
  { job: StepJobRef; outcome: StepOutcome; action: ActionContext; profile?: LeadProfile; policy: StepPolicy }
>;

/**
 * A crashed attempt left the step's reservation open; the runner asked LinkedIn whether its action
 * went out. Done: it is recorded against the reservation it holds. Not done: nothing is recorded and
 * the runner acts under that same reservation.
 */
export type ReconcileStep = Command<
  'ReconcileStep',
  {
    job: StepJobRef;
    found: { readonly done: false } | ({ readonly done: true } & Omit<PerformedOutcome, 'kind' | 'reconciled'>);
    action: ActionContext;
    profile?: LeadProfile;
    policy: StepPolicy;
  }
>;

/** The step must wait: an account hold, a refused reservation, LinkedIn asking to slow down. */
export type DeferStep = Command<
  'DeferStep',
  { job: StepJobRef; code: DeferralReason; reason: string; until: Date; policy: StepPolicy }
>;

/** The lead wrote to the account (a webhook, the inbox sync, a sweep): `repliedAt` is the message's own time. */
export type ReplyArrived = Command<
  'ReplyArrived',
  { profileUrl: string; chatId: string | null; repliedAt?: string; at: Date }
>;

/**
 * The lead's sequence must end without another step: the member is on the Do-Not-Contact list, or
 * may not be enrolled (another campaign holds them, they replied lately, or were contacted before).
 */
export type StopTarget = Command<'StopTarget', { reason: TargetStopReason; at: Date }>;

/** The lead accepted the invitation (a webhook, the relations sweep or the runner's own check). */
export type AcceptanceSeen = Command<'AcceptanceSeen', { profileUrl: string; policy: StepPolicy }>;

/** The lead's profile was fetched again (reset-profiles). */
export type RecordProfile = Command<'RecordProfile', { profileUrl: string; profile: LeadProfile; at: Date }>;

/**
 * The lead is given its sender (its sequence starts), or an admin (`movedBy`) moves a lead not yet
 * contacted to another of the campaign's senders.
 */
export type AssignSender = Command<'AssignSender', { accountId: string; movedBy?: string; at: Date }>;

export type TargetCommand =
  | StartStep
  | RecordOutcome
  | ReconcileStep
  | DeferStep
  | ReplyArrived
  | StopTarget
  | AcceptanceSeen
  | RecordProfile
  | AssignSender;
