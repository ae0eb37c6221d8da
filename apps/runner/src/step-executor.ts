import { SharedChatReads } from '@outflow/contacts';
import {
  actingMarginsFor,
  actingWindow,
  enrolmentOf,
  localDay,
  planStep,
  type ActPlan,
  type LeadProfile,
} from '@outflow/domain';
import { claimForStep, mayTakeOver } from './quota-claim';
import { appendOrDrop, stepOf, StepWrites, type Step, type StepRunResult } from './step-context';
import type { StepExecutorOptions } from './step-executor-options';
import type { JobDelivery, StepJob } from './step-job';
import { stepJobId } from './step-job';
import { lookBeforeClaim, memberWroteCheck, perform } from './step-performance';
import { deferRefused, settle, settleAbandoned, type SettlementDeps } from './step-settlement';
import { loadStepStreams } from './step-streams';

export type { StepRunResult } from './step-context';
export type { StepExecutorOptions } from './step-executor-options';

const directDelivery = (job: StepJob): JobDelivery => ({
  jobId: stepJobId(job),
  deliveryCount: 1,
  working: async () => undefined,
});

/**
 * Runs one due step of one lead as a shell around the domain's plan (design.md Runner, Emmett's
 * workflow): load the streams, ask `planStep` (drop, stop, defer or act), claim the step's quota
 * (the reservation is the claim), perform it on LinkedIn, and settle what came of it. A step whose
 * runner died is reconciled with LinkedIn under its reservation, never repeated.
 */
export class StepExecutor {
  private readonly writes: StepWrites;
  private readonly settlement: SettlementDeps;
  /** The reply checks' reads of each sender's chats, shared by the steps running at once. */
  private readonly chatReads: SharedChatReads;

  constructor(private readonly options: StepExecutorOptions) {
    this.writes = new StepWrites(options.store);
    this.chatReads = new SharedChatReads(options.provider);
    const takeOver = (reservation: { jobId: string; recordedAt?: string }, step: Step) =>
      mayTakeOver(reservation, step.job, step.delivery, options.wallClock.now(), options.orphanAfterMs ?? 600_000);
    this.settlement = { store: options.store, provider: options.provider, writes: this.writes, mayTakeOver: takeOver };
  }

  async execute(job: StepJob, delivery: JobDelivery = directDelivery(job)): Promise<StepRunResult> {
    const now = this.options.clock.now();
    const streams = await loadStepStreams(this.options.store, job, now, this.options.db);
    const window = actingWindow(streams.account.schedule, actingMarginsFor(this.options.clock));
    const timing = { now, jitterMs: this.jitter(), window };
    const contact = streams.contact?.state ?? null;
    const plan = planStep({ ...streams, job, timing, target: streams.target?.state ?? null, contact });
    const step = stepOf(job, delivery, streams, timing, delivery.jobId);
    if (plan.kind === 'drop') {
      if (plan.reason === 'finished' && step) await settleAbandoned(this.settlement, step);
      return plan.reason;
    }
    if (!step) return 'finished';
    const target = step.streams.target;
    const contactStream = step.streams.contact;
    if (plan.kind === 'defer')
      return appendOrDrop(() => this.writes.append(step, target.stream, plan.targetEvents, target.version), 'deferred');
    if (plan.kind === 'stop') {
      const stopping = async () => {
        if (contactStream)
          await this.writes.append(step, contactStream.stream, plan.contactEvents, contactStream.version);
        await this.writes.append(step, target.stream, plan.targetEvents, target.version);
      };
      const stopped = await appendOrDrop(stopping, 'stopped');
      // A runner that died on LinkedIn may have left this step's reservation open: the lead stops
      // all the same, and what that runner sent is counted (or its slot given back).
      if (stopped === 'stopped') await settleAbandoned(this.settlement, step);
      return stopped;
    }
    return this.act(step, plan);
  }

  /**
   * Claims the step's quota (when it counts against a limit), performs it, and settles the outcome.
   * The sequence's first touch enrols the member before anything they see reaches LinkedIn: after the
   * silent read before the claim, so the enrolment carries the member id it found (one contact
   * event, not an enrolment and an identification after the fetch). A look that stops the step
   * (the member wrote, LinkedIn failed) touched no one: nothing is enrolled.
   */
  private async act(step: Step, plan: ActPlan): Promise<StepRunResult> {
    const { limit } = plan;
    const accountId = step.streams.account.accountId;
    if (!accountId) return (await this.enrol(step, plan, null)) ? 'deferred' : 'stale';
    const account = { ...step.streams.account, accountId };
    const takeOver = (reservation: { jobId: string; recordedAt?: string }) =>
      this.settlement.mayTakeOver(reservation, step);
    const performance = {
      ...this.options,
      now: () => this.options.clock.now(),
      window: step.policy.window,
      campaign: step.streams.campaign,
      state: step.streams.target.state,
      job: step.job,
      accountId,
      profileUrl: step.profileUrl,
      today: localDay(step.policy.now, account.schedule.timeZone),
      memberWrote: memberWroteCheck(this.options, step, accountId, this.chatReads),
      memberProviderId: step.streams.contact?.state.providerId ?? step.streams.lead?.providerId ?? null,
    };
    // The reply check before the claim, unless a reservation is open (a stopped attempt to reconcile).
    const fresh = limit !== null && step.streams.target.state.openSince === null;
    const look = fresh ? await this.withHeartbeat(step.delivery, () => lookBeforeClaim(performance)) : null;
    if (look?.stop) return settle(this.settlement, step, account, null, look.stop);
    if (!(await this.enrol(step, plan, look?.profile ?? null))) return 'stale';
    const claim = limit
      ? await claimForStep(this.options, step, account, limit, takeOver)
      : ({ kind: 'claimed', day: null, reconcileSince: null } as const);
    if (claim.kind === 'held-elsewhere') return 'claimed-elsewhere';
    if (claim.kind === 'refused') return deferRefused(this.settlement, step, accountId, claim);
    const performed = await this.withHeartbeat(step.delivery, () =>
      perform({ ...performance, day: claim.day, reconcileSince: claim.reconcileSince, looked: look ?? undefined }),
    );
    return settle(this.settlement, step, account, limit, performed);
  }

  /** Appends the plan's enrolment (with the member id a read found); false when the contact moved meanwhile. */
  private async enrol(step: Step, plan: ActPlan, profile: LeadProfile | null): Promise<boolean> {
    const contact = step.streams.contact;
    if (!contact) return true;
    const events = enrolmentOf(plan, contact.state, profile);
    const enrolling = () => this.writes.append(step, contact.stream, events, contact.version);
    return (await appendOrDrop(enrolling, 'ran')) !== 'stale';
  }

  /** Tells the queue the step is still being worked on while `work` runs, so no other runner takes it. */
  private async withHeartbeat<T>(delivery: JobDelivery, work: () => Promise<T>): Promise<T> {
    const beat = () => void delivery.working().catch(() => undefined);
    const heartbeat = setInterval(beat, this.options.heartbeatMs ?? 5_000);
    try {
      return await work();
    } finally {
      clearInterval(heartbeat);
    }
  }

  private jitter(): number {
    return Math.floor((this.options.random ?? Math.random)() * (this.options.maxJitterMs ?? 60_000));
  }
}
