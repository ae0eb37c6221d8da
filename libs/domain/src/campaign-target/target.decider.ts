import type { LeadProfile } from '../campaign/lead-profile';
import type { Decider } from '../decider';
import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import { stepTouchesLinkedIn } from '../quota/action-limits';
import { nextStepAfter } from './next-step';
import { acceptanceWaitMs, delayNodeMs, MAX_STEP_ATTEMPTS, retryDelayMs } from './step-timing';
import type {
  ActionContext,
  PerformedOutcome,
  StepJobRef,
  StepOutcome,
  StepPolicy,
  TargetCommand,
} from './target-commands';
import type {
  DeferralReason,
  NextStep,
  StepPhase,
  StepSucceeded,
  TargetCompletionReason,
  TargetEvent,
  TargetRef,
  WaitReason,
} from './target-events';
import { evolveTarget, initialTargetState, isTargetFinished, needsProfile, type TargetState } from './target-state';

/** Why a job cannot run: the runner drops it (the event streams, not the job, are the truth). */
export type NotRunnableReason = 'finished' | 'stale' | 'not-due';

export class StepNotRunnable extends DomainError {
  constructor(readonly reason: NotRunnableReason) {
    super(`The step cannot run: ${reason}`, 'STEP_NOT_RUNNABLE');
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Places a step's due time: LinkedIn-touching steps that would fall due outside the account's
 * working hours move to the window's next opening plus the jitter.
 */
function place(policy: StepPolicy, stepId: string, phase: StepPhase, dueMs: number, reason: WaitReason): NextStep {
  const action = policy.sequence.steps[stepId]?.action ?? 'end-sequence';
  const due = new Date(dueMs);
  if (policy.window && stepTouchesLinkedIn(action, phase) && !policy.window.mayAct(due)) {
    return {
      stepId,
      action,
      phase,
      dueAt: iso(policy.window.nextOpening(due).getTime() + policy.jitterMs),
      reason: 'outside-working-hours',
    };
  }
  return { stepId, action, phase, dueAt: due.toISOString(), reason };
}

/** The step after `stepId` on the branch taken (spec 02 §4), after its delay plus the jitter; null ends the sequence. */
function after(policy: StepPolicy, stepId: string, branch: boolean | null, extraDelayMs = 0): NextStep | null {
  const next = nextStepAfter(policy.sequence, stepId, branch);
  if (!next) return null;
  return place(
    policy,
    next.stepId,
    'act',
    policy.now.getTime() + extraDelayMs + next.delayMs + policy.jitterMs,
    'sequence-delay',
  );
}

const completed = (ref: TargetRef, reason: TargetCompletionReason, at: Date): TargetEvent => ({
  type: 'TargetCompleted',
  data: { ...ref, reason, occurredAt: at.toISOString() },
});

/** The outcome's events, and the lead's end when `next` is null. */
function withEnd(
  ref: TargetRef,
  event: TargetEvent,
  next: NextStep | null,
  reason: TargetCompletionReason,
  at: Date,
): TargetEvent[] {
  return next ? [event] : [event, completed(ref, reason, at)];
}

function assertRunnable(state: TargetState, job: StepJobRef, now: Date): void {
  if (isTargetFinished(state)) throw new StepNotRunnable('finished');
  if (state.stepId !== job.stepId || state.phase !== job.phase) throw new StepNotRunnable('stale');
  if (state.dueAt && Date.parse(state.dueAt) > now.getTime()) throw new StepNotRunnable('not-due');
}

const isCurrent = (state: TargetState, job: StepJobRef) =>
  !isTargetFinished(state) && state.stepId === job.stepId && state.phase === job.phase;

/** An action happened: recorded with where the lead goes next (nowhere when it has moved on meanwhile). */
function performed(
  ref: TargetRef,
  state: TargetState,
  job: StepJobRef,
  outcome: PerformedOutcome,
  action: ActionContext,
  policy: StepPolicy,
  profile: LeadProfile | undefined,
): TargetEvent[] {
  const { now } = policy;
  const stepAction = policy.sequence.steps[job.stepId]?.action ?? 'end-sequence';
  const base = {
    ...ref,
    accountId: action.accountId,
    stepId: job.stepId,
    action: stepAction,
    phase: job.phase,
    limit: outcome.limit,
    day: outcome.day,
    profileUrl: action.profileUrl,
    campaignName: action.campaignName,
    text: outcome.text,
    occurredAt: now.toISOString(),
    reconciled: outcome.reconciled ?? false,
    branch: outcome.branch,
    detail: outcome.detail,
    ...(outcome.variantId ? { variantId: outcome.variantId } : {}),
    ...(profile && needsProfile(state) ? { profile } : {}),
  };
  // Counted all the same: the action reached LinkedIn, whatever the lead did meanwhile.
  if (!isCurrent(state, job)) return [{ type: 'LinkedInActionPerformed', data: { ...base, next: null } }];
  if (stepAction === 'send-connection' && job.phase === 'act') {
    const params = policy.sequence.steps[job.stepId].params;
    // Accepted while the invitation was being sent (a webhook beat the outcome): go on as accepted.
    const waits = params.waitForAcceptance !== false && !state.connected;
    if (waits) {
      const until = now.getTime() + acceptanceWaitMs(params);
      const next = place(policy, job.stepId, 'await-acceptance', until, 'acceptance-wait');
      return [
        {
          type: 'LinkedInActionPerformed',
          data: { ...base, invitationId: outcome.invitationId ?? null, awaitUntil: iso(until), next },
        },
      ];
    }
    const next = after(policy, job.stepId, state.connected);
    return withEnd(
      ref,
      { type: 'LinkedInActionPerformed', data: { ...base, invitationId: outcome.invitationId ?? null, next } },
      next,
      'sequence-ended',
      now,
    );
  }
  const next = after(policy, job.stepId, outcome.branch);
  return withEnd(ref, { type: 'LinkedInActionPerformed', data: { ...base, next } }, next, 'sequence-ended', now);
}

function outcomeEvents(
  ref: TargetRef,
  state: TargetState,
  job: StepJobRef,
  outcome: StepOutcome,
  action: ActionContext,
  policy: StepPolicy,
  profile: LeadProfile | undefined,
): TargetEvent[] {
  if (outcome.kind === 'performed') return performed(ref, state, job, outcome, action, policy, profile);
  // Nothing reached LinkedIn and the lead has moved on (a reply, an acceptance): nothing to record.
  if (!isCurrent(state, job)) return [];
  const { now } = policy;
  const stepAction = policy.sequence.steps[job.stepId]?.action ?? 'end-sequence';
  const enrichment = profile && needsProfile(state) ? { profile } : {};
  switch (outcome.kind) {
    case 'succeeded': {
      // The step's StepSucceeded; its cases differ only in the branch taken and what comes next.
      const succeeded = (branch: boolean | null, next: NextStep | null, awaitUntil?: string): StepSucceeded => ({
        type: 'StepSucceeded',
        data: {
          ...ref,
          ...enrichment,
          stepId: job.stepId,
          action: stepAction,
          phase: job.phase,
          branch,
          detail: outcome.detail,
          occurredAt: now.toISOString(),
          ...(awaitUntil ? { awaitUntil } : {}),
          next,
        },
      });
      if (job.phase === 'await-acceptance') {
        if (outcome.branch === true) return accepted(ref, state, policy, action.profileUrl);
        // The wait ran out: the not-accepted side, or the end of the sequence as not accepted.
        const next = after(policy, job.stepId, false);
        return withEnd(ref, succeeded(false, next), next, 'not-accepted', now);
      }
      const params = policy.sequence.steps[job.stepId]?.params ?? {};
      if (
        outcome.waitForAcceptance &&
        stepAction === 'send-connection' &&
        params.waitForAcceptance !== false &&
        !state.connected
      ) {
        const until = now.getTime() + acceptanceWaitMs(params);
        return [succeeded(null, place(policy, job.stepId, 'await-acceptance', until, 'acceptance-wait'), iso(until))];
      }
      const extra = stepAction === 'delay' ? delayNodeMs(params) : (outcome.extraDelayMs ?? 0);
      const branch = stepAction === 'check-response' ? state.replied : outcome.branch;
      const next = after(policy, job.stepId, branch, extra);
      return withEnd(ref, succeeded(branch, next), next, 'sequence-ended', now);
    }
    case 'failed': {
      const attempt = state.attempt + 1;
      const retry = outcome.retryable && attempt < MAX_STEP_ATTEMPTS;
      const retryAt = retry
        ? place(policy, job.stepId, job.phase, now.getTime() + retryDelayMs(attempt) + policy.jitterMs, 'retry').dueAt
        : null;
      const failed: TargetEvent = {
        type: 'StepFailed',
        data: {
          ...ref,
          ...enrichment,
          stepId: job.stepId,
          action: stepAction,
          phase: job.phase,
          attempt,
          reason: outcome.reason,
          retryAt,
          occurredAt: now.toISOString(),
          ...(outcome.variantId ? { variantId: outcome.variantId } : {}),
        },
      };
      return retry
        ? [failed]
        : [failed, { type: 'TargetFailed', data: { ...ref, reason: outcome.reason, occurredAt: now.toISOString() } }];
    }
    case 'deferred':
      return [deferral(ref, job, policy, outcome.code, outcome.reason, outcome.until, enrichment.profile)];
  }
}

/** The step waits until `until` (plus the jitter, inside the working window); `code` says why in one word. */
function deferral(
  ref: TargetRef,
  job: StepJobRef,
  policy: StepPolicy,
  code: DeferralReason,
  reason: string,
  until: Date,
  profile?: LeadProfile,
): TargetEvent {
  const { dueAt } = place(policy, job.stepId, job.phase, until.getTime() + policy.jitterMs, code);
  return {
    type: 'StepDeferred',
    data: {
      ...ref,
      ...(profile ? { profile } : {}),
      stepId: job.stepId,
      phase: job.phase,
      code,
      reason,
      dueAt,
      occurredAt: policy.now.toISOString(),
    },
  };
}

/** The invitation was accepted: while waited for, the lead goes down the accepted side at once. */
function accepted(ref: TargetRef, state: TargetState, policy: StepPolicy, profileUrl: string): TargetEvent[] {
  const at = policy.now.toISOString();
  // Accepted at any other point (before the invitation's outcome was recorded, or later on): a fact only.
  if (state.phase !== 'await-acceptance' || isTargetFinished(state))
    return [{ type: 'ConnectionAccepted', data: { ...ref, profileUrl, occurredAt: at } }];
  const next = after(policy, state.stepId!, true);
  return withEnd(
    ref,
    { type: 'ConnectionAccepted', data: { ...ref, profileUrl, occurredAt: at, next } },
    next,
    'sequence-ended',
    policy.now,
  );
}

/** Sticky: an assigned lead keeps its sender; only a move of a lead not yet contacted changes it. */
function assignSender(
  ref: TargetRef,
  state: TargetState,
  data: { accountId: string; movedBy?: string; at: Date },
): TargetEvent[] {
  if (state.accountId === data.accountId) return [];
  if (data.movedBy === undefined && state.accountId !== undefined) return [];
  if (data.movedBy !== undefined && (state.started || isTargetFinished(state)))
    throw new DomainError('The lead was already contacted: it keeps its sender', 'LEAD_CONTACTED', 'targetIds');
  const moved = data.movedBy !== undefined ? { movedBy: data.movedBy } : {};
  return [
    {
      type: 'TargetSenderAssigned',
      data: { ...ref, accountId: data.accountId, ...moved, occurredAt: data.at.toISOString() },
    },
  ];
}

/**
 * The campaign target's decider: every rule of a lead's progress through its sequence. The
 * runner is a shell around it: it loads the stream, asks, calls LinkedIn, asks again, appends.
 */
function decideTarget(ref: TargetRef) {
  return (command: TargetCommand, state: TargetState): TargetEvent[] => {
    switch (command.type) {
      case 'StartStep': {
        const { job, policy } = command.data;
        assertRunnable(state, job, policy.now);
        const action = policy.sequence.steps[job.stepId]?.action ?? 'end-sequence';
        if (policy.window && stepTouchesLinkedIn(action, job.phase) && !policy.window.mayAct(policy.now)) {
          return [
            deferral(
              ref,
              job,
              policy,
              'outside-working-hours',
              'Outside working hours: waiting for the next working window',
              policy.window.nextOpening(policy.now),
            ),
          ];
        }
        return [];
      }
      case 'RecordOutcome': {
        const { job, outcome, action, policy, profile } = command.data;
        return outcomeEvents(ref, state, job, outcome, action, policy, profile);
      }
      case 'ReconcileStep': {
        const { job, found, action, policy, profile } = command.data;
        if (!found.done) return [];
        const outcome: PerformedOutcome = {
          kind: 'performed',
          limit: found.limit,
          day: found.day,
          text: found.text,
          branch: found.branch,
          detail: found.detail,
          invitationId: found.invitationId,
          variantId: found.variantId,
          reconciled: true,
        };
        return performed(ref, state, job, outcome, action, policy, profile);
      }
      case 'DeferStep': {
        const { job, code, reason, until, policy } = command.data;
        if (!isCurrent(state, job)) return [];
        return [deferral(ref, job, policy, code, reason, until)];
      }
      case 'ReplyArrived': {
        if (state.replied) return [];
        const { profileUrl, chatId, repliedAt, at } = command.data;
        const replied: TargetEvent = {
          type: 'LeadReplied',
          data: { ...ref, profileUrl, chatId, ...(repliedAt ? { repliedAt } : {}), occurredAt: at.toISOString() },
        };
        // A reply ends the sequence at once, whatever the step is doing (waiting, deferred, running).
        return isTargetFinished(state) ? [replied] : [replied, completed(ref, 'replied', at)];
      }
      case 'StopTarget': {
        if (isTargetFinished(state)) return [];
        return [completed(ref, command.data.reason, command.data.at)];
      }
      case 'AcceptanceSeen': {
        if (state.connected) return [];
        const { profileUrl, policy } = command.data;
        if (isTargetFinished(state))
          return [{ type: 'ConnectionAccepted', data: { ...ref, profileUrl, occurredAt: policy.now.toISOString() } }];
        return accepted(ref, state, policy, profileUrl);
      }
      case 'RecordProfile': {
        const { profileUrl, profile, at } = command.data;
        return [{ type: 'TargetProfileFetched', data: { ...ref, profileUrl, profile, occurredAt: at.toISOString() } }];
      }
      case 'AssignSender':
        return assignSender(ref, state, command.data);
    }
  };
}

/** The decider of one target (its ref names the events it writes), starting from the sequence's first step. */
export function targetDecider(
  ref: TargetRef,
  sequence: StepPolicy['sequence'],
  createdAt: string,
  start?: TargetState,
): Decider<TargetState, TargetCommand, TargetEvent> {
  return {
    initialState: () => start ?? initialTargetState(sequence, createdAt),
    decide: decideTarget(ref),
    evolve: (state: TargetState, event: DomainEvent) => evolveTarget(state, event),
  };
}
