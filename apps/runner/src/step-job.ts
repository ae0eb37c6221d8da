import type { StepPhase } from '@outflow/domain';

/** The work queue of due steps (JetStream in production, the in-process bus in the embedded default). */
export const STEP_JOBS_SUBJECT = 'outflow.work.steps';
export const STEP_JOBS_CONSUMER = 'runner-steps';
/** Runners say here that a step's job is settled, so the scheduler hands out the account's next one at once. */
export const STEP_SETTLED_SUBJECT = 'outflow.notice.runner.step-settled';

/** One due step of one target, as the scheduler publishes it. The event streams stay the truth: a stale job is dropped. */
export interface StepJob {
  readonly userId: string;
  readonly campaignId: string;
  readonly targetId: string;
  readonly stepId: string;
  readonly phase: StepPhase;
  readonly dueAt: string;
  /**
   * Set on jobs for steps whose reservation a runner of this same process left open before a
   * restart (in-process bus): no other runner can be working on them, so they are reconciled.
   */
  readonly orphan?: boolean;
}

/** How the job reached this runner: its id, and whether the queue redelivered it after its holder went silent. */
export interface JobDelivery {
  readonly jobId: string;
  readonly deliveryCount: number;
  /** Tells the queue this runner still works on the job (the queue redelivers it only once that stops). */
  working(): Promise<void>;
}

export interface StepSettled {
  readonly userId: string;
  readonly targetId: string;
  readonly jobId: string;
}

/**
 * The bus drops a re-publish of the same id (the dedup window), so a scheduler that publishes the
 * same due step twice does not run it twice. A step rescheduled later gets a new id.
 */
export const stepJobId = (job: StepJob): string => `${job.targetId}|${job.stepId}|${job.phase}|${job.dueAt}`;
