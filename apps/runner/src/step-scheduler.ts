import {
  ACCEPTANCE_SWEEP_INTERVAL_MS,
  actingMarginsFor,
  actingWindow,
  realMsFor,
  type AccountContext,
  type ActingWindow,
  type ClockWithRealTime,
  type QuotaLedger,
  type ScheduleSettings,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { Consumer, MessageBus } from '@outflow/messaging';
import {
  findCampaignsAwaitingSenders,
  findDueStepsWithoutLinkedIn,
  findLongRunningSteps,
  findNextDueAt,
  findNextDueLinkedInSteps,
  findOwnersAwaitingAcceptance,
  findOwnersWithOpenSequences,
  findSenders,
  findSendersWithDueLinkedInSteps,
  type DueStep,
  type ReadModelDb,
} from '@outflow/read-models';
import {
  accountContextOf,
  nextReplySweepAt,
  NEVER_SWEPT,
  replySweepDone,
  replySweepDue,
  replySweepFailed,
  replySweepMissed,
  replySweepSince,
  type ReplySweepRecord,
} from '@outflow/domain';
import { actingSender, loadUserState, loadUserStates } from './user-stream';
import { startWaitingLeads, type FreeSender } from './sender-assigner';
import { readCampaignHistory } from '@outflow/contacts';
import { sweepAcceptances } from './acceptance-sweep';
import { LimitHolds } from './limit-holds';
import { sweepReplies } from './reply-sweep';
import { AccountPacer, pace } from './account-pacer';
import { loadLedger, loadLedgers } from './quota-store';
import { LeadershipLostError, type SchedulerLeadership } from './scheduler-leadership';
import { STEP_JOBS_SUBJECT, STEP_SETTLED_SUBJECT, stepJobId, type StepJob, type StepSettled } from './step-job';

/** Accounts paced at once in a pass (each costs a few reads of the event store and the read models). */
const PACING_PARALLELISM = 8;
/**
 * Reply sweeps running at once at most: with many senders on a sped-up clock they come due faster
 * than they finish, and unbounded they take the connections and the provider the steps need (a due
 * sweep waits for the next pass; the cadence leaves room for that).
 */
const REPLY_SWEEPS_AT_ONCE = 4;

export type SchedulerLog = (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;

export interface StepSchedulerOptions {
  readonly db: ReadModelDb;
  readonly store: EventStore;
  readonly bus: MessageBus;
  readonly provider: LinkedInProvider;
  /** Clock time (due steps, working hours, limits) and real time (how long a handed-out job has been out). */
  readonly clock: ClockWithRealTime;
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
  /** When the owners with open sequences were last read (real and clock ms), and who they were. */
  private lastOpenLookup = { real: 0, clock: 0 };
  private openOwners = new Set<string>();
  /** Per account owner: its reply sweeps so far (the cadence rule's record), and the one running, if any. */
  private readonly replySweeps = new Map<string, { record: ReplySweepRecord; running: Promise<void> | null }>();
  /** Per account owner: the acceptance sweep running beside the pass, if any. */
  private readonly acceptanceSweeps = new Map<string, Promise<void>>();
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
      // The owner's senders are paced apart: only the one whose job it was is freed and read again
      // (reading every sender of a large workspace after each step cost a pass of seconds). The
      // others are read again on their own cadence; a late word about an earlier job frees none.
      for (const pacer of this.pacers.values())
        if (pacer.userId === settled.userId && pacer.inFlight?.jobId === settled.jobId) pacer.settled(settled.jobId);
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
    await Promise.allSettled([...this.acceptanceSweeps.values()]);
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
    // A driven pass is whole: what its acceptance sweeps found is recorded when it answers.
    await Promise.allSettled([...this.acceptanceSweeps.values()]);
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
    // The senders of campaigns whose leads wait for one are paced too: their turn starts those leads.
    const awaiting = await findCampaignsAwaitingSenders(db, now);
    const pairs = await findSendersWithDueLinkedInSteps(db, now);
    for (const { userId, campaignId } of awaiting) {
      const { campaign } = await readCampaignHistory(this.options.store, campaignId);
      if (campaign.exists) for (const accountId of campaign.senders) pairs.push({ userId, accountId });
    }
    // Senders are paced apart from each other: several at once, so a pass over many senders stays short.
    const senders = await this.sendersToPace(pairs);
    await this.readPacers(senders, now);
    const free: Array<FreeSender & { probe: boolean }> = [];
    let taken = 0;
    await Promise.all(
      Array.from({ length: Math.min(PACING_PARALLELISM, senders.length) }, async () => {
        while (taken < senders.length) soonest(await this.paceAccount(senders[taken++], now, free));
      }),
    );
    // Senders free with nothing of their own due start the leads waiting for one, each its next.
    if (free.length > 0 && awaiting.length > 0) {
      const started = await startWaitingLeads(
        { db, store: this.options.store, check: () => this.options.leadership?.check() },
        awaiting.map((a) => a.campaignId),
        free,
        now,
      );
      for (const { sender, step } of started) soonest(await this.handOut(sender.pacer, step, now, sender.probe));
    }
    // Replies first: a reply no webhook brought is the one thing that must not wait on anything.
    soonest(await this.sweepRepliesOf(now));
    await this.sweepAccounts(now);
    await this.takeOverLostJobs();
    const next = await findNextDueAt(db, now);
    soonest(next?.getTime() ?? null);
    this.forgetOld();
    return wakeAt;
  }

  /**
   * Groups the (owner, sender) pairs with due steps by the sender the runner acts through: the
   * sender the read model resolved (the lead's, else its campaign's one sender), else the owner's
   * first (a campaign whose sender is no longer theirs, as the runner does too).
   */
  private async sendersToPace(
    pairs: ReadonlyArray<{ userId: string; accountId: string | null }>,
  ): Promise<Array<{ userId: string; accountId: string | null; leadsOf: Array<string | null> }>> {
    const groups = new Map<string, { userId: string; accountId: string | null; leadsOf: Array<string | null> }>();
    for (const pair of pairs) {
      const accountId = pair.accountId ?? (await this.firstSender(pair.userId));
      const key = pacerKey(pair.userId, accountId);
      const group = groups.get(key) ?? { userId: pair.userId, accountId, leadsOf: [] };
      if (!group.leadsOf.includes(pair.accountId)) group.leadsOf.push(pair.accountId);
      groups.set(key, group);
    }
    return [...groups.values()];
  }

  /** The owner's first sender (the one a campaign whose sender is no longer theirs acts through), read once a real second. */
  private firstSenders = new Map<string, { at: number; accountId: string | null }>();
  private async firstSender(userId: string): Promise<string | null> {
    const known = this.firstSenders.get(userId);
    if (known && this.realNow() - known.at < 1_000) return known.accountId;
    const accountId = await actingSender(this.options.db, userId, null);
    this.firstSenders.set(userId, { at: this.realNow(), accountId });
    return accountId;
  }

  /**
   * Hands out the sender's next LinkedIn step when it may act; answers when to look again. A sender
   * that may act with nothing of its own due is told to `free` (a waiting lead may start with it).
   */
  private async paceAccount(
    group: { userId: string; accountId: string | null; leadsOf: ReadonlyArray<string | null> },
    now: Date,
    free: Array<FreeSender & { probe: boolean }>,
  ): Promise<number | null> {
    const { userId } = group;
    // A step of this sender is out: its settling wakes the scheduler; reading the sender meanwhile is wasted.
    const out = this.pacers.get(pacerKey(userId, group.accountId))?.inFlight;
    if (out && this.realNow() - out.since < this.inFlightTimeoutMs()) return null;
    const pacer = await this.pacerOf(userId, group.accountId, now);
    const decision = pace(pacer, now, this.realNow(), {
      inFlightTimeoutMs: this.inFlightTimeoutMs(),
      probeEveryMs: 6 * 3_600_000,
      window: this.windowOf(pacer.view!.context.schedule),
    });
    if (decision.kind === 'wait') return decision.until;
    const candidates = await findNextDueLinkedInSteps(
      this.options.db,
      userId,
      now,
      decision.exhausted,
      10,
      group.leadsOf,
    );
    // Every due step waits for a used-up limit: said once on the owner's stream, per sender (the steps record nothing).
    if (candidates.length === 0 && decision.exhausted.length > 0)
      await this.holds.limitsUsedUp(pacer, now, decision.exhausted);
    else await this.holds.limitsNow(pacer, now, decision.exhausted);
    const step = candidates.find((c) => !this.isOut(stepJobId(this.jobOf(c))));
    if (!step) {
      const accountId = pacer.view?.context.accountId;
      if (candidates.length === 0 && accountId)
        free.push({ userId, accountId, pacer, exhausted: decision.exhausted, probe: decision.probe });
      return null;
    }
    return this.handOut(pacer, step, now, decision.probe);
  }

  /** Publishes the sender's step, the sender marked busy first; answers when the sender may act again. */
  private async handOut(pacer: AccountPacer, step: DueStep, now: Date, probe: boolean): Promise<number | null> {
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
    if (probe) pacer.lastProbeAt = now.getTime();
    return pacer.nextFreeAt;
  }

  /**
   * The pacer of one of the owner's senders (null: their first; still null: they have none), as it
   * stands at `now`, the pass's time: the steps due are looked up at that time, so its ledger must be
   * of that time too. A ledger read later (the clock moved during the pass, to the next day) showed
   * a day's limits unused while the due steps were still the day before's, and the sender was taken
   * for free and started a waiting lead instead of its own due step.
   */
  private async pacerOf(
    userId: string,
    named: string | null,
    now: Date,
    /** Clock time after which the reading is renewed (besides five real seconds, or a settled step). */
    clockAgeMs = 5 * 60_000,
  ): Promise<AccountPacer> {
    const pacer = this.pacerNamed(userId, named ?? (await this.firstSender(userId)));
    if (this.dueReading(pacer, now, clockAgeMs)) {
      const context = accountContextOf(await loadUserState(this.options.store, userId, pacer.accountId), now);
      const ledger = context.accountId
        ? await loadLedger(this.options.store, context.accountId, now, context.schedule.timeZone)
        : { today: '', reservations: new Map() };
      await this.refresh(pacer, context, ledger, now);
    }
    return pacer;
  }

  /**
   * Reads the senders of a pass due a fresh reading all at once, before they are paced: their
   * streams in one round trip, their ledgers in another (a pass over 50 senders read each on its
   * own: three round trips per sender, the owner's stream 50 times).
   */
  private async readPacers(
    senders: ReadonlyArray<{ userId: string; accountId: string | null }>,
    now: Date,
  ): Promise<void> {
    const due = senders
      .map(({ userId, accountId }) => this.pacerNamed(userId, accountId))
      .filter((pacer) => {
        // A step of this sender is out: its settling wakes the scheduler (paceAccount reads nothing meanwhile).
        const out = pacer.inFlight;
        return !(out && this.realNow() - out.since < this.inFlightTimeoutMs()) && this.dueReading(pacer, now);
      });
    if (due.length === 0) return;
    const contexts = (await loadUserStates(this.options.store, due)).map((state) => accountContextOf(state, now));
    const withAccount = contexts.flatMap((context) =>
      context.accountId ? [{ accountId: context.accountId, timeZone: context.schedule.timeZone }] : [],
    );
    const ledgers = await loadLedgers(this.options.store, withAccount, now);
    let next = 0;
    for (const [i, pacer] of due.entries()) {
      const ledger = contexts[i].accountId ? ledgers[next++] : { today: '', reservations: new Map() };
      await this.refresh(pacer, contexts[i], ledger, now);
    }
  }

  private pacerNamed(userId: string, accountId: string | null): AccountPacer {
    const key = pacerKey(userId, accountId);
    let pacer = this.pacers.get(key);
    if (!pacer) this.pacers.set(key, (pacer = new AccountPacer(userId, accountId, key)));
    return pacer;
  }

  /**
   * Settings, holds and subscriptions change: a sender is read again after a step settled, and
   * every five real seconds or five clock minutes, whichever comes first (at a sandbox's speed, a
   * reconnect must not wait hours of clock time to be seen).
   */
  private dueReading(pacer: AccountPacer, now: Date, clockAgeMs = 5 * 60_000): boolean {
    const { view } = pacer;
    return (
      pacer.stale ||
      !view ||
      this.realNow() - view.readAt > 5_000 ||
      now.getTime() - view.readAtClock > clockAgeMs ||
      // Read at a later clock time than this pass's (see pacerOf).
      now.getTime() < view.readAtClock
    );
  }

  private async refresh(pacer: AccountPacer, context: AccountContext, ledger: QuotaLedger, now: Date): Promise<void> {
    pacer.refresh({ context, ledger, readAt: this.realNow(), readAtClock: now.getTime() }, this.gap());
    await this.holds.endPassed(pacer, now);
  }

  /** The sender's pacer as last read, when read in the last five real seconds; else read now. */
  private async knownPacer(userId: string, named: string | null, now: Date): Promise<AccountPacer> {
    const known = this.pacers.get(pacerKey(userId, named ?? (await this.firstSender(userId))));
    if (known?.view && this.realNow() - known.view.readAt <= 5_000) return known;
    return this.pacerOf(userId, named, now, Infinity);
  }

  /** Every few hours (clock time) per account with invitations waited for, inside its working hours. */
  private async sweepAccounts(now: Date): Promise<void> {
    if (this.realNow() - this.lastAwaitingLookup > 60_000) {
      // Accounts whose leads all wait for acceptances have no step due: they are swept all the same.
      this.lastAwaitingLookup = this.realNow();
      for (const userId of await findOwnersAwaitingAcceptance(this.options.db)) await this.pacerOf(userId, null, now);
    }
    for (const pacer of this.pacers.values()) {
      const context = pacer.view?.context;
      if (!context?.accountId || context.hold || !this.windowOf(context.schedule).mayAct(now)) continue;
      if (pacer.lastSweepAt !== null && now.getTime() - pacer.lastSweepAt < ACCEPTANCE_SWEEP_INTERVAL_MS) continue;
      if (this.acceptanceSweeps.has(pacer.key)) continue;
      pacer.lastSweepAt = now.getTime();
      this.options.leadership?.check();
      // Beside the pass, like reply sweeps: pages of relations at LinkedIn's latency, for every
      // account a new leader takes on, must not hold up the hand-out or the reply sweeps.
      const running = sweepAcceptances({
        ...this.options,
        userId: pacer.userId,
        accountId: context.accountId,
        window: this.windowOf(context.schedule),
        jitterMs: this.jitter(),
      })
        .then(
          () => undefined,
          (error: unknown) =>
            this.options.log?.('warn', 'acceptance sweep failed', { userId: pacer.userId, error: String(error) }),
        )
        .finally(() => this.acceptanceSweeps.delete(pacer.key));
      this.acceptanceSweeps.set(pacer.key, running);
    }
  }

  /**
   * Reply sweeps, per account with open sequences, when the cadence rule (libs/domain
   * contact/reply-sweep-cadence.ts) says so on the system's clock: every quarter hour, at once after
   * the account was held or reconnected, soon again after a failure. They run beside the scheduling
   * pass (LinkedIn's latency must not slow the hand-out). Answers the clock time of the next one due.
   */
  private async sweepRepliesOf(now: Date): Promise<number | null> {
    const nowMs = now.getTime();
    // Who has open sequences, read again each real minute or five clock minutes (a sandbox clock may run far ahead).
    const sinceLookup = this.realNow() - this.lastOpenLookup.real;
    if (sinceLookup > 60_000 || (sinceLookup >= 1_000 && Math.abs(nowMs - this.lastOpenLookup.clock) >= 5 * 60_000)) {
      this.lastOpenLookup = { real: this.realNow(), clock: nowMs };
      this.openOwners = new Set(await findOwnersWithOpenSequences(this.options.db));
      // Every sender of the workspace, not just those with steps to run: a member may reply on any of
      // them (chats are per account), and the reply ends their sequence whichever sender runs it.
      // A reading younger than five real seconds is kept (the pacing reads a busy sender again after
      // each step): at a sandbox's speed, reading every sender of a large workspace here each time
      // starves the hand-out.
      for (const userId of this.openOwners) {
        await this.knownPacer(userId, null, now);
        for (const sender of await findSenders(this.options.db, userId))
          if (sender.accountId) await this.knownPacer(userId, sender.accountId, now);
      }
    }
    let wakeAt: number | null = null;
    let running = [...this.replySweeps.values()].filter((sweep) => sweep.running !== null).length;
    for (const pacer of this.pacers.values()) {
      if (!this.openOwners.has(pacer.userId)) continue;
      const context = pacer.view?.context;
      const sweep = this.replySweeps.get(pacer.key) ?? { record: NEVER_SWEPT, running: null };
      this.replySweeps.set(pacer.key, sweep);
      if (sweep.running) continue;
      // A restricted account still reads its messages; a disconnected one (or a lapsed subscription) cannot.
      const accountId = context?.accountId;
      if (!accountId || (context.hold && context.hold.code !== 'account-restricted')) {
        sweep.record = replySweepMissed(sweep.record);
        continue;
      }
      const connectedAt = context.connectedAt;
      if (!replySweepDue(sweep.record, { readable: true, connectedAt }, nowMs)) {
        const next = nextReplySweepAt(sweep.record);
        if (next !== null && (wakeAt === null || next < wakeAt)) wakeAt = next;
        continue;
      }
      if (running >= REPLY_SWEEPS_AT_ONCE) continue;
      running++;
      const input = { ...this.options, userId: pacer.userId, accountId, since: replySweepSince(sweep.record) };
      const startedReal = this.realNow();
      sweep.running = sweepReplies(input)
        .then(
          (found) => {
            sweep.record = replySweepDone(nowMs, connectedAt);
            // A reply only a sweep found: a webhook was lost. Said with how long the sweep took.
            if (found.replies > 0)
              this.options.log?.('info', 'reply sweep found replies', {
                userId: pacer.userId,
                replies: found.replies,
                stopped: found.stopped,
                startedAt: now.toISOString(),
                tookMs: this.realNow() - startedReal,
              });
          },
          (error: unknown) => {
            sweep.record = replySweepFailed(sweep.record, nowMs);
            this.options.log?.('warn', 'reply sweep failed', { userId: pacer.userId, error: String(error) });
          },
        )
        .finally(() => {
          sweep.running = null;
        });
    }
    return wakeAt;
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
    return this.options.clock.realNow().getTime();
  }
}

/** The scheduler's name for one sender of an owner (null: an owner with no sender). */
const pacerKey = (userId: string, accountId: string | null): string =>
  accountId === null ? userId : `${userId}|${accountId}`;
