import {
  accountHoldDecider,
  campaignDecider,
  campaignStream,
  campaignTargetStream,
  limitForStep,
  mayActAt,
  needsProfile,
  nextActingMoment,
  openReservation,
  quotaKey,
  StepNotRunnable,
  stepTouchesLinkedIn,
  targetDecider,
  userStream,
  type CampaignState,
  type Clock,
  type EventMetadata,
  type LeadProfile,
  type StepOutcome,
  type StepPolicy,
  type TargetCommand,
  type TargetEvent,
  type TargetState,
} from '@outflow/domain';
import { comparePositions, ConcurrencyError, handleCommand, loadState, readStreamVersion, type EventStore, type ExpectedVersion, type RecordedEvent, type StreamRead } from '@outflow/event-store';
import type { AiWriter } from '@outflow/ai';
import type { LinkedInProvider } from '@outflow/linkedin';
import { accountContextOf, loadUserState, type AccountContext } from './account-context';
import { toLeadProfile } from './lead-profile-mapping';
import { outcomeOfFailure } from './provider-failure';
import { loadLedger, release, reserve } from './quota-store';
import { reconcile } from './reconciliation';
import { runAction, WINDOW_CLOSED } from './step-actions';
import { closingMarginMs, openingMarginMs, weeklyMarginMs } from './window-margin';
import type { JobDelivery, StepJob } from './step-job';
import { stepJobId } from './step-job';

export interface StepExecutorOptions {
  readonly store: EventStore;
  readonly provider: LinkedInProvider;
  readonly ai: AiWriter;
  readonly clock: Clock;
  /**
   * Wall-clock time, for one thing only: how long ago (in real time) a reservation was recorded, to
   * take over a step whose job was lost along with its runner. Domain time is `clock`'s.
   */
  readonly wallClock: Clock;
  /** Least time between two actions of one LinkedIn account (clock time); default 30 s. */
  readonly minActionGapMs?: number;
  /** Largest random extra wait added to every scheduled step (clock time); default 60 s. */
  readonly maxJitterMs?: number;
  /** Real time after which a reservation with no outcome and no live job counts as abandoned; default 10 min. */
  readonly orphanAfterMs?: number;
  /** Real time between two in-progress signals to the work queue while a step runs; default 5 s. */
  readonly heartbeatMs?: number;
  readonly random?: () => number;
}

/** What became of a job: only `ran` and `deferred` appended anything. */
export type StepRunResult = 'ran' | 'deferred' | 'stale' | 'not-due' | 'inactive' | 'claimed-elsewhere' | 'finished';

type ActiveCampaign = Extract<CampaignState, { exists: true }>;

const directDelivery = (job: StepJob): JobDelivery => ({ jobId: stepJobId(job), deliveryCount: 1, working: async () => undefined });

/**
 * Runs one due step of one target (design.md Runner), as a shell around the target's decider: it
 * loads the streams, asks the decider whether the step may run, reserves the action on the
 * account's quota (the reservation is the claim: a second runner finds it held), calls LinkedIn,
 * and appends what the decider makes of the outcome. A step whose runner died is reconciled with
 * LinkedIn under the reservation it left, never repeated.
 */
export class StepExecutor {
  constructor(private readonly options: StepExecutorOptions) {}

  async execute(job: StepJob, delivery: JobDelivery = directDelivery(job)): Promise<StepRunResult> {
    const { store, clock } = this.options;
    const now = clock.now();
    const campaignHistory = await store.readStream(campaignStream(job.campaignId));
    const campaign = campaignHistory.reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!campaign.exists || campaign.deleted) return 'finished';
    if (campaign.status !== 'active') return 'inactive';
    const lead = campaign.leads.find((l) => l.targetId === job.targetId);
    if (!lead) return 'finished';

