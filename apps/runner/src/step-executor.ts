import {
  campaignDecider,
  campaignStream,
  campaignTargetStream,
  evolveTarget,
  initialTargetState,
  isTargetFinished,
  limitForAction,
  nextQuotaDayStart,
  quotaDay,
  stepFailed,
  type CampaignState,
  type CampaignTargetEvent,
  type Clock,
  type EventMetadata,
  type LeadProfile,
  type RateLimitSettings,
  type StepContext,
  type TargetState,
} from '@outflow/domain';
import { ConcurrencyError, type EventStore, type ExpectedVersion } from '@outflow/event-store';
import type { AiWriter } from '@outflow/ai';
import type { LinkedInProvider } from '@outflow/linkedin';
import { loadAccountContext } from './account-context';
import { toLeadProfile } from './lead-profile-mapping';
import { classifyFailure } from './provider-failure';
import { reserveDailyQuota } from './quota-reservations';
import { performAction } from './step-actions';
import type { StepJob } from './step-job';

export interface StepExecutorOptions {
  readonly store: EventStore;
  readonly provider: LinkedInProvider;
  readonly ai: AiWriter;
  readonly clock: Clock;
  /** Least time between two actions of one LinkedIn account; default 30 s. */
  readonly minActionGapMs?: number;
  /** A started step with no outcome for this long is taken as abandoned (its runner died) and reconciled; default 10 min. */
  readonly staleAfterMs?: number;
  /** Largest random extra wait added to every scheduled step; default 60 s. */
  readonly maxJitterMs?: number;
  readonly random?: () => number;
}

/** How long a started step may run before it counts as abandoned; the scheduler republishes it after the same time. */
export const STALE_AFTER_MS = 600_000;

/** What became of a job: only `ran` and `deferred` appended anything. */
export type StepRunResult = 'ran' | 'deferred' | 'stale' | 'not-due' | 'inactive' | 'claimed-elsewhere' | 'finished';

type ActiveCampaign = Extract<CampaignState, { exists: true }>;

/**
 * Runs one due step of one target (design.md Runner). The streams decide, not the job: the
 * campaign must be active and the target at this step, due. The step is claimed by appending
 * StepStarted with the target stream's expected version, so two runners given the same job cannot
 * both act; quota is reserved on the account's day stream before anything counted goes out; the
 * outcome (or the failure) is appended with the events that choose the next step.
 */
export class StepExecutor {
  constructor(private readonly options: StepExecutorOptions) {}

  async execute(job: StepJob): Promise<StepRunResult> {
    const { store, clock } = this.options;
    const now = clock.now();
    const campaign = (await store.readStream(campaignStream(job.campaignId))).reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!campaign.exists || campaign.deleted) return 'finished';
    if (campaign.status !== 'active') return 'inactive';
    const lead = campaign.leads.find((l) => l.targetId === job.targetId);
    if (!lead) return 'finished';

    const stream = campaignTargetStream(job.targetId);
    const history = await store.readStream(stream);
    const state = history.reduce(evolveTarget, initialTargetState(campaign.sequence.initialStep, campaign.createdAt));
    let version: ExpectedVersion = history.length === 0 ? 'no_stream' : history[history.length - 1].streamPosition;
    if (isTargetFinished(state)) return 'finished';
    if (state.stepId !== job.stepId || state.phase !== job.phase) return 'stale';
    if (!state.open && state.dueAt && Date.parse(state.dueAt) > now.getTime()) return 'not-due';
    // Open and recent: another runner is doing this step right now. Only an abandoned one is reconciled.
    if (state.open && state.openedAt && now.getTime() - Date.parse(state.openedAt) < (this.options.staleAfterMs ?? STALE_AFTER_MS)) {
      return 'claimed-elsewhere';
    }

    const step = campaign.sequence.steps[job.stepId];
    const metadata: EventMetadata = { userId: campaign.userId, actor: 'runner', correlationId: `${job.targetId}|${job.stepId}|${state.attempt + 1}` };
    const ctx: StepContext = { campaignId: job.campaignId, targetId: job.targetId, sequence: campaign.sequence, stepId: job.stepId, action: step.action, now, jitterMs: this.jitter() };
    const append = async (events: CampaignTargetEvent[]) => {
      const result = await store.appendToStream(stream, events.map((e) => ({ type: e.type, data: e.data, metadata })), { expectedVersion: version });
      version = result.nextExpectedVersion;
    };
    const ref = { campaignId: job.campaignId, targetId: job.targetId };

    // A reply stops the lead's sequence (design.md Runner).
    if (state.replied) {
      await append([{ type: 'TargetCompleted', data: { ...ref, reason: 'replied', completedAt: now.toISOString() } }]).catch(ignoreConflict);
      return 'ran';
    }

