import { systemClock, withRealTime, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { OfflineAiWriter, type AiWriter } from '@outflow/ai';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { Consumer, MessageBus } from '@outflow/messaging';
import type { ReadModelDb } from '@outflow/read-models';
import { completeFinishedCampaigns } from './campaign-completion';
import { recordStepJob } from './runner-metrics';
import { SchedulerLeadership } from './scheduler-leadership';
import { StepExecutor } from './step-executor';
import {
  STEP_JOBS_CONSUMER,
  STEP_JOBS_SUBJECT,
  STEP_SETTLED_SUBJECT,
  type StepJob,
  type StepSettled,
} from './step-job';
import { StepScheduler } from './step-scheduler';

export type RunnerLog = (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;

export interface RunnerOptions {
  readonly store: EventStore;
  readonly bus: MessageBus;
  /** The read models: the scheduler finds due steps in campaign_targets. */
  readonly db: ReadModelDb;
  readonly provider: LinkedInProvider;
  /** Writes AI-mode messages; the offline writer when not given. */
  readonly ai?: AiWriter;
  /** Domain time (the sandbox's when it is the provider); the system clock by default. */
  readonly clock?: Clock;
  /** Real time, for the work queue's liveness only; the system clock by default. */
  readonly wallClock?: Clock;
  /** With several runner processes: the database for the scheduler's leader lock. */
  readonly databaseUrl?: string;
  /** The bus is this process's own (in-process): steps left open at start are reconciled at once. */
  readonly singleProcess?: boolean;
  /** Steps run at once by this process; default 4. */
  readonly concurrency?: number;
  readonly pollIntervalMs?: number;
  readonly minActionGapMs?: number;
  readonly maxJitterMs?: number;
  /** Real time before the queue hands a silent runner's step to another runner; default 20 s. */
  readonly ackWaitMs?: number;
  readonly random?: () => number;
  readonly log?: RunnerLog;
}

/**
 * The campaign runner: a scheduler (one leads at a time) that hands out due steps, one LinkedIn
 * step at a time per account, and a consumer that executes them. Run as many runner processes as
 * you like: the bus shares the jobs among them, a runner that dies has its job redelivered to
 * another within the ack wait, and the quota streams keep every action to one execution.
 */
export class Runner {
  private started = false;
  private consumer?: Consumer;
  private readonly scheduler: StepScheduler;
  readonly executor: StepExecutor;

  constructor(private readonly options: RunnerOptions) {
    const clock = options.clock ?? systemClock;
    const wallClock = options.wallClock ?? systemClock;
    const ackWaitMs = options.ackWaitMs ?? 20_000;
    this.executor = new StepExecutor({
      store: options.store,
      db: options.db,
      provider: options.provider,
      ai: options.ai ?? new OfflineAiWriter(),
      clock,
      wallClock,
      minActionGapMs: options.minActionGapMs,
      maxJitterMs: options.maxJitterMs,
      heartbeatMs: Math.max(500, Math.floor(ackWaitMs / 4)),
      random: options.random,
    });
    this.scheduler = new StepScheduler({
      db: options.db,
      store: options.store,
      bus: options.bus,
      provider: options.provider,
      clock: withRealTime(clock, wallClock),
      leadership:
        options.databaseUrl && !options.singleProcess
          ? new SchedulerLeadership(options.databaseUrl, options.log)
          : undefined,
      reconcileOrphansAtStart: options.singleProcess,
      pollIntervalMs: options.pollIntervalMs,
      minActionGapMs: options.minActionGapMs,
      maxJitterMs: options.maxJitterMs,
      inFlightTimeoutMs: ackWaitMs * 3,
      random: options.random,
      log: options.log,
      afterPoll: () => completeFinishedCampaigns(options.store, options.db, clock),
    });
  }

  async start(): Promise<void> {
    // Fail at start, not at the first step, when the adapters are unreachable.
    await this.options.store.ping();
    await this.options.bus.ping();
    const ackWaitMs = this.options.ackWaitMs ?? 20_000;
    this.consumer = await this.options.bus.consume<StepJob>(
      STEP_JOBS_SUBJECT,
      async (message) => {
        const job = message.data;
        const jobId = message.messageId ?? `${job.targetId}|${job.stepId}|${job.phase}|${job.dueAt}`;
        try {
          const result = await this.executor.execute(job, {
            jobId,
            deliveryCount: message.deliveryCount,
            working: () => message.working(),
          });
          this.options.log?.('info', 'step job', { targetId: job.targetId, stepId: job.stepId, result });
          recordStepJob(result, job, this.options.clock ?? systemClock);
        } catch (error) {
          recordStepJob('failed', job, this.options.clock ?? systemClock);
          // Thrown: the bus redelivers the job; say why, or a stuck lead is a mystery.
          this.options.log?.('error', 'step job failed', {
            targetId: job.targetId,
            stepId: job.stepId,
            delivery: message.deliveryCount,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
          throw error;
        } finally {
          await this.options.bus
            .notify<StepSettled>(STEP_SETTLED_SUBJECT, { userId: job.userId, targetId: job.targetId, jobId })
            .catch(() => undefined);
        }
      },
      // A live runner renews the ack wait while it works (in-progress); a dead one's job goes to another runner after it.
      { durableName: STEP_JOBS_CONSUMER, concurrency: this.options.concurrency ?? 4, ackWaitMs, maxDeliver: 20 },
    );
    await this.scheduler.start();
    this.started = true;
  }

  /** One scheduler pass now (tests and benchmarks drive time themselves). */
  pollOnce(): Promise<number> {
    return this.scheduler.poll();
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Whether this process's scheduler hands out steps now (else it stands by). */
  get leadsScheduler(): boolean {
    return this.started && this.scheduler.leads;
  }

  async stop(): Promise<void> {
    this.started = false;
    await this.scheduler.stop();
    await this.consumer?.stop();
  }
}
