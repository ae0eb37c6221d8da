import {
  assignVariant,
  limitForStep,
  VARIANT_TEXT_PARAM,
  type SequenceNodeType,
  type SequenceStep,
  needsProfile,
  type ActingWindow,
  type LeadProfile,
  type StepOutcome,
  type TargetState,
} from '@outflow/domain';
import type { AiWriter } from '@outflow/ai';
import type { LinkedInProvider } from '@outflow/linkedin';
import { toLeadProfile } from './lead-profile-mapping';
import { outcomeOfFailure } from './provider-failure';
import { reconcile } from './reconciliation';
import { runAction, WINDOW_CLOSED } from './step-actions';
import type { ActiveCampaign } from './step-streams';
import type { Step } from './step-context';
import { memberWroteToWorkspace, type SharedChatReads } from '@outflow/contacts';
import type { EventStore } from '@outflow/event-store';
import type { ReadModelDb } from '@outflow/read-models';
import type { Clock } from '@outflow/domain';
import type { StepJob } from './step-job';

/** One step's call to LinkedIn: what it needs once the plan said act and the quota is claimed. */
export interface Performance {
  readonly provider: LinkedInProvider;
  readonly ai: AiWriter;
  /** Now, asked again before anything a member sees (the window may close while calls run). */
  readonly now: () => Date;
  readonly window: ActingWindow | null;
  readonly campaign: ActiveCampaign;
  readonly state: TargetState;
  readonly job: StepJob;
  readonly accountId: string;
  readonly profileUrl: string;
  /** The quota day the reservation counts on (null for steps that count against no limit). */
  readonly day: string | null;
  /** A crashed attempt left the reservation: its action is looked up before anything is done. */
  readonly reconcileSince: Date | null;
  /** The account's local day now: a reservation of an earlier day is not spent on today's action. */
  readonly today: string;
  /**
   * Whether the member wrote since their sequence started (a lost webhook), asked right before an
   * action they would see; a reply found is recorded through the one message path (it ends the sequence).
   */
  readonly memberWrote?: (memberProviderId: string) => Promise<boolean>;
  /** The look before the claim (lookBeforeClaim), when one was made: its profile, its reply check done. */
  readonly looked?: Looked;
  /** The member's LinkedIn id when already known (the contact's, from the import or an earlier fetch). */
  readonly memberProviderId?: string | null;
}

/** What the look before the claim found: the member wrote or LinkedIn failed (stop here), or the profile to act on. */
export type Look = { readonly stop: Performed } | Looked;
export interface Looked {
  readonly stop?: undefined;
  /** Null: not read before the claim (a view reads it as it views). */
  readonly profile: LeadProfile | null;
  readonly fetched?: LeadProfile;
}

const MEMBER_WROTE: StepOutcome = { kind: 'succeeded', branch: null, detail: 'the member wrote: sequence stopped' };

/** The profile the lead's state holds, unless it is to be fetched again. */
const knownProfile = (state: TargetState) => (state.profile && !state.profileStale ? state.profile : null);

/**
 * Before the step's slot is reserved: the profile read silently (when not known yet) and the check
 * for a reply no webhook brought. Made first so that a runner stopped during these calls leaves no
 * reservation behind, which would be taken as done: a view, a like or a follow cannot be looked up
 * on LinkedIn afterwards, so it would be counted and never made. Null: nothing to look at (the step
 * counts against no limit, or there are no read models to check replies with).
 */
export async function lookBeforeClaim(p: Omit<Performance, 'day' | 'reconcileSince' | 'looked'>): Promise<Look | null> {
  const { step } = stepForLead(p);
  if (!p.memberWrote || limitForStep(step.action, p.job.phase) === null) return null;
  let fetched: LeadProfile | undefined;
  try {
    let profile = knownProfile(p.state);
    // A view reads the profile as it views: with the member's id known, the reply check needs no
    // silent read first (one LinkedIn call fewer per first touch).
    const viewing = step.action === 'view-profile' && p.job.phase === 'act';
    if (!profile && viewing && p.memberProviderId) {
      if (await p.memberWrote(p.memberProviderId)) return { stop: { outcome: MEMBER_WROTE } };
      return { profile: null };
    }
    if (!profile) {
      const found = await p.provider.getProfile(p.accountId, {
        publicIdOrUrl: p.profileUrl,
        notify: false,
        sections: ['experience'],
      });
      profile = toLeadProfile(found);
      if (needsProfile(p.state)) fetched = profile;
    }
    if (await p.memberWrote(profile.providerId)) return { stop: { outcome: MEMBER_WROTE, fetched } };
    return { profile, fetched };
  } catch (error) {
    return { stop: { outcome: outcomeOfFailure(error, p.now()), fetched } };
  }
}

export interface Performed {
  readonly outcome: StepOutcome;
  /** The lead's profile, when this touch fetched it for the first time (or again after a reset). */
  readonly fetched?: LeadProfile;
}

/**
 * Fetches the lead's profile when needed (the view itself for view-profile), reconciles a crashed
 * attempt, or runs the action. Never throws for LinkedIn's sake: a failure is an outcome.
 */
