import { systemClock, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { OfflineAiWriter, type AiWriter } from '@outflow/ai';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { Consumer, MessageBus } from '@outflow/messaging';
import type { ReadModelDb } from '@outflow/read-models';
import { completeFinishedCampaigns } from './campaign-completion';
import { StepExecutor } from './step-executor';
import { STEP_JOBS_CONSUMER, STEP_JOBS_SUBJECT, type StepJob } from './step-job';
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
  readonly clock?: Clock;
  /** Steps run at once by this process; default 4. */
  readonly concurrency?: number;
  readonly pollIntervalMs?: number;
  readonly minActionGapMs?: number;
  readonly maxJitterMs?: number;
  /** When a started step with no outcome counts as abandoned; default 10 min. */
  readonly staleAfterMs?: number;
  readonly random?: () => number;
  readonly log?: RunnerLog;
}

/**
 * The campaign runner: a scheduler that publishes due steps to the work queue, and a consumer
 * that executes them. Run as many runner processes as you like: the bus shares the jobs among
 * them, and the event streams' expected versions keep every step to one execution.
 */
export class Runner {
  private started = false;
  private consumer?: Consumer;
  private readonly scheduler: StepScheduler;
  readonly executor: StepExecutor;

  constructor(private readonly options: RunnerOptions) {
    const clock = options.clock ?? systemClock;
    this.executor = new StepExecutor({
      store: options.store,
      provider: options.provider,
      ai: options.ai ?? new OfflineAiWriter(),
      clock,
      minActionGapMs: options.minActionGapMs,
      maxJitterMs: options.maxJitterMs,
      staleAfterMs: options.staleAfterMs,
      random: options.random,
    });
    this.scheduler = new StepScheduler({
      db: options.db,
      bus: options.bus,
      clock,
      pollIntervalMs: options.pollIntervalMs,
      staleRunningMs: options.staleAfterMs,
      log: options.log,
      afterPoll: () => completeFinishedCampaigns(options.store, options.db, clock),
    });
  }

  async start(): Promise<void> {
    // Fail at start, not at the first step, when the adapters are unreachable.
    await this.options.store.ping();
    await this.options.bus.ping();
    this.consumer = await this.options.bus.consume<StepJob>(
      STEP_JOBS_SUBJECT,
      async (message) => {
        try {
          const result = await this.executor.execute(message.data);
          this.options.log?.('info', 'step job', { targetId: message.data.targetId, stepId: message.data.stepId, result });
        } catch (error) {
          // Thrown: the bus redelivers the job; say why, or a stuck lead is a mystery.
          this.options.log?.('error', 'step job failed', { targetId: message.data.targetId, stepId: message.data.stepId, delivery: message.deliveryCount, error: error instanceof Error ? error.stack ?? error.message : String(error) });
          throw error;
        }
      },
      // A step waits on LinkedIn calls; two minutes before the bus hands it to another runner (which then finds it claimed).
      { durableName: STEP_JOBS_CONSUMER, concurrency: this.options.concurrency ?? 4, ackWaitMs: 120_000, maxDeliver: 5 },
    );
    this.scheduler.start();
    this.started = true;
  }

  /** One scheduler pass now (tests and benchmarks drive time themselves). */
  pollOnce(): Promise<number> {
    return this.scheduler.poll();
  }

  get isStarted(): boolean {
    return this.started;
  }

  async stop(): Promise<void> {
    this.started = false;
    await this.scheduler.stop();
    await this.consumer?.stop();
  }
}