    const account = await loadAccountContext(store, campaign.userId, now);
    if (account.hold || !account.accountId) {
      await append([this.deferral(ctx, account.hold?.reason ?? 'no LinkedIn account', new Date(now.getTime() + 3_600_000))]).catch(ignoreConflict);
      return 'deferred';
    }

    // The claim: whoever appends StepStarted at this version runs the step; the other finds a conflict.
    const reconciling = state.open;
    const attempt = reconciling ? state.attempt : state.attempt + 1;
    try {
      await append([{ type: 'StepStarted', data: { ...ref, stepId: job.stepId, action: step.action, phase: job.phase, attempt, startedAt: now.toISOString() } }]);
    } catch (error) {
      if (error instanceof ConcurrencyError) return 'claimed-elsewhere';
      throw error;
    }

    const outcome = await this.run(job, campaign, state, ctx, account.accountId, account.limits, lead.profileUrl, attempt, reconciling, metadata);
    try {
      await append(outcome.events);
    } catch (error) {
      // Only the API writes to a claimed target meanwhile (a reply arrived): the action happened, so record it after that.
      if (!(error instanceof ConcurrencyError)) throw error;
      version = 'any';
      await append(outcome.events);
    }
    return outcome.deferred ? 'deferred' : 'ran';
  }

  private async run(
    job: StepJob,
    campaign: ActiveCampaign,
    state: TargetState,
    ctx: StepContext,
    accountId: string,
    limits: RateLimitSettings,
    profileUrl: string,
    attempt: number,
    reconciling: boolean,
    metadata: EventMetadata,
  ): Promise<{ events: CampaignTargetEvent[]; deferred: boolean }> {
    const { provider } = this.options;
    const events: CampaignTargetEvent[] = [];
    const limit = job.phase === 'act' ? limitForAction(ctx.action) : null;
    const reserve = async (): Promise<boolean> => {
      if (!limit) return true;
      const decision = await reserveDailyQuota(
        this.options.store,
        {
          accountId,
          limits,
          day: quotaDay(ctx.now),
          key: `${job.targetId}|${job.stepId}|${attempt}`,
          limit,
          campaignId: job.campaignId,
          targetId: job.targetId,
          now: ctx.now,
          minGapMs: this.options.minActionGapMs ?? 30_000,
        },
        { ...metadata, actor: 'runner' },
      );
      if (decision.granted) return true;
      const reason = decision.reason === 'spacing' ? 'spacing actions out' : `daily ${decision.reason === 'daily-limit' ? limit : 'total'} limit reached`;
      const dueAt = decision.retryAt ?? nextQuotaDayStart(ctx.now);
      events.push(this.deferral(ctx, reason, new Date(dueAt.getTime() + ctx.jitterMs)));
      return false;
    };
    try {
      const viewing = ctx.action === 'view-profile' && job.phase === 'act';
      // A profile view is the action itself (the fetch notifies the member), so it is counted first.
      if (viewing && !(await reserve())) return { events, deferred: true };
      let profile: LeadProfile | null = state.profile;
      if (!profile || viewing) {
        // Experience carries the current company and position the lead pages and templates use.
        const fetched = await provider.getProfile(accountId, { publicIdOrUrl: profileUrl, notify: viewing, sections: ['experience'] });
        profile = toLeadProfile(fetched);
        // Enrichment: recorded the first time the sequence touches the lead.
        if (!state.profile) events.push({ type: 'TargetProfileFetched', data: { campaignId: job.campaignId, targetId: job.targetId, profileUrl, profile, fetchedAt: ctx.now.toISOString() } });
      }
      if (!viewing && !(await reserve())) return { events, deferred: true };
      events.push(...(await performAction({ provider, ai: this.options.ai, accountId, ctx, step: campaign.sequence.steps[job.stepId], state, profileUrl, profile, campaignName: campaign.name, reconciling })));
      return { events, deferred: false };
    } catch (error) {
      const handling = classifyFailure(error);
      if (handling.kind === 'wait') {
        events.push(this.deferral(ctx, handling.reason, new Date(ctx.now.getTime() + handling.delayMs + ctx.jitterMs)));
        return { events, deferred: true };
      }
      events.push(...stepFailed(ctx, attempt, handling.reason, handling.kind === 'retry'));
      return { events, deferred: false };
    }
  }

  private deferral(ctx: StepContext, reason: string, dueAt: Date): CampaignTargetEvent {
    return { type: 'StepDeferred', data: { campaignId: ctx.campaignId, targetId: ctx.targetId, stepId: ctx.stepId, reason, dueAt: dueAt.toISOString(), at: ctx.now.toISOString() } };
  }

  private jitter(): number {
    return Math.floor((this.options.random ?? Math.random)() * (this.options.maxJitterMs ?? 60_000));
  }
}

function ignoreConflict(error: unknown): void {
  if (!(error instanceof ConcurrencyError)) throw error;
}
