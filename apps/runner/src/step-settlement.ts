import {
  contactDecider,
  limitForStep,
  memberFoundOf,
  openReservation,
  quotaKey,
  settleContact,
  type AccountContext,
  type LimitKey,
  type TargetEvent,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { recordRestriction, recordWeeklyCap } from './account-holds';
import type { Claim } from './quota-claim';
import { loadLedger, release } from './quota-store';
import { reconcile } from './reconciliation';
import { appendOrDrop, jobRefOf, type Step, type StepRunResult, type StepWrites } from './step-context';
import type { Performed } from './step-performance';

export interface SettlementDeps {
  readonly store: EventStore;
  readonly provider: LinkedInProvider;
  readonly writes: StepWrites;
  readonly mayTakeOver: (reservation: { jobId: string; recordedAt?: string }, step: Step) => boolean;
}

type Connected = AccountContext & { readonly accountId: string };

/**
 * After LinkedIn: an unused reservation is given back, a restriction recorded, the outcome decided
 * on the target (webhooks may have written meanwhile: decided again on what they wrote), and the
 * contact told the sequence ended and who the member is after a first fetch.
 */
export async function settle(
  deps: SettlementDeps,
  step: Step,
  account: Connected,
  limit: LimitKey | null,
  { outcome, fetched }: Performed,
): Promise<StepRunResult> {
  const { now } = step.policy;
  if (limit && outcome.kind !== 'performed') {
    const reason = outcome.kind === 'failed' ? 'failed' : outcome.kind === 'deferred' ? 'deferred' : 'not-needed';
    const key = quotaKey(step.job.targetId, step.job.stepId);
    const { accountId, schedule } = account;
    await release(deps.store, { accountId, key, reason, now, timeZone: schedule.timeZone }, step.metadata);
  }
  await recordRestriction(deps.store, step.job.userId, account, outcome, now, step.metadata);
  const action = {
    accountId: account.accountId,
    profileUrl: step.profileUrl,
    campaignName: step.streams.campaign.name,
  };
  const data = { job: jobRefOf(step.job), outcome, action, profile: fetched, policy: step.policy };
  const newEvents = await deps.writes.decideOnTarget(step, { type: 'RecordOutcome', data });
  await tellContact(deps.store, step, newEvents, fetched ? memberFoundOf(fetched) : null);
  if (newEvents.length === 0) return 'ran';
  return outcome.kind === 'deferred' ? 'deferred' : 'ran';
}

/** The contact hears the sequence ended, and learns the member id a first fetch found. */
async function tellContact(
  store: EventStore,
  step: Step,
  targetEvents: readonly TargetEvent[],
  member: Parameters<typeof settleContact>[2],
): Promise<void> {
  const { contact, campaign } = step.streams;
  if (!contact) return;
  const input = { job: step.job, ownerId: campaign.userId, profileUrl: step.profileUrl, now: step.policy.now };
  for (const command of settleContact(input, targetEvents, member))
    await handleCommand(store, contact.stream, contactDecider, command, step.metadata, { maxRetries: 5 });
}

/**
 * The lead finished while a dead runner held this step's reservation: if its action went out it is
 * counted (recorded without moving the lead), else the reservation is given back.
 */
export async function settleAbandoned(deps: SettlementDeps, step: Step): Promise<void> {
  const { account, campaign, target } = step.streams;
  const definition = campaign.sequence.steps[step.job.stepId];
  const limit = definition ? limitForStep(definition.action, step.job.phase) : null;
  if (!limit || !account.accountId) return;
  const { accountId, schedule } = account;
  const ledger = await loadLedger(deps.store, accountId, step.policy.now, schedule.timeZone);
  const held = openReservation(ledger, quotaKey(step.job.targetId, step.job.stepId));
  if (!held || !deps.mayTakeOver(held, step)) return;
  const since = new Date(held.at);
  const { provider } = deps;
  const found = await reconcile({
    provider,
    accountId,
    action: definition.action,
    profileUrl: step.profileUrl,
    // A first touch that died on LinkedIn never recorded who the member is: looked up, silently.
    memberId: async () =>
      target.state.profile?.providerId ??
      (await provider.getProfile(accountId, { publicIdOrUrl: step.profileUrl, notify: false })).providerId,
    since,
  });
  if (!found.done) {
    const input = {
      accountId,
      key: held.key,
      reason: 'target-finished' as const,
      now: step.policy.now,
      timeZone: schedule.timeZone,
    };
    return release(deps.store, input, step.metadata);
  }
  const { detail, invitationId } = found;
  const done = { done: true as const, limit, day: held.day, text: null, branch: null, detail, invitationId };
  const action = { accountId, profileUrl: step.profileUrl, campaignName: campaign.name };
  await deps.writes.decideOnTarget(step, {
    type: 'ReconcileStep',
    data: { job: jobRefOf(step.job), found: done, action, policy: step.policy },
  });
}

const REFUSALS = {
  'daily-limit': 'Daily limit reached for this action: waiting for tomorrow',
  'total-limit': 'Daily total reached: waiting for tomorrow',
  'weekly-cap': 'Weekly invitation cap reached: waiting for a free slot',
  spacing: 'Spacing actions out',
} as const;

/** The quota said not now: the step waits until it may (a weekly cap is recorded as the account's hold). */
export async function deferRefused(
  deps: SettlementDeps,
  step: Step,
  accountId: string,
  claim: Extract<Claim, { kind: 'refused' }>,
): Promise<StepRunResult> {
  const { policy, metadata, job } = step;
  if (claim.reason === 'weekly-cap')
    await recordWeeklyCap(deps.store, job.userId, accountId, claim.retryAt, policy.now, metadata);
  const data = { job: jobRefOf(job), code: claim.reason, reason: REFUSALS[claim.reason], until: claim.retryAt, policy };
  return appendOrDrop(() => deps.writes.decideOnTarget(step, { type: 'DeferStep', data }), 'deferred');
}
