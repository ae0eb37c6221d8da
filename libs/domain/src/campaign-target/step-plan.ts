import type { AccountContext } from '../account-hold/account-context';
import type { CampaignState } from '../campaign/campaign-state';
import type { LeadProfile } from '../campaign/lead-profile';
import type { ContactEvent, SequenceOutcome } from '../contact/contact-events';
import type { ContactCommand, EnrolContact } from '../contact/contact-commands';
import { contactDecider } from '../contact/contact.decider';
import { enrolmentRefusal, isHeldBy, stopReasonOf, type EnrolmentRefusal } from '../contact/contact-rules';
import type { ContactState } from '../contact/contact-state';
import { identityOfUrl } from '../contact/member-key';
import { limitForStep, stepTouchesLinkedIn } from '../quota/action-limits';
import type { LimitKey } from '../rate-limits/limits';
import type { StepJobRef, StepPolicy } from './target-commands';
import type { TargetCompletionReason, TargetEvent, TargetStopReason } from './target-events';
import { StepNotRunnable, targetDecider, type NotRunnableReason } from './target.decider';
import { isTargetFinished, type TargetState } from './target-state';

/** Everything a step's plan is decided on: the streams the runner loaded, folded. */
export interface StepPlanInput {
  readonly job: StepJobRef & { readonly campaignId: string; readonly targetId: string };
  readonly campaign: CampaignState;
  /** The lead's target, folded (null when the campaign or the lead is gone). */
  readonly target: TargetState | null;
  /** The lead's contact (null when its URL gives no member key: nothing to enrol or check). */
  readonly contact: ContactState | null;
  /** The sequence that holds the contact, when another, has ended on its own streams. */
  readonly holderEnded: boolean;
  readonly account: AccountContext;
  /** Now, the jitter and the acting window (the sequence is the campaign's). */
  readonly timing: Omit<StepPolicy, 'sequence'>;
}

/** What every decision on a campaign's step needs: its sequence, now, the jitter and the window. */
export const stepPolicyOf = (
  campaign: { readonly sequence: StepPolicy['sequence'] },
  timing: Omit<StepPolicy, 'sequence'>,
): StepPolicy => ({
  ...timing,
  sequence: campaign.sequence,
});

/**
 * What to do with a due step, decided before anything reaches LinkedIn (Emmett's workflow: the
 * shell loads, asks, performs, appends):
 * - drop: the job is not the lead's current step, or its campaign does not run (nothing appended);
 * - stop: the member may not be contacted (a reply, the Do-Not-Contact list, another campaign
 *   holds them...): the sequence ends here, with these events;
 * - defer: the step must wait (outside the window, the account held), with this event;
 * - act: enrol the member if this is the sequence's first touch, reserve `limit`, then perform.
 */
export type StepPlan =
  | { readonly kind: 'drop'; readonly reason: NotRunnableReason | 'inactive' }
  | { readonly kind: 'stop'; readonly targetEvents: TargetEvent[]; readonly contactEvents: ContactEvent[] }
  | { readonly kind: 'defer'; readonly targetEvents: TargetEvent[] }
  | {
      readonly kind: 'act';
      readonly contactEvents: ContactEvent[];
      /** The enrolment `contactEvents` holds (null: none), to decide again with a member id found before it is appended. */
      readonly enrol: EnrolContact | null;
      readonly limit: LimitKey | null;
      readonly touchesLinkedIn: boolean;
    };

export type ActPlan = Extract<StepPlan, { kind: 'act' }>;

const REFUSAL_STOPS: Readonly<Record<EnrolmentRefusal['code'], TargetStopReason>> = {
  'do-not-contact': 'do-not-contact',
  'replied-recently': 'replied-recently',
  'in-another-campaign': 'in-another-campaign',
  'previously-contacted': 'previously-contacted',
};

type ActiveCampaign = Extract<CampaignState, { exists: true }>;

