import type { StatusReason } from '../account-hold/status-reason';
import type { CampaignStatus } from '../campaign/campaign-events';
import { stepTouchesLinkedIn } from '../quota/action-limits';
import type { SequenceActionKind } from '../sequence/sequence';
import type { StepPhase, WaitReason } from '../target/target-events';
import type { TargetStatus } from '../target/target-status';

/** Why a lead waits for its next step, as the campaign page says it. */
const REASONS: Readonly<Record<WaitReason, string>> = {
  'sequence-delay': "Waiting for the sequence's delay before this step",
  'acceptance-wait': 'Waiting for the invitation to be accepted',
  'outside-working-hours': "Waiting for the account's working hours",
  'daily-limit': "Today's limit for this action is used up: waiting for tomorrow",
  'total-limit': "Today's total of actions is used up: waiting for tomorrow",
  'weekly-cap': 'The weekly invitation cap is reached: waiting for a free slot',
  spacing: "Waiting its turn: the account's actions are spaced out",
  retry: 'The last attempt failed: trying again',
  'provider-rate-limit': 'LinkedIn asked to slow down: waiting',
  'provider-limit': "LinkedIn's own limit for this action is reached: waiting",
  'account-restricted': 'LinkedIn restricted the account: waiting until it is lifted',
  'account-disconnected': 'The LinkedIn account is disconnected: waiting until it is reconnected',
  'subscription-inactive': 'The subscription is inactive: waiting until it is renewed',
};

/** What stops a whole campaign: its status, and what stops its account (null when it can act). */
export interface CampaignStanding {
  readonly campaignStatus: CampaignStatus;
  readonly account: StatusReason | null;
}

const STOPPED: Readonly<Record<Exclude<CampaignStatus, 'active'>, string>> = {
  paused: 'The campaign is paused',
  completed: 'The campaign was marked completed',
  failed: 'The campaign was marked failed',
};

export interface WaitingFacts {
  readonly state: TargetStatus;
  readonly action: SequenceActionKind | null;
  readonly phase: StepPhase;
  readonly waitReason: WaitReason | null;
  readonly attempt: number;
}

/**
 * One sentence on where a lead stands and why it waits: a campaign that is not running, then what
 * stops the whole account (a hold, a lapsed subscription, a lost connection) when the lead's next
 * step acts on LinkedIn, then the reason its step was placed when it was. Null for a lead whose
 * sequence ended.
 */
export function waitingSentence(lead: WaitingFacts, standing: CampaignStanding): string | null {
  if (lead.state === 'completed' || lead.state === 'failed') return null;
  if (lead.state === 'running') return 'Acting on LinkedIn now';
  if (standing.campaignStatus !== 'active') return STOPPED[standing.campaignStatus];
  const { account } = standing;
  if (account && lead.action && stepTouchesLinkedIn(lead.action, lead.phase)) return account.message;
  if (lead.waitReason === 'retry') return `${REASONS.retry} (attempt ${lead.attempt + 1})`;
  if (lead.waitReason) return REASONS[lead.waitReason];
  return 'Ready for its first step';
}