    const ref = { campaignId: job.campaignId, targetId: job.targetId };
    const decider = targetDecider(ref, campaign.sequence, campaign.createdAt);
    const stream = campaignTargetStream(job.targetId);
    // reset-profiles is a campaign event every lead folds: its profile is fetched again on this touch.
    const resets = campaignHistory.filter((e) => e.type === 'CampaignProfilesReset');
    const loaded = await loadState(store, stream, decider, readTarget(resets));
    const user = await loadUserState(store, campaign.userId);
    const account = accountContextOf(user, now);
    const policy: StepPolicy = { sequence: campaign.sequence, now, jitterMs: this.jitter(), schedule: account.schedule, closingMarginMs: closingMarginMs(clock), openingMarginMs: openingMarginMs(clock) };
    const metadata: EventMetadata = { userId: campaign.userId, actor: 'runner', correlationId: delivery.jobId };
    const jobRef = { stepId: job.stepId, phase: job.phase };
    const append = (events: TargetEvent[], version: ExpectedVersion) =>
      store.appendToStream(stream, events.map((e) => ({ type: e.type, data: e.data, metadata })), { expectedVersion: version });

    let started: TargetEvent[];
    try {
      started = decider.decide({ type: 'StartStep', data: { job: jobRef, policy } }, loaded.state);
    } catch (error) {
      if (!(error instanceof StepNotRunnable)) throw error;
      // A reply ended the lead while a runner that then died held the step's reservation: settle it.
      if (error.reason === 'finished' && account.accountId) await this.settleAbandoned(campaign, job, delivery, account, lead.profileUrl, loaded.state, policy, metadata);
      return error.reason;
    }
    if (started.length > 0) return this.appendOrDrop(append(started, loaded.version), 'deferred');

    const step = campaign.sequence.steps[job.stepId];
    const touches = stepTouchesLinkedIn(step.action, job.phase);
    if (touches && (account.hold || !account.accountId)) {
      const hold = account.hold ?? { code: 'account-disconnected' as const, reason: 'No LinkedIn account', until: null };
      const until = hold.until ?? new Date(now.getTime() + 3_600_000);
      const deferred = decider.decide({ type: 'DeferStep', data: { job: jobRef, code: hold.code, reason: hold.reason, until, policy } }, loaded.state);
      return this.appendOrDrop(append(deferred, loaded.version), 'deferred');
    }
    const accountId = account.accountId!;

    // The claim: the step's reservation on the account's quota (only counted actions hold one).
    const limit = limitForStep(step.action, job.phase);
    const key = quotaKey(job.targetId, job.stepId);
    let day: string | null = null;
    let reconcileSince: Date | null = null;
    if (limit) {
      const decision = await reserve(
        store,
        { accountId, key, limit, campaignId: job.campaignId, targetId: job.targetId, stepId: job.stepId, jobId: delivery.jobId, limits: account.limits, timeZone: account.schedule.timeZone, now, minGapMs: this.options.minActionGapMs ?? 30_000, weeklyMarginMs: weeklyMarginMs(clock) },
        metadata,
      ).catch((error: unknown) => {
        if (error instanceof ConcurrencyError) return { kind: 'refused' as const, reason: 'spacing' as const, retryAt: new Date(now.getTime() + 5_000) };
        throw error;
      });
      if (decision.kind === 'refused') {
        if (decision.reason === 'weekly-cap') await this.recordWeeklyCap(campaign, accountId, decision.retryAt, now, metadata);
        const reason = REFUSALS[decision.reason];
        const deferred = decider.decide({ type: 'DeferStep', data: { job: jobRef, code: decision.reason, reason, until: decision.retryAt, policy } }, loaded.state);
        return this.appendOrDrop(append(deferred, loaded.version), 'deferred');
      }
      if (decision.kind === 'held') {
        if (!this.mayTakeOver(decision.reservation, job, delivery)) return 'claimed-elsewhere';
        day = decision.reservation.day;
        reconcileSince = new Date(decision.reservation.at);
      } else {
        day = decision.events[0].data.day;
      }
    }

    const heartbeat = setInterval(() => void delivery.working().catch(() => undefined), this.options.heartbeatMs ?? 5_000);
    let outcome: StepOutcome;
    let fetched: LeadProfile | undefined;
    try {
      ({ outcome, fetched } = await this.act(campaign, loaded.state, job, accountId, lead.profileUrl, day, reconcileSince, policy));
    } finally {
      clearInterval(heartbeat);
    }
    if (limit && outcome.kind !== 'performed') {
      await release(store, { accountId, key, reason: outcome.kind === 'failed' ? 'failed' : outcome.kind === 'deferred' ? 'deferred' : 'not-needed', now, timeZone: account.schedule.timeZone }, metadata);
    }
    await this.recordHolds(campaign, accountId, account, outcome, now, metadata);