/** The contact's part of the plan: stop the sequence for the member's sake, or enrol them (first touch). */
function planForMember(
  input: StepPlanInput & { readonly target: TargetState },
  campaign: ActiveCampaign,
  profileUrl: string,
  policy: StepPolicy,
): { stop: StepPlan } | { enrol: ContactEvent[]; command: EnrolContact | null } {
  const { contact, job } = input;
  const member = identityOfUrl(profileUrl);
  if (!contact || !member) return { enrol: [], command: null };
  const decider = targetDecider(refOf(job), campaign.sequence, campaign.createdAt);
  const held = isHeldBy(contact, job.targetId);
  const ending = (outcome: SequenceOutcome): ContactEvent[] =>
    held ? contactDecider.decide(endSequence(job, outcome, policy.now), contact) : [];
  const stopped = stopReasonOf(contact, campaign.createdAt);
  if (stopped === 'replied' && contact.lastReply) {
    const { at: repliedAt, chatId } = contact.lastReply;
    const command = { type: 'ReplyArrived' as const, data: { profileUrl, chatId, repliedAt, at: policy.now } };
    return {
      stop: { kind: 'stop', targetEvents: decider.decide(command, input.target), contactEvents: ending('replied') },
    };
  }
  if (stopped === 'do-not-contact' && held) {
    const command = { type: 'StopTarget' as const, data: { reason: 'do-not-contact' as const, at: policy.now } };
    return {
      stop: { kind: 'stop', targetEvents: decider.decide(command, input.target), contactEvents: ending('stopped') },
    };
  }
  if (held) return { enrol: [], command: null };
  const request = {
    ...refOf(job),
    allowPreviouslyContacted: campaign.allowPreviouslyContacted,
    holderEnded: input.holderEnded,
  };
  const refusal = enrolmentRefusal(contact, { ...request, now: policy.now });
  if (refusal) {
    const command = { type: 'StopTarget' as const, data: { reason: REFUSAL_STOPS[refusal.code], at: policy.now } };
    return { stop: { kind: 'stop', targetEvents: decider.decide(command, input.target), contactEvents: [] } };
  }
  const ownerId = campaign.userId;
  const lead = campaign.leads.find((l) => l.targetId === job.targetId);
  const known = identityOfUrl(profileUrl, { providerId: lead?.providerId, name: lead?.name });
  const enrol: EnrolContact = {
    type: 'EnrolContact',
    data: { ...request, ownerId, member: known!, now: policy.now },
  };
  return { enrol: contactDecider.decide(enrol, contact), command: enrol };
}

const refOf = (job: StepPlanInput['job']) => ({ campaignId: job.campaignId, targetId: job.targetId });
const jobRefOf = (job: StepPlanInput['job']): StepJobRef => ({ stepId: job.stepId, phase: job.phase });

const endSequence = (job: StepPlanInput['job'], outcome: SequenceOutcome, now: Date): ContactCommand => ({
  type: 'EndContactSequence',
  data: { campaignId: job.campaignId, targetId: job.targetId, outcome, now },
});

const outcomeOf = (reason: TargetCompletionReason): SequenceOutcome =>
  reason === 'replied' ? 'replied' : reason === 'sequence-ended' || reason === 'not-accepted' ? 'completed' : 'stopped';

/**
 * The lead waits on a step its campaign's current version no longer has (an outcome decided on the
 * version before a revision sent it there): when in doubt, don't. Its sequence ends here.
 */
function offTheSequence(input: StepPlanInput, policy: StepPolicy): StepPlan {
  const { job, contact } = input;
  const held = contact !== null && isHeldBy(contact, job.targetId);
  return {
    kind: 'stop',
    targetEvents: [
      {
        type: 'TargetCompleted',
        data: { ...refOf(job), reason: 'sequence-ended', occurredAt: policy.now.toISOString() },
      },
    ],
    contactEvents: held ? contactDecider.decide(endSequence(job, 'completed', policy.now), contact) : [],
  };
}

