import type { CampaignCreated, CampaignStatusChanged } from '../campaign/campaign-events';
import type { DomainEvent } from '../events/event';
import type { QuotaReleased, QuotaReserved } from '../quota/quota-events';
import type {
  ConnectionAccepted,
  LinkedInActionPerformed,
  NextStep,
  StepDeferred,
  StepFailed,
  StepScheduled,
  StepStarted,
  StepSucceeded,
  TargetCompleted,
  TargetFailed,
} from '../target/target-events';

/** What a summary needs besides the event: the lead's name and the step's name, as the page shows them. */
export interface SummaryContext {
  leadName(targetId: string): string;
  stepName(stepId: string): string;
}

/** A quoted text cut short: "Hi Ada…". */
function clip(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

const LIMIT_WORDS: Readonly<Record<string, string>> = {
  connections: 'an invitation',
  messages: 'a message',
  profileViews: 'a profile view',
  inmails: 'an InMail',
  likes: 'a like',
  endorsements: 'an endorsement',
  followings: 'a follow',
  emails: 'an e-mail',
};

const RELEASE_WORDS: Readonly<Record<string, string>> = {
  failed: 'the attempt failed',
  deferred: 'the step was postponed',
  'not-needed': 'nothing had to be sent',
  'target-finished': "the lead's sequence had ended",
};

const STATUS_WORDS: Readonly<Record<string, string>> = { active: 'started', paused: 'paused', completed: 'marked completed', failed: 'marked failed' };

type Summarize = (event: DomainEvent, context: SummaryContext) => string;

function nextClause(next: NextStep | null | undefined, context: SummaryContext): string {
  if (!next) return '';
  if (next.phase === 'await-acceptance') return '; now waiting for acceptance';
  return `; next: ${context.stepName(next.stepId)}`;
}

function actionPerformed(event: DomainEvent, c: SummaryContext): string {
  const { data } = event as LinkedInActionPerformed;
  const lead = c.leadName(data.targetId);
  const text = data.text ? clip(data.text) : null;
  const said = ((): string => {
    switch (data.action) {
      case 'view-profile':
        return `Profile of ${lead} viewed`;
      case 'send-connection':
        return `Invitation sent to ${lead} ${text ? `with note '${text}'` : 'without a note'}`;
      case 'send-message':
        return `Message sent to ${lead}${text ? `: '${text}'` : ''}`;
      case 'send-inmail':
        return `InMail sent to ${lead}${text ? `: '${text}'` : ''}`;
      case 'like-post':
        return `Post of ${lead} liked`;
      case 'check-connection':
        return `Checked whether ${lead} is connected: ${data.branch ? 'yes' : 'no'}`;
      default:
        return `${c.stepName(data.stepId)} done for ${lead}`;
    }
  })();
  return `${said}${data.reconciled ? ' (found done after an interrupted attempt)' : ''}${nextClause(data.next, c)}`;
}

function stepSucceeded(event: DomainEvent, c: SummaryContext): string {
  const { data } = event as StepSucceeded;
  const lead = c.leadName(data.targetId);
  if (data.phase === 'await-acceptance') return `Invitation to ${lead} not accepted in time${nextClause(data.next, c)}`;
  if (data.awaitUntil) return `An invitation to ${lead} was already pending: waiting for acceptance`;
  const said = ((): string => {
    switch (data.action) {
      case 'delay':
        return `Delay before the next step of ${lead} done`;
      case 'check-response':
        return `Checked whether ${lead} replied: ${data.branch ? 'yes' : 'no'}`;
      case 'end-sequence':
        return `${lead} reached the end of the sequence`;
      default:
        return `${c.stepName(data.stepId)} done for ${lead}${data.detail ? ` (${data.detail})` : ''}`;
    }
  })();
  return `${said}${nextClause(data.next, c)}`;
}

function targetCompleted(event: DomainEvent, c: SummaryContext): string {
  const { data } = event as TargetCompleted;
  const lead = c.leadName(data.targetId);
  if (data.reason === 'replied') return `Sequence of ${lead} ended: they replied`;
  if (data.reason === 'not-accepted') return `Sequence of ${lead} ended: the invitation was not accepted`;
  return `Sequence of ${lead} finished`;
}

const lead = (event: DomainEvent, c: SummaryContext) => c.leadName((event.data as { targetId: string }).targetId);

/** One summary per event type of a campaign's history. */
const SUMMARIES: Readonly<Record<string, Summarize>> = {
  CampaignCreated: (e) => {
    const { data } = e as CampaignCreated;
    return `Campaign "${data.name}" created with ${data.leads.length} lead${data.leads.length === 1 ? '' : 's'} and ${Object.keys(data.sequence.steps).length} steps`;
  },
  CampaignStatusChanged: (e) => {
    const { data } = e as CampaignStatusChanged;
    return `Campaign ${data.status === 'active' && data.previousStatus === 'paused' ? 'resumed' : (STATUS_WORDS[data.status] ?? data.status)}`;
  },
  CampaignDeleted: () => 'Campaign deleted',
  CampaignProfilesReset: () => "Lead profiles reset: each lead's profile is fetched again on its next step",
  LinkedInActionPerformed: actionPerformed,
  StepSucceeded: stepSucceeded,
  StepFailed: (e, c) => {
    const { data } = e as StepFailed;
    return `${c.stepName(data.stepId)} failed for ${lead(e, c)} (attempt ${data.attempt}): ${data.reason}${data.retryAt ? '; will try again' : '; giving up'}`;
  },
  StepDeferred: (e, c) => `${c.stepName((e as StepDeferred).data.stepId)} for ${lead(e, c)} postponed: ${(e as StepDeferred).data.reason}`,
  TargetProfileFetched: (e, c) => `Profile of ${lead(e, c)} fetched again`,
  ConnectionAccepted: (e, c) => `${lead(e, c)} accepted the invitation${nextClause((e as ConnectionAccepted).data.next, c)}`,
  LeadReplied: (e, c) => `${lead(e, c)} replied`,
  TargetCompleted: targetCompleted,
  TargetFailed: (e, c) => `Sequence of ${lead(e, c)} failed: ${(e as TargetFailed).data.reason}`,
  QuotaReserved: (e, c) => {
    const { data } = e as QuotaReserved;
    return `Quota reserved: ${LIMIT_WORDS[data.limit] ?? data.limit} for ${lead(e, c)} on ${data.day} (${c.stepName(data.stepId)})`;
  },
  QuotaReleased: (e, c) => `Quota given back for ${lead(e, c)}: ${RELEASE_WORDS[(e as QuotaReleased).data.reason] ?? (e as QuotaReleased).data.reason}`,
  StepScheduled: (e, c) => `${c.stepName((e as StepScheduled).data.stepId)} scheduled for ${lead(e, c)}`,
  StepStarted: (e, c) => `${c.stepName((e as StepStarted).data.stepId)} started for ${lead(e, c)} (attempt ${(e as StepStarted).data.attempt})`,
  StepAwaiting: (e, c) => `Waiting for ${lead(e, c)} to accept the invitation`,
  // The owner's LinkedIn account, as support reads its history.
  LinkedInAccountConnected: (e) => `LinkedIn account ${(e.data as { accountId: string }).accountId} ${(e.data as { reconnect?: boolean }).reconnect ? 'reconnected' : 'connected'}`,
  LinkedInAccountProfileSynced: () => 'LinkedIn profile of the account synced',
  LinkedInAccountDisconnected: (e) => `LinkedIn account disconnected: ${(e.data as { reason: string }).reason}`,
  LinkedInAccountRemoved: () => 'LinkedIn account removed by its owner',
  AccountHoldStarted: (e) => `Account on hold: ${(e.data as { reason: string }).reason}`,
  AccountHoldEnded: (e) => `Hold lifted (${(e.data as { code: string }).code})`,
};

/** The event types a campaign's timeline holds, each with a summary of its own. */
export const SUMMARIZED_EVENT_TYPES: readonly string[] = Object.keys(SUMMARIES);

/** "SomethingHappened" → "Something happened": for an event type without a summary of its own. */
const words = (type: string): string => type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()).replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** The sentence a person reads for one event of a campaign's history (the API and the CLI show the same). */
export function summarizeEvent(event: DomainEvent, context: SummaryContext): string {
  const summarize = SUMMARIES[event.type];
  return summarize ? summarize(event, context) : words(event.type);
}
