import { ACCEPTANCE_SWEEP_INTERVAL_MS, mayActAt, realMsFor, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { Consumer, MessageBus } from '@outflow/messaging';
import {
  findDueStepsWithoutLinkedIn,
  findLongRunningSteps,
  findNextDueAt,
  findNextDueLinkedInSteps,
  findOwnersAwaitingAcceptance,
  findOwnersWithDueLinkedInSteps,
  type DueStep,
  type ReadModelDb,
} from '@outflow/read-models';
import { accountContextOf, loadUserState } from './account-context';
import { sweepAcceptances } from './acceptance-sweep';
import { AccountPacer, pace } from './account-pacer';
import { loadLedger } from './quota-store';
import type { SchedulerLeadership } from './scheduler-leadership';
import { closingMarginMs, openingMarginMs, weeklyMarginMs } from './window-margin';
import { STEP_JOBS_SUBJECT, STEP_SETTLED_SUBJECT, stepJobId, type StepJob, type StepSettled } from './step-job';

export type SchedulerLog = (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;

export interface StepSchedulerOptions {
  readonly db: ReadModelDb;
  readonly store: EventStore;
  readonly bus: MessageBus;
  readonly provider: LinkedInProvider;
  readonly clock: Clock;
  /** Real time, for what is measured in real time: how long a handed-out job has been out. */
  readonly wallClock: Clock;
  /** Present when several runner processes may run: only the lock holder schedules. */
  readonly leadership?: SchedulerLeadership;
  /** Runs after each poll (the runner completes finished campaigns there). */
  readonly afterPoll?: () => Promise<unknown>;
  /** Longest real sleep between two polls; default 1 s. */
  readonly pollIntervalMs?: number;
  /** Least clock time between two LinkedIn steps of one account; default 30 s. */
  readonly minActionGapMs?: number;
  /** Largest random extra clock time added to the gap; default 60 s. */
  readonly maxJitterMs?: number;
  /** Real time after which a handed-out job that never settled no longer blocks its account; default 60 s. */
  readonly inFlightTimeoutMs?: number;
  /** Real time after which a reservation with no outcome is taken over (its job was lost); default 10 min. */
  readonly orphanAfterMs?: number;
  /** Hand the steps a previous run of this process left open to be reconciled at start (in-process bus). */
  readonly reconcileOrphansAtStart?: boolean;
  /** Jobs published per poll at most for steps that do not call LinkedIn; default 500. */
  readonly batchSize?: number;
  readonly random?: () => number;
  readonly log?: SchedulerLog;
}

/**
 * The durable timers and the per-account pacing queue. due_at lives in the campaign_targets read
 * model, projected from the target events, so a restart loses no timer. Steps that do not call
 * LinkedIn are handed out as soon as they are due; LinkedIn steps go one at a time per account,
 * when the account may act (see AccountPacer). Accepted invitations no webhook reported are swept
 * for every few hours per account. One scheduler leads (an advisory lock); any number of runners
 * execute the jobs.
 */
export class StepScheduler {
  private timer?: NodeJS.Timeout;
  private wake?: () => void;
  private running?: Promise<void>;
  private stopped = false;
  private settledListener?: Consumer;
  private readonly pacers = new Map<string, AccountPacer>();
  /** Job id → real time it was published, so a due step still in the queue is not published again. */
  private readonly published = new Map<string, number>();
  private lastTakeOverCheck = 0;
  private lastAwaitingLookup = 0;
  /** Real time this scheduler started leading: with the in-process bus, reservations older than it are orphans. */
  private leadingSince = 0;

  constructor(private readonly options: StepSchedulerOptions) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.settledListener = await this.options.bus.listen<StepSettled>(STEP_SETTLED_SUBJECT, (settled) => {
      this.pacers.get(settled.userId)?.settled();
      this.wake?.();
    });
    this.running = this.lead();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.wake?.();
    await this.settledListener?.stop();
    await this.options.leadership?.release();
    await this.running;
  }

  private async lead(): Promise<void> {
    if (this.options.leadership && !(await this.options.leadership.acquire())) return;
    if (this.stopped) return;
    this.options.log?.('info', 'step scheduler leads');
    this.leadingSince = this.realNow();
    while (!this.stopped) {
      let until: number | null = null;
      try {
        until = await this.pollAndPlan();
        await this.options.afterPoll?.();
      } catch (error) {
        this.options.log?.('error', 'step scheduler poll failed', { error: String(error) });
      }
      if (this.stopped) break;
      await this.sleep(until);
    }
  }

  /** One pass now; answers how many jobs were published (tests and benchmarks drive time themselves). */
  async poll(): Promise<number> {
    const before = this.publishedCount;
    await this.pollAndPlan();
    return this.publishedCount - before;
  }

  private publishedCount = 0;

  /** One pass: publishes what may go now; answers the clock time worth waking up at (null: the poll interval). */
  private async pollAndPlan(): Promise<number | null> {
    const { db, clock } = this.options;
    const now = clock.now();
    let wakeAt: number | null = null;
    const soonest = (at: number | null) => {
      if (at !== null && at > now.getTime() && (wakeAt === null || at < wakeAt)) wakeAt = at;
    };
    for (const step of await findDueStepsWithoutLinkedIn(db, now, this.options.batchSize ?? 500)) await this.publish(step);
    for (const userId of await findOwnersWithDueLinkedInSteps(db, now)) soonest(await this.paceAccount(userId, now));
    await this.sweepAccounts(now);
    await this.takeOverLostJobs();
    const next = await findNextDueAt(db, now);
    soonest(next?.getTime() ?? null);
    this.forgetOld();
    return wakeAt;
  }

  /** Hands out the account's next LinkedIn step when it may act; answers when to look again. */
  private async paceAccount(userId: string, now: Date): Promise<number | null> {
    const pacer = await this.pacerOf(userId);
    const decision = pace(pacer, now, this.realNow(), { inFlightTimeoutMs: this.options.inFlightTimeoutMs ?? 60_000, probeEveryMs: 6 * 3_600_000, closingMarginMs: closingMarginMs(this.options.clock), openingMarginMs: openingMarginMs(this.options.clock), weeklyMarginMs: weeklyMarginMs(this.options.clock) });
    if (decision.kind === 'wait') return decision.until;
    const candidates = await findNextDueLinkedInSteps(this.options.db, userId, now, decision.exhausted, 10);
    const step = candidates.find((c) => !this.isOut(stepJobId(this.jobOf(c))));
    if (!step) return null;
    const jobId = await this.publish(step);
    if (decision.probe) pacer.lastProbeAt = now.getTime();
    pacer.handedOut(jobId, now.getTime(), this.realNow(), this.gap(), this.jitter());
    return pacer.nextFreeAt;
  }

  private async pacerOf(userId: string): Promise<AccountPacer> {
    let pacer = this.pacers.get(userId);
    if (!pacer) this.pacers.set(userId, (pacer = new AccountPacer(userId)));
    // Settings, holds and subscriptions change: read again after a step settled, and every few seconds.
    if (pacer.stale || !pacer.view || this.realNow() - pacer.view.readAt > 5_000) {
      const now = this.options.clock.now();
      const context = accountContextOf(await loadUserState(this.options.store, userId), now);
      const ledger = context.accountId ? await loadLedger(this.options.store, context.accountId, now, context.schedule.timeZone) : { today: '', reservations: new Map() };
      pacer.refresh({ context, ledger, readAt: this.realNow() }, this.gap());
    }
    return pacer;
  }

  /** Every few hours (clock time) per account with invitations waited for, inside its working hours. */
  private async sweepAccounts(now: Date): Promise<void> {
    if (this.realNow() - this.lastAwaitingLookup > 60_000) {
      // Accounts whose leads all wait for acceptances have no step due: they are swept all the same.
      this.lastAwaitingLookup = this.realNow();
      for (const userId of await findOwnersAwaitingAcceptance(this.options.db)) await this.pacerOf(userId);
    }
    for (const pacer of this.pacers.values()) {
      const context = pacer.view?.context;
      if (!context?.accountId || context.hold || !mayActAt(now, context.schedule, closingMarginMs(this.options.clock), openingMarginMs(this.options.clock))) continue;
      if (pacer.lastSweepAt !== null && now.getTime() - pacer.lastSweepAt < ACCEPTANCE_SWEEP_INTERVAL_MS) continue;
      pacer.lastSweepAt = now.getTime();
      await sweepAcceptances({ ...this.options, userId: pacer.userId, accountId: context.accountId, schedule: context.schedule, jitterMs: this.jitter() }).catch((error: unknown) =>
        this.options.log?.('warn', 'acceptance sweep failed', { userId: pacer.userId, error: String(error) }),
      );
    }
  }

  /** Reservations held far longer than any step takes: their job was lost (it ran out of deliveries), so hand them out to be reconciled. */
  private async takeOverLostJobs(): Promise<void> {
    // With the in-process bus, a reservation recorded before this process led was this process's previous life's.
    if (this.options.reconcileOrphansAtStart) {
      for (const step of await findLongRunningSteps(this.options.db, new Date(this.leadingSince), 1000)) await this.publish(step, { orphan: true, suffix: 'orphan' });
    }
    const orphanAfter = this.options.orphanAfterMs ?? 600_000;
    if (this.realNow() - this.lastTakeOverCheck < Math.min(orphanAfter / 4, 60_000)) return;
    this.lastTakeOverCheck = this.realNow();
    for (const step of await findLongRunningSteps(this.options.db, new Date(this.realNow() - orphanAfter), 100)) {
      await this.publish(step, { suffix: `takeover|${step.dueAt.toISOString()}` });
    }
  }

  private jobOf(step: DueStep, orphan = false): StepJob {
    return {
      userId: step.userId,
      campaignId: step.campaignId,
      targetId: step.targetId,
      stepId: step.stepId,
      phase: step.phase as StepJob['phase'],
      dueAt: step.dueAt.toISOString(),
      ...(orphan ? { orphan: true } : {}),
    };
  }

  /** Publishes a step's job under an id the bus deduplicates; answers the id. */
  private async publish(step: DueStep, options: { orphan?: boolean; suffix?: string } = {}): Promise<string> {
    const job = this.jobOf(step, options.orphan);
    const base = stepJobId(job);
    const id = options.suffix ? `${base}|${options.suffix}` : base;
    const last = this.published.get(id);
    // Still out there (queued or running): publishing it again would only be deduplicated.
    if (this.isOut(id)) return id;
    const messageId = last === undefined ? id : `${id}|${this.realNow()}`;
    await this.options.bus.publish(STEP_JOBS_SUBJECT, job, { messageId });
    this.published.set(id, this.realNow());
    this.publishedCount++;
    return messageId;
  }

  /** Published recently enough that it is still queued or running. */
  private isOut(id: string): boolean {
    const at = this.published.get(id);
    return at !== undefined && this.realNow() - at < (this.options.inFlightTimeoutMs ?? 60_000);
  }

  private forgetOld(): void {
    if (this.published.size < 10_000) return;
    const horizon = this.realNow() - (this.options.inFlightTimeoutMs ?? 60_000);
    for (const [id, at] of this.published) if (at < horizon) this.published.delete(id);
  }

  /** Sleeps until `until` (clock ms), converted to real time at the clock's speed, at most the poll interval; a settled step wakes it early. */
  private sleep(until: number | null): Promise<void> {
    const max = this.options.pollIntervalMs ?? 1000;
    const clockMs = until === null ? Infinity : until - this.options.clock.now().getTime();
    const realMs = Math.max(1, Math.min(max, Math.ceil(realMsFor(this.options.clock, clockMs))));
    return new Promise((resolve) => {
      this.wake = () => {
        clearTimeout(this.timer);
        this.wake = undefined;
        resolve();
      };
      this.timer = setTimeout(() => this.wake?.(), realMs);
    });
  }

  private gap(): number {
    return this.options.minActionGapMs ?? 30_000;
  }

  private jitter(): number {
    return Math.floor((this.options.random ?? Math.random)() * (this.options.maxJitterMs ?? 60_000));
  }

  private realNow(): number {
    return this.options.wallClock.now().getTime();
  }
}
