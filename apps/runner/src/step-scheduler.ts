import {
  ACCEPTANCE_SWEEP_INTERVAL_MS,
  actingMarginsFor,
  actingWindow,
  realMsFor,
  type ActingWindow,
  type Clock,
  type ScheduleSettings,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { Consumer, MessageBus } from '@outflow/messaging';
import {
  findDueStepsWithoutLinkedIn,
  findLongRunningSteps,
  findNextDueAt,
  findNextDueLinkedInSteps,
  findOwnersAwaitingAcceptance,
  findOwnersWithOpenSequences,
  findOwnersWithDueLinkedInSteps,
  type DueStep,
  type ReadModelDb,
} from '@outflow/read-models';
import { accountContextOf } from '@outflow/domain';
import { loadUserState } from './user-stream';
import { sweepAcceptances } from './acceptance-sweep';
import { LimitHolds } from './limit-holds';
import { REPLY_SWEEP_INTERVAL_MS, sweepReplies } from './reply-sweep';
import { AccountPacer, pace } from './account-pacer';
import { loadLedger } from './quota-store';
import { LeadershipLostError, type SchedulerLeadership } from './scheduler-leadership';
import { STEP_JOBS_SUBJECT, STEP_SETTLED_SUBJECT, stepJobId, type StepJob, type StepSettled } from './step-job';

/** Accounts paced at once in a pass (each costs a few reads of the event store and the read models). */
const PACING_PARALLELISM = 8;

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
  /** A step settled while a pass ran (after the pass may have looked at its account): pass again at once. */
  private passAgain = false;
  private running?: Promise<void>;
  private stopped = false;
  private settledListener?: Consumer;
  private readonly pacers = new Map<string, AccountPacer>();
  /** Job id → real time it was published, so a due step still in the queue is not published again. */
  private readonly published = new Map<string, number>();
  private lastTakeOverCheck = 0;
  private lastAwaitingLookup = 0;
  private lastOpenLookup = 0;
  /** Per account owner: the last reply sweep's start (clock ms), one running at a time, and whether the account was held since. */
  private readonly replySweeps = new Map<
    string,
    { lastAt: number | null; running: Promise<void> | null; held: boolean }
  >();
  /** Real time this scheduler started leading: with the in-process bus, reservations older than it are orphans. */
  private leadingSince = 0;

  /** Records when every due step of an account waits for a used-up limit, and when that ends. */
  private readonly holds: LimitHolds;

  constructor(private readonly options: StepSchedulerOptions) {
    this.holds = new LimitHolds(options.store, (schedule) => this.windowOf(schedule), options.log);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.settledListener = await this.options.bus.listen<StepSettled>(STEP_SETTLED_SUBJECT, (settled) => {
      this.pacers.get(settled.userId)?.settled(settled.jobId);
      if (this.wake) this.wake();
      else this.passAgain = true;
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
    await Promise.allSettled([...this.replySweeps.values()].flatMap((sweep) => (sweep.running ? [sweep.running] : [])));
  }

  private async lead(): Promise<void> {
    const leadership = this.options.leadership;
    while (!this.stopped) {
      if (leadership && !(await leadership.acquire())) return;
      if (this.stopped) return;
      this.options.log?.('info', 'step scheduler leads');
      this.leadingSince = this.realNow();
      // What an earlier term knew of accounts and jobs is stale: read it afresh.
      this.pacers.clear();
      this.published.clear();
      while (!this.stopped && (leadership?.holds() ?? true)) {
        let until: number | null = null;
        this.passAgain = false;
        try {
          until = await this.pollAndPlan();
          await this.options.afterPoll?.();
        } catch (error) {
          if (!(error instanceof LeadershipLostError))
            this.options.log?.('error', 'step scheduler poll failed', { error: String(error) });
        }
        if (this.stopped) break;
        await this.sleep(until);
      }
      if (!this.stopped) this.options.log?.('warn', 'step scheduler lost its lock: hands out nothing, standing by');
    }
  }

  /** Whether this scheduler may hand out steps now. */
  get leads(): boolean {
    return !this.stopped && (this.options.leadership?.holds() ?? true);
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
    for (const step of await findDueStepsWithoutLinkedIn(db, now, this.options.batchSize ?? 500))
      await this.publish(step);
    // Accounts are paced apart from each other: several at once, so a pass over many accounts stays short.
    const owners = await findOwnersWithDueLinkedInSteps(db, now);
    let taken = 0;
    await Promise.all(
      Array.from({ length: Math.min(PACING_PARALLELISM, owners.length) }, async () => {
        while (taken < owners.length) soonest(await this.paceAccount(owners[taken++], now));
      }),
    );
    await this.sweepAccounts(now);
    await this.sweepRepliesOf(now);
    await this.takeOverLostJobs();
    const next = await findNextDueAt(db, now);
    soonest(next?.getTime() ?? null);
    this.forgetOld();
    return wakeAt;
  }

  /** Hands out the account's next LinkedIn step when it may act; answers when to look again. */
  private async paceAccount(userId: string, now: Date): Promise<number | null> {
    // A step of this account is out: its settling wakes the scheduler; reading the account meanwhile is wasted.
    const out = this.pacers.get(userId)?.inFlight;
    if (out && this.realNow() - out.since < this.inFlightTimeoutMs()) return null;
    const pacer = await this.pacerOf(userId);
    const decision = pace(pacer, now, this.realNow(), {
      inFlightTimeoutMs: this.inFlightTimeoutMs(),
      probeEveryMs: 6 * 3_600_000,
      window: this.windowOf(pacer.view!.context.schedule),
    });
    if (decision.kind === 'wait') return decision.until;
    const candidates = await findNextDueLinkedInSteps(this.options.db, userId, now, decision.exhausted, 10);
    // Every due step waits for a used-up limit: said once on the owner's stream (the steps record nothing).
    if (candidates.length === 0 && decision.exhausted.length > 0)
      await this.holds.limitsUsedUp(pacer, now, decision.exhausted);
    else await this.holds.limitsNow(pacer, now, decision.exhausted);
    const step = candidates.find((c) => !this.isOut(stepJobId(this.jobOf(c))));
    if (!step) return null;
    // The account is marked busy before the job goes out: another runner process may run it and say
    // it settled before the publish is even answered, and that notice must find it marked.
    let sent: string | undefined;
    try {
      await this.publish(step, {
        sending: (jobId) => {
          sent = jobId;
          pacer.handedOut(jobId, now.getTime(), this.realNow(), this.gap(), this.jitter());
        },
      });
    } catch (error) {
      if (sent) pacer.settled(sent);
      throw error;
    }
    if (decision.probe) pacer.lastProbeAt = now.getTime();
    return pacer.nextFreeAt;
  }

  private async pacerOf(userId: string): Promise<AccountPacer> {
    let pacer = this.pacers.get(userId);
    if (!pacer) this.pacers.set(userId, (pacer = new AccountPacer(userId)));
    // Settings, holds and subscriptions change: read again after a step settled, and every few seconds.
    if (pacer.stale || !pacer.view || this.realNow() - pacer.view.readAt > 5_000) {
      const now = this.options.clock.now();
      const context = accountContextOf(await loadUserState(this.options.store, userId), now);
      const ledger = context.accountId
        ? await loadLedger(this.options.store, context.accountId, now, context.schedule.timeZone)
        : { today: '', reservations: new Map() };
      pacer.refresh({ context, ledger, readAt: this.realNow() }, this.gap());
      await this.holds.endPassed(pacer, now);
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
      if (!context?.accountId || context.hold || !this.windowOf(context.schedule).mayAct(now)) continue;
      if (pacer.lastSweepAt !== null && now.getTime() - pacer.lastSweepAt < ACCEPTANCE_SWEEP_INTERVAL_MS) continue;
      pacer.lastSweepAt = now.getTime();
      this.options.leadership?.check();
      await sweepAcceptances({
        ...this.options,
        userId: pacer.userId,
        accountId: context.accountId,
        window: this.windowOf(context.schedule),
        jitterMs: this.jitter(),
      }).catch((error: unknown) =>
        this.options.log?.('warn', 'acceptance sweep failed', { userId: pacer.userId, error: String(error) }),
      );
    }
  }

  /**
   * Every half hour of clock time per account with open sequences, and at once when a held account
   * (disconnected, subscription lapsed) may act again: replies no webhook brought end sequences.
   * Sweeps run beside the scheduling pass (LinkedIn's latency must not slow the hand-out).
   */
  private async sweepRepliesOf(now: Date): Promise<void> {
    if (this.realNow() - this.lastOpenLookup > 60_000) {
      this.lastOpenLookup = this.realNow();
      for (const userId of await findOwnersWithOpenSequences(this.options.db)) await this.pacerOf(userId);
    }
    for (const pacer of this.pacers.values()) {
      const context = pacer.view?.context;
      const sweep = this.replySweeps.get(pacer.userId) ?? { lastAt: null, running: null, held: false };
      this.replySweeps.set(pacer.userId, sweep);
      if (!context?.accountId || (context.hold && context.hold.code !== 'account-restricted')) {
        sweep.held = true;
        continue;
      }
      const due = sweep.held || sweep.lastAt === null || now.getTime() - sweep.lastAt >= REPLY_SWEEP_INTERVAL_MS;
      if (!due || sweep.running) continue;
      // A minute of overlap: LinkedIn's times and ours may differ a little.
      const since = sweep.lastAt === null ? null : new Date(sweep.lastAt - 60_000);
      const input = { ...this.options, userId: pacer.userId, accountId: context.accountId, since };
      sweep.held = false;
      sweep.running = sweepReplies(input)
        .then(() => {
          sweep.lastAt = now.getTime();
        })
        .catch((error: unknown) =>
          this.options.log?.('warn', 'reply sweep failed', { userId: pacer.userId, error: String(error) }),
        )
        .finally(() => {
          sweep.running = null;
        });
    }
  }

  /** Reservations held far longer than any step takes: their job was lost (it ran out of deliveries), so hand them out to be reconciled. */
  private async takeOverLostJobs(): Promise<void> {
    // With the in-process bus, a reservation recorded before this process led was this process's previous life's.
    if (this.options.reconcileOrphansAtStart) {
      for (const step of await findLongRunningSteps(this.options.db, new Date(this.leadingSince), 1000))
        await this.publish(step, { orphan: true, suffix: 'orphan' });
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

  /** Publishes a step's job under an id the bus deduplicates (told to `sending` first); answers the id. */
  private async publish(
    step: DueStep,
    options: { orphan?: boolean; suffix?: string; sending?: (jobId: string) => void } = {},
  ): Promise<string> {
    const job = this.jobOf(step, options.orphan);
    const base = stepJobId(job);
    const id = options.suffix ? `${base}|${options.suffix}` : base;
    const last = this.published.get(id);
    // Still out there (queued or running): publishing it again would only be deduplicated.
    if (this.isOut(id)) return id;
    const messageId = last === undefined ? id : `${id}|${this.realNow()}`;
    // Fenced: a scheduler that lost its lock hands out nothing more.
    this.options.leadership?.check();
    options.sending?.(messageId);
    await this.options.bus.publish(STEP_JOBS_SUBJECT, job, { messageId });
    this.published.set(id, this.realNow());
    this.publishedCount++;
    return messageId;
  }

  /** Published recently enough that it is still queued or running. */
  private isOut(id: string): boolean {
    const at = this.published.get(id);
    return at !== undefined && this.realNow() - at < this.inFlightTimeoutMs();
  }

  private forgetOld(): void {
    if (this.published.size < 10_000) return;
    const horizon = this.realNow() - this.inFlightTimeoutMs();
    for (const [id, at] of this.published) if (at < horizon) this.published.delete(id);
  }

  /** Sleeps until `until` (clock ms), converted to real time at the clock's speed, at most the poll interval; a settled step wakes it early. */
  private sleep(until: number | null): Promise<void> {
    if (this.passAgain) return Promise.resolve();
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

  /** The account's acting window, with margins as wide as the clock's speed needs. */
  private windowOf(schedule: ScheduleSettings): ActingWindow {
    return actingWindow(schedule, actingMarginsFor(this.options.clock));
  }

  private inFlightTimeoutMs(): number {
    return this.options.inFlightTimeoutMs ?? 60_000;
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
