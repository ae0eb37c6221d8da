import {
  quotaKey,
  type AccountContext,
  type EventMetadata,
  type LimitKey,
  type RefusalReason,
  type Reservation,
} from '@outflow/domain';
import { ConcurrencyError, type EventStore } from '@outflow/event-store';
import { reserve } from './quota-store';
import type { Step } from './step-context';
import type { JobDelivery, StepJob } from './step-job';

/** What a step's claim on its account's quota came to. */
export type Claim =
  /** Reserved now, or taken over from an attempt that stopped (then `reconcileSince` is set). */
  | { readonly kind: 'claimed'; readonly day: string; readonly reconcileSince: Date | null }
  /** Not now: the step waits until `retryAt`. */
  | { readonly kind: 'refused'; readonly reason: RefusalReason; readonly retryAt: Date }
  /** Another live attempt holds it: this job is dropped. */
  | { readonly kind: 'held-elsewhere' };

export interface ClaimInput {
  readonly store: EventStore;
  readonly job: StepJob;
  readonly delivery: JobDelivery;
  readonly account: AccountContext & { readonly accountId: string };
  readonly limit: LimitKey;
  readonly now: Date;
  readonly minGapMs: number;
  readonly weeklyMarginMs: number;
  readonly mayTakeOver: (reservation: Reservation) => boolean;
  readonly metadata: EventMetadata;
}

/**
 * The claim on a step is its reservation on the account's quota (design.md Runner): a second runner
 * finds it held. A race lost to another step of the same account is a short wait, not a failure.
 */
export async function claimQuota(input: ClaimInput): Promise<Claim> {
  const { job, account, now } = input;
  const request = {
    accountId: account.accountId,
    key: quotaKey(job.targetId, job.stepId),
    limit: input.limit,
    campaignId: job.campaignId,
    targetId: job.targetId,
    stepId: job.stepId,
    jobId: input.delivery.jobId,
    limits: account.limits,
    timeZone: account.schedule.timeZone,
    now,
    minGapMs: input.minGapMs,
    weeklyMarginMs: input.weeklyMarginMs,
  };
  const decision = await reserve(input.store, request, input.metadata).catch((error: unknown) => {
    if (error instanceof ConcurrencyError)
      return { kind: 'refused' as const, reason: 'spacing' as const, retryAt: new Date(now.getTime() + 5_000) };
    throw error;
  });
  if (decision.kind === 'refused') return decision;
  if (decision.kind === 'granted') return { kind: 'claimed', day: decision.events[0].data.day, reconcileSince: null };
  if (!input.mayTakeOver(decision.reservation)) return { kind: 'held-elsewhere' };
  return { kind: 'claimed', day: decision.reservation.day, reconcileSince: new Date(decision.reservation.at) };
}

/**
 * A step's reservation is held by a job: taken over when the queue redelivered that very job (its
 * runner went silent), when this process found it left open at start, or when it is old enough in
 * real time that its job must have been lost.
 */
export function mayTakeOver(
  reservation: { jobId: string; recordedAt?: string },
  job: StepJob,
  delivery: JobDelivery,
  realNow: Date,
  orphanAfterMs: number,
): boolean {
  if (job.orphan) return true;
  if (reservation.jobId === delivery.jobId && delivery.deliveryCount > 1) return true;
  if (!reservation.recordedAt) return false;
  return realNow.getTime() - Date.parse(reservation.recordedAt) >= orphanAfterMs;
}

/** The claim of a step of this executor's: its reservation against today's limits in force. */
export function claimForStep(
  options: { readonly store: EventStore; readonly minActionGapMs?: number },
  step: Step,
  account: AccountContext & { readonly accountId: string },
  limit: LimitKey,
  takeOver: (reservation: Reservation) => boolean,
): Promise<Claim> {
  const { job, delivery, metadata, policy } = step;
  const weeklyMarginMs = policy.window?.weeklyMarginMs ?? 0;
  const minGapMs = options.minActionGapMs ?? 30_000;
  const input = {
    store: options.store,
    job,
    delivery,
    account,
    limit,
    now: policy.now,
    minGapMs,
    weeklyMarginMs,
    mayTakeOver: takeOver,
    metadata,
  };
  return claimQuota(input);
}
