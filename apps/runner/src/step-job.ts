import type { StepPhase } from '@outflow/domain';

/** The work queue of due steps (JetStream in production, the in-process bus in the embedded default). */
export const STEP_JOBS_SUBJECT = 'outflow.work.steps';
export const STEP_JOBS_CONSUMER = 'runner-steps';

/** One due step of one target, as the scheduler publishes it. The event streams stay the truth: a stale job is dropped. */
export interface StepJob {
  readonly userId: string;
  readonly campaignId: string;
  readonly targetId: string;
  readonly stepId: string;
  readonly phase: StepPhase;
  readonly dueAt: string;
}

/**
 * The bus drops a re-publish of the same id (the dedup window), so every runner's scheduler can
 * publish the same due step without it running twice. A step rescheduled later gets a new id.
 */
export const stepJobId = (job: StepJob): string => `${job.targetId}|${job.stepId}|${job.phase}|${job.dueAt}`;
