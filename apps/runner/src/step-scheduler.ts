import type { Clock } from '@outflow/domain';
import type { MessageBus } from '@outflow/messaging';
import type { ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import { STALE_AFTER_MS } from './step-executor';
import { STEP_JOBS_SUBJECT, stepJobId, type StepJob } from './step-job';

export interface StepSchedulerOptions {
  readonly db: ReadModelDb;
  /** Runs after each poll (the runner completes finished campaigns there). */
  readonly afterPoll?: () => Promise<unknown>;
  readonly bus: MessageBus;
  readonly clock: Clock;
  /** How often the due steps are looked up; default 1 s. */
  readonly pollIntervalMs?: number;
  /** A job published but still due after this long is published again (lost, or its runner died); default 5 min. */
  readonly republishAfterMs?: number;
  /** A step started this long ago with no outcome is handed out again to be reconciled; default 10 min. */
  readonly staleRunningMs?: number;
  /** Jobs published per poll at most; default 500. */
  readonly batchSize?: number;
  readonly log?: (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;
}

/**
 * The durable timers: due_at lives in the campaign_targets read model, projected from StepScheduled
 * events, so a restart loses no timer. Each poll publishes the due steps of active campaigns as
 * jobs with an id the bus deduplicates; any number of runners can run a scheduler.
 */
export class StepScheduler {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  /** Job id → when it was published by this scheduler (only to avoid flooding the bus; losing it is harmless). */
  private readonly published = new Map<string, number>();

  constructor(private readonly options: StepSchedulerOptions) {}

  start(): void {
    this.stopped = false;
    const loop = async () => {
      if (this.stopped) return;
      this.running = this.poll().then(() => this.options.afterPoll?.()).then(
        () => undefined,
        (error: unknown) => this.options.log?.('error', 'step scheduler poll failed', { error: String(error) }),
      );
      await this.running;
      if (!this.stopped) this.timer = setTimeout(loop, this.options.pollIntervalMs ?? 1000);
    };
    void loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: publishes what is due now. Answers how many jobs were published. */
  async poll(): Promise<number> {
    const now = this.options.clock.now();
    const staleBefore = new Date(now.getTime() - (this.options.staleRunningMs ?? STALE_AFTER_MS));
    const rows = await this.options.db
      .selectFrom('campaign_targets')
      .select(['user_id', 'campaign_id', 'target_id', 'step_id', 'phase', 'due_at', 'updated_at', 'state'])
      .where('campaign_active', '=', true)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', 'in', ['due', 'awaiting']), eb('due_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('updated_at', '<', staleBefore)]),
        ]),
      )
      .orderBy(sql`coalesce(due_at, updated_at)`)
      .limit(this.options.batchSize ?? 500)
      .execute();
    const republishAfter = this.options.republishAfterMs ?? 300_000;
    let count = 0;
    for (const row of rows) {
      if (!row.step_id) continue;
      const job: StepJob = {
        userId: row.user_id,
        campaignId: row.campaign_id,
        targetId: row.target_id,
        stepId: row.step_id,
        phase: row.phase as StepJob['phase'],
        dueAt: (row.due_at ?? row.updated_at).toISOString(),
      };
      // A stale running step is republished under a fresh id, since its first job was consumed.
      const id = row.state === 'running' ? `${stepJobId(job)}|reconcile|${row.updated_at.toISOString()}` : stepJobId(job);
      const last = this.published.get(id);
      if (last !== undefined && now.getTime() - last < republishAfter) continue;
      const messageId = last === undefined ? id : `${id}|${now.getTime()}`;
      await this.options.bus.publish(STEP_JOBS_SUBJECT, job, { messageId });
      this.published.set(id, now.getTime());
      count++;
    }
    this.forgetOld(now.getTime(), republishAfter);
    return count;
  }

  private forgetOld(now: number, republishAfter: number): void {
    if (this.published.size < 10_000) return;
    for (const [id, at] of this.published) if (now - at >= republishAfter) this.published.delete(id);
  }
}