/** Decides what the runner does with a due step (see StepPlan). Pure: every input is given. */
export function planStep(input: StepPlanInput): StepPlan {
  const { campaign, job, account, target } = input;
  if (!campaign.exists || campaign.deleted) return { kind: 'drop', reason: 'finished' };
  if (campaign.status !== 'active') return { kind: 'drop', reason: 'inactive' };
  const lead = campaign.leads.find((l) => l.targetId === job.targetId);
  if (!lead || !target) return { kind: 'drop', reason: 'finished' };
  const policy = stepPolicyOf(campaign, input.timing);
  const decider = targetDecider(refOf(job), campaign.sequence, campaign.createdAt);
  if (!campaign.sequence.steps[job.stepId] && target.stepId === job.stepId && !isTargetFinished(target))
    return offTheSequence(input, policy);
  let started: TargetEvent[];
  try {
    started = decider.decide({ type: 'StartStep', data: { job: jobRefOf(job), policy } }, target);
  } catch (error) {
    if (error instanceof StepNotRunnable) return { kind: 'drop', reason: error.reason };
    throw error;
  }
  // A reply or the Do-Not-Contact list stops the sequence whatever its step, and before any wait.
  const member = planForMember({ ...input, target }, campaign, lead.profileUrl, policy);
  if ('stop' in member) return member.stop;
  if (started.length > 0) return { kind: 'defer', targetEvents: started };
  const step = campaign.sequence.steps[job.stepId];
  const touchesLinkedIn = stepTouchesLinkedIn(step.action, job.phase);
  if (touchesLinkedIn && (account.hold || !account.accountId)) {
    const hold = account.hold ?? { code: 'account-disconnected' as const, reason: 'No LinkedIn account', until: null };
    const until = hold.until ?? new Date(policy.now.getTime() + 3_600_000);
    const command = {
      type: 'DeferStep' as const,
      data: { job: jobRefOf(job), code: hold.code, reason: hold.reason, until, policy },
    };
    return { kind: 'defer', targetEvents: decider.decide(command, target) };
  }
  return {
    kind: 'act',
    contactEvents: member.enrol,
    enrol: member.command,
    limit: limitForStep(step.action, job.phase),
    touchesLinkedIn,
  };
}

/** The member's id and names as a profile read found them. */
export interface MemberFound {
  readonly providerId: string;
  readonly publicId: string | null;
  readonly name: string | null;
}

export const memberFoundOf = (profile: LeadProfile): MemberFound => ({
  providerId: profile.providerId,
  publicId: profile.publicId,
  name: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || null,
});

/**
 * The act plan's enrolment, with the member's id when a silent read before the claim found it (the
 * runner enrols after that read and before anything the member sees): one event then says that
 * this sequence holds the member and who they are, where an enrolment and an identification after
 * the first fetch were two. Decided on the contact state the plan was decided on.
 */
export function enrolmentOf(plan: ActPlan, contact: ContactState | null, read: LeadProfile | null): ContactEvent[] {
  if (!plan.enrol || !contact || !read) return plan.contactEvents;
  const found = memberFoundOf(read);
  const known = plan.enrol.data.member;
  const member = {
    ...known,
    providerId: found.providerId,
    publicId: found.publicId ?? known.publicId,
    name: found.name ?? known.name,
  };
  return contactDecider.decide({ ...plan.enrol, data: { ...plan.enrol.data, member } }, contact);
}

/**
 * After the outcome is recorded: the contact hears that its sequence ended (the member is free
 * again), and learns the member id a first profile fetch found. Pure: answers the contact's commands.
 */
export function settleContact(
  input: {
    readonly job: StepPlanInput['job'];
    readonly ownerId: string;
    readonly profileUrl: string;
    readonly now: Date;
  },
  targetEvents: readonly TargetEvent[],
  fetched: MemberFound | null,
): ContactCommand[] {
  const commands: ContactCommand[] = [];
  const member = identityOfUrl(input.profileUrl, fetched ?? {});
  if (!member) return commands;
  if (fetched)
    commands.push({
      type: 'RecordContact',
      data: { ownerId: input.ownerId, member, source: 'campaign', now: input.now },
    });
  const end = targetEvents.find((e) => e.type === 'TargetCompleted' || e.type === 'TargetFailed');
  if (end) {
    commands.push(
      endSequence(input.job, end.type === 'TargetFailed' ? 'failed' : outcomeOf(end.data.reason), input.now),
    );
  }
  return commands;
}