    const action = { accountId, profileUrl: lead.profileUrl, campaignName: campaign.name };
    const command: TargetCommand = { type: 'RecordOutcome', data: { job: jobRef, outcome, action, profile: fetched, policy } };
    // Only webhooks write to a target meanwhile (a reply, an acceptance): decided on what they wrote.
    const { newEvents } = await handleCommand(store, stream, decider, command, metadata, { maxRetries: 5, read: readTarget(resets) });
    if (newEvents.length === 0) return 'ran';
    return outcome.kind === 'deferred' ? 'deferred' : 'ran';
  }

  /** Fetches the lead's profile when needed (the view itself for view-profile), reconciles or runs the action. */
  private async act(
    campaign: ActiveCampaign,
    state: TargetState,
    job: StepJob,
    accountId: string,
    profileUrl: string,
    day: string | null,
    reconcileSince: Date | null,
    policy: StepPolicy,
  ): Promise<{ outcome: StepOutcome; fetched?: LeadProfile }> {
    const { provider } = this.options;
    const step = campaign.sequence.steps[job.stepId];
    let fetched: LeadProfile | undefined;
    try {
      const viewing = step.action === 'view-profile' && job.phase === 'act' && !reconcileSince;
      // The window may have closed while earlier calls of this step ran: check again before anything a member sees.
      const stillInWindow = () => !policy.schedule || mayActAt(this.options.clock.now(), policy.schedule, policy.closingMarginMs, policy.openingMarginMs);
      const windowClosed = (): StepOutcome => ({
        kind: 'deferred',
        code: 'outside-working-hours',
        reason: 'The working window closed before the action: waiting for the next one',
        until: nextActingMoment(this.options.clock.now(), policy.schedule!, policy.closingMarginMs, policy.openingMarginMs),
      });
      if (viewing && !stillInWindow()) return { outcome: windowClosed() };
      let profile = state.profile;
      if (!profile || viewing || state.profileStale) {
        // Experience carries the current company and position the lead pages and templates use.
        profile = toLeadProfile(await provider.getProfile(accountId, { publicIdOrUrl: profileUrl, notify: viewing, sections: ['experience'] }));
        if (needsProfile(state)) fetched = profile;
      }
      if (reconcileSince) {
        const found = await reconcile({ provider, accountId, action: step.action, profileUrl, profile, since: reconcileSince });
        if (found.done) {
          return { outcome: { kind: 'performed', limit: limitForStep(step.action, job.phase), day, text: null, branch: null, detail: found.detail, invitationId: found.invitationId, reconciled: true }, fetched };
        }
      }
      const input = { provider, accountId, step, phase: job.phase, state, profileUrl, profile, day, stillInWindow };
      const outcome = await runAction(input, this.options.ai);
      return { outcome: outcome === WINDOW_CLOSED ? windowClosed() : outcome, fetched };
    } catch (error) {
      return { outcome: outcomeOfFailure(error, policy.now), fetched };
    }
  }

  /**
   * The lead finished while a dead runner held this step's reservation: if its action went out it is
   * counted (recorded without moving the lead), else the reservation is given back.
   */
  private async settleAbandoned(
    campaign: ActiveCampaign,
    job: StepJob,
    delivery: JobDelivery,
    account: AccountContext,
    profileUrl: string,
    state: TargetState,
    policy: StepPolicy,
    metadata: EventMetadata,
  ): Promise<void> {
    const step = campaign.sequence.steps[job.stepId];
    const limit = step ? limitForStep(step.action, job.phase) : null;
    if (!limit || !state.profile) return;
    const accountId = account.accountId!;
    const ledger = await loadLedger(this.options.store, accountId, policy.now, account.schedule.timeZone);
    const held = openReservation(ledger, quotaKey(job.targetId, job.stepId));
    if (!held || !this.mayTakeOver(held, job, delivery)) return;
    const found = await reconcile({ provider: this.options.provider, accountId, action: step.action, profileUrl, profile: state.profile, since: new Date(held.at) });
    if (!found.done) {
      await release(this.options.store, { accountId, key: held.key, reason: 'target-finished', now: policy.now, timeZone: account.schedule.timeZone }, metadata);
      return;
    }
    const decider = targetDecider({ campaignId: job.campaignId, targetId: job.targetId }, campaign.sequence, campaign.createdAt);
    const events = decider.decide(
      { type: 'ReconcileStep', data: { job: { stepId: job.stepId, phase: job.phase }, found: { done: true, limit, day: held.day, text: null, branch: null, detail: found.detail, invitationId: found.invitationId }, action: { accountId, profileUrl, campaignName: campaign.name }, policy } },
      state,
    );
    await this.options.store.appendToStream(campaignTargetStream(job.targetId), events.map((e) => ({ type: e.type, data: e.data, metadata })), { expectedVersion: 'any' });
  }

  /**
   * A step's reservation is held by a job: taken over when the queue redelivered that very job (its
   * runner went silent), when this process found it left open at start, or when it is old enough in
   * real time that its job must have been lost.
   */
  private mayTakeOver(reservation: { jobId: string; recordedAt?: string }, job: StepJob, delivery: JobDelivery): boolean {
    if (job.orphan) return true;
    if (reservation.jobId === delivery.jobId && delivery.deliveryCount > 1) return true;
    if (!reservation.recordedAt) return false;
    return this.options.wallClock.now().getTime() - Date.parse(reservation.recordedAt) >= (this.options.orphanAfterMs ?? 600_000);
  }

  /** A restriction seen (or a probe that worked while restricted) is recorded on the owner's stream, once. */
  private async recordHolds(campaign: ActiveCampaign, accountId: string, account: AccountContext, outcome: StepOutcome, now: Date, metadata: EventMetadata): Promise<void> {
    const restricted = outcome.kind === 'deferred' && outcome.code === 'account-restricted';
    if (!restricted && !(outcome.kind === 'performed' && account.hold?.code === 'account-restricted')) return;
    const command = restricted
      ? { type: 'StartAccountHold' as const, data: { accountId, code: 'account-restricted' as const, reason: outcome.reason, until: null, now } }
      : { type: 'EndAccountHold' as const, data: { accountId, code: 'account-restricted' as const, now } };
    await handleCommand(this.options.store, userStream(campaign.userId), accountHoldDecider, command, metadata);
  }

  private async recordWeeklyCap(campaign: ActiveCampaign, accountId: string, until: Date, now: Date, metadata: EventMetadata): Promise<void> {
    const reason = 'Weekly invitation cap reached: invitations resume when the oldest of the week turns seven days old';
    await handleCommand(this.options.store, userStream(campaign.userId), accountHoldDecider, { type: 'StartAccountHold', data: { accountId, code: 'weekly-cap', reason, until, now } }, metadata);
  }

  /** A deferral that lost a race with a webhook is dropped: the next job decides again on the fresh stream. */
  private async appendOrDrop(appending: Promise<unknown>, result: StepRunResult): Promise<StepRunResult> {
    try {
      await appending;
      return result;
    } catch (error) {
      if (error instanceof ConcurrencyError) return 'stale';
      throw error;
    }
  }

  private jitter(): number {
    return Math.floor((this.options.random ?? Math.random)() * (this.options.maxJitterMs ?? 60_000));
  }
}

/** A target's stream and its campaign's reset-profiles events, in the global order (as the read model folds them). */
const readTarget =
  (resets: readonly RecordedEvent[]) =>
  async (store: EventStore, stream: string): Promise<StreamRead> => {
    const { events, version } = await readStreamVersion(store, stream);
    return { events: resets.length === 0 ? events : [...events, ...resets].sort((a, b) => comparePositions(a.position, b.position)), version };
  };

const REFUSALS = {
  'daily-limit': 'Daily limit reached for this action: waiting for tomorrow',
  'total-limit': 'Daily total reached: waiting for tomorrow',
  'weekly-cap': 'Weekly invitation cap reached: waiting for a free slot',
  spacing: 'Spacing actions out',
} as const;