export async function perform(p: Performance): Promise<Performed> {
  const { step, variantId } = stepForLead(p);
  const stillInWindow = () => !p.window || p.window.mayAct(p.now());
  const windowClosed = (): StepOutcome => ({
    kind: 'deferred',
    code: 'outside-working-hours',
    reason: 'The working window closed before the action: waiting for the next one',
    until: p.window!.nextOpening(p.now()),
  });
  let fetched: LeadProfile | undefined = p.looked?.fetched;
  let viewed = false;
  // Experience carries the current company and position the lead pages and templates use.
  const fetch = async (notify: boolean) => {
    const found = await p.provider.getProfile(p.accountId, {
      publicIdOrUrl: p.profileUrl,
      notify,
      sections: ['experience'],
    });
    const profile = toLeadProfile(found);
    if (needsProfile(p.state)) fetched = profile;
    viewed ||= notify;
    return profile;
  };
  try {
    const viewing = step.action === 'view-profile' && p.job.phase === 'act' && !p.reconcileSince;
    if (viewing && !stillInWindow()) return { outcome: windowClosed() };
    const checking = !p.looked && p.memberWrote && limitForStep(step.action, p.job.phase) !== null && !p.reconcileSince;
    let profile = p.looked?.profile ?? knownProfile(p.state);
    // The view is the profile fetch that notifies; the reply check comes first, so it reads silently.
    if (!profile) profile = await fetch(viewing && !checking);
    if (checking && (await p.memberWrote(profile.providerId))) return { outcome: MEMBER_WROTE, fetched };
    if (viewing && !viewed) profile = await fetch(true);
    if (p.reconcileSince) {
      const since = p.reconcileSince;
      const found = await reconcile({
        provider: p.provider,
        accountId: p.accountId,
        action: step.action,
        profileUrl: p.profileUrl,
        memberId: async () => profile.providerId,
        since,
      });
      if (found.done) {
        const limit = limitForStep(step.action, p.job.phase);
        const { detail, invitationId } = found;
        const outcome: StepOutcome = {
          kind: 'performed',
          limit,
          day: p.day,
          text: null,
          branch: null,
          detail,
          invitationId,
          reconciled: true,
          variantId,
        };
        return { outcome, fetched };
      }
      // Not sent, and reserved on an earlier day: reserved again on today's stream and limits (usage
      // counts an action on the day it happens, as LinkedIn does).
      if (p.day && p.day !== p.today) {
        const reason = "Reserved on an earlier day: reserved again against today's limits";
        return { outcome: { kind: 'deferred', code: 'spacing', reason, until: p.now() }, fetched };
      }
    }
    const input = {
      provider: p.provider,
      accountId: p.accountId,
      step,
      phase: p.job.phase,
      state: p.state,
      profileUrl: p.profileUrl,
      profile,
      day: p.day,
      stillInWindow,
    };
    const outcome = await runAction(input, p.ai);
    if (outcome === WINDOW_CLOSED) return { outcome: windowClosed(), fetched };
    return { outcome: withVariant(outcome, variantId), fetched };
  } catch (error) {
    return { outcome: withVariant(outcomeOfFailure(error, p.now()), variantId), fetched };
  }
}

/** A performed or failed outcome names the variant drawn for the lead: the funnel counts it as reached either way. */
function withVariant(outcome: StepOutcome, variantId: string | null): StepOutcome {
  return variantId && (outcome.kind === 'performed' || outcome.kind === 'failed') ? { ...outcome, variantId } : outcome;
}

/**
 * The step as this lead gets it: a step with variants carries the lead's variant's text in place of
 * its note or message (drawn from campaign, step and lead, so a retry or a reconciliation draws the
 * same one, among the variants the user has not paused or beaten).
 */
function stepForLead(p: Pick<Performance, 'campaign' | 'job'>): { step: SequenceStep; variantId: string | null } {
  const step = p.campaign.sequence.steps[p.job.stepId];
  const param = VARIANT_TEXT_PARAM[step.action as SequenceNodeType];
  if (!step.params.variants || !param) return { step, variantId: null };
  const draw = { campaignId: p.campaign.campaignId, stepId: step.id, targetId: p.job.targetId };
  const variant = assignVariant(draw, step.params.variants, p.campaign.variantChoices?.[step.id]);
  if (!variant) return { step, variantId: null };
  return { step: { ...step, params: { ...step.params, [param]: variant.text } }, variantId: variant.id };
}

/**
 * The check for a reply no webhook brought, since the lead's campaign started, to any sender of the
 * workspace (none without read models).
 */
export function memberWroteCheck(
  options: {
    readonly store: EventStore;
    readonly db?: ReadModelDb;
    readonly provider: LinkedInProvider;
    readonly clock: Clock;
  },
  step: Step,
  accountId: string,
  chatReads?: SharedChatReads,
): ((memberProviderId: string) => Promise<boolean>) | undefined {
  const { db, store, provider, clock } = options;
  if (!db) return undefined;
  const since = new Date(step.streams.campaign.createdAt);
  const deps = { store, db, provider, clock, chatReads };
  const ownerId = step.streams.campaign.userId;
  return (memberProviderId) =>
    memberWroteToWorkspace(deps, { ownerId, actingAccountId: accountId, memberProviderId, since }, step.metadata);
}
