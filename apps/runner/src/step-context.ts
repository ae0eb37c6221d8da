import { loadLeadCampaign } from '@outflow/contacts';
import {
  campaignTargetStream,
  leadStartState,
  stepPolicyOf,
  targetDecider,
  type EventMetadata,
  type Sequence,
  type StepPolicy,
  type TargetCommand,
  type TargetEvent,
} from '@outflow/domain';
import { ConcurrencyError, handleCommand, type EventStore, type ExpectedVersion } from '@outflow/event-store';
import type { JobDelivery, StepJob } from './step-job';
import { readTarget, type ActiveCampaign, type StepStreams } from './step-streams';

/** What became of a job: only `ran`, `deferred` and `stopped` appended anything. */
export type StepRunResult =
  'ran' | 'deferred' | 'stopped' | 'stale' | 'not-due' | 'inactive' | 'claimed-elsewhere' | 'finished';

/** One step of one lead once its streams are loaded: the job, the streams, the policy, who writes. */
export interface Step {
  readonly job: StepJob;
  readonly delivery: JobDelivery;
  readonly streams: StepStreams & { campaign: ActiveCampaign; target: NonNullable<StepStreams['target']> };
  readonly profileUrl: string;
  readonly policy: StepPolicy;
  readonly metadata: EventMetadata;
}

/** The step's context, when its campaign, lead and target are there to act on. */
export function stepOf(
  job: StepJob,
  delivery: JobDelivery,
  streams: StepStreams,
  timing: Omit<StepPolicy, 'sequence'>,
  correlationId: string,
): Step | null {
  const { campaign, target, lead } = streams;
  if (!campaign.exists || !target || !lead) return null;
  const metadata: EventMetadata = { userId: campaign.userId, actor: 'runner', correlationId };
  const policy = stepPolicyOf(campaign, timing);
  return { job, delivery, streams: { ...streams, campaign, target }, profileUrl: lead.profileUrl, policy, metadata };
}

export const jobRefOf = (job: StepJob) => ({ stepId: job.stepId, phase: job.phase });

/** How a step's events reach the store: at the version they were decided on, or decided again on a fresh read. */
export class StepWrites {
  constructor(private readonly store: EventStore) {}

  /** Appends events decided on a stream read at `version` (a concurrent write makes it a ConcurrencyError). */
  async append(
    step: Step,
    stream: string,
    events: readonly { type: string; data: unknown }[],
    version: ExpectedVersion,
  ) {
    if (events.length === 0) return;
    const metadata = step.metadata;
    const appending = events.map((e) => ({ type: e.type, data: e.data, metadata }));
    await this.store.appendToStream(stream, appending, { expectedVersion: version });
  }

  /** Decides a command on the target's fresh stream (retried on a concurrent write) and appends it. */
  async decideOnTarget(step: Step, command: TargetCommand): Promise<TargetEvent[]> {
    const ref = { campaignId: step.job.campaignId, targetId: step.job.targetId };
    // Read again: the sequence may have been revised while the step was on LinkedIn (its outcome then follows the new version).
    const fresh = await loadLeadCampaign(this.store, ref);
    const stream = campaignTargetStream(step.job.targetId);
    if (!fresh?.campaign.exists) {
      const { campaign, resets } = step.streams;
      const decider = targetDecider(ref, campaign.sequence, campaign.createdAt, leadStartState(campaign, ref.targetId));
      const options = { maxRetries: 5, read: readTarget(resets) };
      return (await handleCommand(this.store, stream, decider, command, step.metadata, options)).newEvents;
    }
    const options = { maxRetries: 5, read: fresh.read };
    const decided = withSequence(command, step.streams.campaign.sequence, fresh.campaign.sequence);
    return (await handleCommand(this.store, stream, fresh.decider, decided, step.metadata, options)).newEvents;
  }
}

/**
 * The command decided on the current version; steps the revision removed keep their old definition
 * (the action a mid-flight step performed is still named by its own kind).
 */
function withSequence(command: TargetCommand, before: Sequence, current: Sequence): TargetCommand {
  if (!('policy' in command.data)) return command;
  const sequence = { ...current, steps: { ...before.steps, ...current.steps } };
  return { ...command, data: { ...command.data, policy: { ...command.data.policy, sequence } } } as TargetCommand;
}

/** A write that lost a race with a webhook is dropped: the next job decides again on the fresh streams. */
export async function appendOrDrop(appending: () => Promise<unknown>, result: StepRunResult): Promise<StepRunResult> {
  try {
    await appending();
    return result;
  } catch (error) {
    if (error instanceof ConcurrencyError) return 'stale';
    throw error;
  }
}
