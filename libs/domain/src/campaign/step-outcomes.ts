import type { SequenceActionKind } from '../sequence/sequence';
import type { Sequence } from '../sequence/sequence';
import { DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS, type SequenceNodeParams } from '../sequence/sequence-graph';
import type { CampaignTargetEvent, TargetCompletionReason } from './campaign-target-events';
import { nextStepAfter } from './next-step';

/** What every outcome needs to know about the step that ran. */
export interface StepContext {
  readonly campaignId: string;
  readonly targetId: string;
  readonly sequence: Sequence;
  readonly stepId: string;
  readonly action: SequenceActionKind;
  readonly now: Date;
  /** A random extra wait added to every delay, so actions never land on the second like a bot's. */
  readonly jitterMs: number;
}

/** How often a sent invitation is checked for acceptance while the wait lasts. */
export const ACCEPTANCE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;
/** Attempts of one step before the lead is given up on (transient provider errors). */
export const MAX_STEP_ATTEMPTS = 4;
const RETRY_DELAYS_MS = [5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

const iso = (ms: number) => new Date(ms).toISOString();
const ref = (ctx: StepContext) => ({ campaignId: ctx.campaignId, targetId: ctx.targetId });

/** The wait after a failed attempt: minutes first, then hours, so a short outage costs little and a long one is not hammered. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1];
}

/** The step is done: record it and schedule what the branch rules choose, or end the lead's sequence. */
export function stepSucceeded(
  ctx: StepContext,
  branch: boolean | null,
  detail: string | null,
  endReason: TargetCompletionReason = 'sequence-ended',
  extraDelayMs = 0,
): CampaignTargetEvent[] {
  const at = ctx.now.toISOString();
  const events: CampaignTargetEvent[] = [
    { type: 'StepSucceeded', data: { ...ref(ctx), stepId: ctx.stepId, action: ctx.action, branch, detail, completedAt: at } },
  ];
  const next = nextStepAfter(ctx.sequence, ctx.stepId, branch);
  if (next) {
    events.push({
      type: 'StepScheduled',
      data: { ...ref(ctx), stepId: next.stepId, phase: 'act', dueAt: iso(ctx.now.getTime() + extraDelayMs + next.delayMs + ctx.jitterMs), scheduledAt: at },
    });
  } else {
    events.push({ type: 'TargetCompleted', data: { ...ref(ctx), reason: endReason, completedAt: at } });
  }
  return events;
}

/** A failed attempt: retried later while attempts remain and the error is transient, else the lead fails. */
export function stepFailed(ctx: StepContext, attempt: number, reason: string, retryable: boolean): CampaignTargetEvent[] {
  const at = ctx.now.toISOString();
  const retry = retryable && attempt < MAX_STEP_ATTEMPTS;
  const retryAt = retry ? iso(ctx.now.getTime() + retryDelayMs(attempt) + ctx.jitterMs) : null;
  const events: CampaignTargetEvent[] = [
    { type: 'StepFailed', data: { ...ref(ctx), stepId: ctx.stepId, action: ctx.action, attempt, reason, retryAt, failedAt: at } },
  ];
  if (!retry) events.push({ type: 'TargetFailed', data: { ...ref(ctx), reason, failedAt: at } });
  return events;
}

/** How long a sent invitation is waited for (spec 02 §4 wait option; the default when the node sets none). */
export function acceptanceWaitMs(params: SequenceNodeParams): number {
  const days = typeof params.waitPeriod === 'number' && params.waitPeriod > 0 ? params.waitPeriod : DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS;
  return days * 24 * 60 * 60 * 1000;
}

/**
 * The invitation went out. With a wait option (the default) the step waits for acceptance, checked
 * every few hours until the wait period ends; without one the sequence goes on at once on the
 * not-accepted side, since nobody has accepted yet.
 */
export function invitationSent(ctx: StepContext, params: SequenceNodeParams, invitationId: string | null): CampaignTargetEvent[] {
  if (params.waitForAcceptance === false) return stepSucceeded(ctx, false, 'invitation sent');
  const until = ctx.now.getTime() + acceptanceWaitMs(params);
  return [
    {
      type: 'StepAwaiting',
      data: { ...ref(ctx), stepId: ctx.stepId, action: ctx.action, until: iso(until), invitationId, at: ctx.now.toISOString() },
    },
    scheduleAcceptanceCheck(ctx, until),
  ];
}

function scheduleAcceptanceCheck(ctx: StepContext, untilMs: number): CampaignTargetEvent {
  const dueAt = Math.min(ctx.now.getTime() + ACCEPTANCE_CHECK_INTERVAL_MS + ctx.jitterMs, untilMs);
  return {
    type: 'StepScheduled',
    data: { ...ref(ctx), stepId: ctx.stepId, phase: 'await-acceptance', dueAt: iso(dueAt), scheduledAt: ctx.now.toISOString() },
  };
}

/**
 * One acceptance check: accepted goes down the accepted side; still pending waits on until the
 * period ends; then the not-accepted side runs (or the lead's sequence ends as not accepted).
 */
export function acceptanceChecked(
  ctx: StepContext,
  accepted: boolean,
  awaitUntil: string | null,
  profileUrl: string,
  alreadyRecorded = false,
): CampaignTargetEvent[] {
  if (accepted) {
    const seen: CampaignTargetEvent[] = alreadyRecorded ? [] : [{ type: 'ConnectionAccepted', data: { ...ref(ctx), profileUrl, at: ctx.now.toISOString() } }];
    return [...seen, ...stepSucceeded(ctx, true, 'invitation accepted')];
  }
  const until = awaitUntil ? Date.parse(awaitUntil) : ctx.now.getTime();
  if (ctx.now.getTime() < until) return [scheduleAcceptanceCheck(ctx, until)];
  return stepSucceeded(ctx, false, 'invitation not accepted in time', 'not-accepted');
}

/** A delay node's own wait (spec 02 §3: days, hours, minutes, or a duration in ms), added before the next step's. */
export function delayNodeMs(params: SequenceNodeParams): number {
  if (typeof params.duration === 'number' && params.duration > 0) return params.duration;
  const part = (value: number | undefined, unitMs: number) => (typeof value === 'number' && value > 0 ? value * unitMs : 0);
  return part(params.days, 86_400_000) + part(params.hours, 3_600_000) + part(params.minutes, 60_000);
}
