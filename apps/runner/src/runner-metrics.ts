import type { Clock } from '@outflow/domain';
import { runnerJobs, stepLatencySeconds } from '@outflow/observability';
import type { StepRunResult } from './step-executor';
import type { StepJob } from './step-job';

/**
 * A finished step job in the runner's metrics: its outcome, and for a step that ran, how long after
 * it fell due it was done (clock time: the pacing, the queue and the work together).
 */
export function recordStepJob(outcome: StepRunResult | 'failed', job: StepJob, clock: Clock): void {
  runnerJobs.inc({ outcome });
  if (outcome === 'ran')
    stepLatencySeconds.observe(Math.max(0, (clock.now().getTime() - Date.parse(job.dueAt)) / 1000));
}
