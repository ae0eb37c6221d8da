import type { AccountHoldEvent } from '../account-hold/account-hold';
import type { CampaignEvent } from '../campaign/campaign-events';
import type { DomainEvent } from '../events/event';
import type { LinkedInAccountEvent } from '../linkedin-account/linkedin-account-events';
import type { QuotaEvent } from '../quota/quota-events';
import type {
  CampaignTargetEvent,
  LinkedInActionPerformed,
  NextStep,
  StepSucceeded,
  TargetCompleted,
} from '../campaign-target/target-events';

/** What a summary needs besides the event: the lead's name and the step's name, as the page shows them. */
export interface SummaryContext {
  leadName(targetId: string): string;
  stepName(stepId: string): string;
  /** A step's variant by its name (its id when the step no longer lists it). */
  variantName?(stepId: string, variantId: string): string;
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

const STATUS_WORDS: Readonly<Record<string, string>> = {
  active: 'started',
  paused: 'paused',
  completed: 'marked completed',
  failed: 'marked failed',
};

/** Every event a campaign's history (and its account's, as support reads it) can hold. */
type SummarizedEvent = CampaignEvent | CampaignTargetEvent | QuotaEvent | LinkedInAccountEvent | AccountHoldEvent;

/** One summary per event type, each given the event narrowed to its type. */
type Summaries = {
  readonly [T in SummarizedEvent['type']]: (
    event: Extract<SummarizedEvent, { readonly type: T }>,
    context: SummaryContext,
  ) => string;
};

function nextClause(next: NextStep | null | undefined, context: SummaryContext): string {
  if (!next) return '';
  if (next.phase === 'await-acceptance') return '; now waiting for acceptance';
  return `; next: ${context.stepName(next.stepId)}`;
}

const variantWords = (c: SummaryContext, stepId: string, variantId: string) =>
  c.variantName ? c.variantName(stepId, variantId) : variantId;

function actionPerformed({ data }: LinkedInActionPerformed, c: SummaryContext): string {
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
  const variant = data.variantId ? ` (variant "${variantWords(c, data.stepId, data.variantId)}")` : '';
  return `${said}${variant}${data.reconciled ? ' (found done after an interrupted attempt)' : ''}${nextClause(data.next, c)}`;
}

function stepSucceeded({ data }: StepSucceeded, c: SummaryContext): string {
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

function targetCompleted({ data }: TargetCompleted, c: SummaryContext): string {
  const lead = c.leadName(data.targetId);
  if (data.reason === 'replied') return `Sequence of ${lead} ended: they replied`;
  if (data.reason === 'not-accepted') return `Sequence of ${lead} ended: the invitation was not accepted`;
  return `Sequence of ${lead} finished`;
}

const lead = (event: CampaignTargetEvent | QuotaEvent, c: SummaryContext) => c.leadName(event.data.targetId);

/** One summary per event type of a campaign's history. */
const SUMMARIES: Summaries = {
  CampaignCreated: ({ data }) =>
    `Campaign "${data.name}" created with ${data.leads.length} lead${data.leads.length === 1 ? '' : 's'} and ${Object.keys(data.sequence.steps).length} steps`,
  CampaignStatusChanged: ({ data }) =>
    `Campaign ${data.status === 'active' && data.previousStatus === 'paused' ? 'resumed' : (STATUS_WORDS[data.status] ?? data.status)}`,
  CampaignDeleted: () => 'Campaign deleted',
  CampaignProfilesReset: () => "Lead profiles reset: each lead's profile is fetched again on its next step",
  CampaignLeadsAdded: ({ data }) => {
    const n = data.leads.length;
    return `${n} lead${n === 1 ? '' : 's'} added to the campaign`;
  },
  CampaignLeadsRemoved: ({ data }) => {
    const n = data.targetIds.length;
    return `${n} lead${n === 1 ? '' : 's'} removed from the campaign before it reached them`;
  },
  SequenceRevised: ({ data }, c) => {
    const { added, changed, removed } = data.diff;
    const moves = data.moves.map((m) =>
      m.stepId === null
        ? `leads on ${c.stepName(m.from)} finish`
        : `leads on ${c.stepName(m.from)} go to ${c.stepName(m.stepId)}`,
    );
    return [
      `Sequence revised by ${data.actor}: version ${data.version} (${added.length} added, ${changed.length} changed, ${removed.length} removed)`,
      ...moves,
    ].join('; ');
  },
  VariantChosen: ({ data }, c) =>
    `Variant "${data.variantName}" of ${c.stepName(data.stepId)} chosen as the winner: only it is sent from now on`,
  VariantPaused: ({ data }, c) => {
    return `Variant "${data.variantName}" of ${c.stepName(data.stepId)} paused: the other variants share its leads`;
  },
  LinkedInActionPerformed: actionPerformed,
  StepSucceeded: stepSucceeded,
  StepFailed: (e, c) =>
    `${c.stepName(e.data.stepId)} failed for ${lead(e, c)} (attempt ${e.data.attempt}): ${e.data.reason}${e.data.retryAt ? '; will try again' : '; giving up'}`,
  StepDeferred: (e, c) => `${c.stepName(e.data.stepId)} for ${lead(e, c)} postponed: ${e.data.reason}`,
  TargetProfileFetched: (e, c) => `Profile of ${lead(e, c)} fetched again`,
  ConnectionAccepted: (e, c) => `${lead(e, c)} accepted the invitation${nextClause(e.data.next, c)}`,
  LeadReplied: (e, c) => `${lead(e, c)} replied`,
  TargetCompleted: targetCompleted,
  TargetFailed: (e, c) => `Sequence of ${lead(e, c)} failed: ${e.data.reason}`,
  TargetSenderAssigned: (e, c) =>
    e.data.movedBy
      ? `${lead(e, c)} moved to sender ${e.data.accountId} by ${e.data.movedBy}`
      : `${lead(e, c)} acts through sender ${e.data.accountId}`,
  QuotaReserved: (e, c) =>
    `Quota reserved: ${LIMIT_WORDS[e.data.limit] ?? e.data.limit} for ${lead(e, c)} on ${e.data.day} (${c.stepName(e.data.stepId)})`,
  QuotaReleased: (e, c) => `Quota given back for ${lead(e, c)}: ${RELEASE_WORDS[e.data.reason] ?? e.data.reason}`,
  StepScheduled: (e, c) => `${c.stepName(e.data.stepId)} scheduled for ${lead(e, c)}`,
  StepStarted: (e, c) => `${c.stepName(e.data.stepId)} started for ${lead(e, c)} (attempt ${e.data.attempt})`,
  StepAwaiting: (e, c) => `Waiting for ${lead(e, c)} to accept the invitation`,
  // The owner's LinkedIn account, as support reads its history.
  LinkedInAccountConnected: ({ data }) =>
    `LinkedIn account ${data.accountId} ${data.reconnect ? 'reconnected' : 'connected'}`,
  LinkedInAccountProfileSynced: () => 'LinkedIn profile of the account synced',
  LinkedInAccountDisconnected: ({ data }) => `LinkedIn account disconnected: ${data.reason}`,
  LinkedInAccountRemoved: () => 'LinkedIn account removed by its owner',
  AccountHoldStarted: ({ data }) => `Account on hold: ${data.reason}`,
  AccountHoldEnded: ({ data }) => `Hold lifted (${data.code})`,
};

/** The event types a campaign's timeline holds, each with a summary of its own. */
export const SUMMARIZED_EVENT_TYPES: readonly string[] = Object.keys(SUMMARIES);

/** "SomethingHappened" → "Something happened": for an event type without a summary of its own. */
const words = (type: string): string =>
  type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** Whether an event's type has a summary of its own (so it is one of the summarized events). */
const isSummarized = (event: DomainEvent): event is SummarizedEvent => Object.hasOwn(SUMMARIES, event.type);

/** The sentence a person reads for one event of a campaign's history (the API and the CLI show the same). */
export function summarizeEvent(event: DomainEvent, context: SummaryContext): string {
  if (!isSummarized(event)) return words(event.type);
  // Method syntax compares parameters both ways: each narrowed summary fits the map of all.
  const byType: Record<
    SummarizedEvent['type'],
    { summarize(event: SummarizedEvent, context: SummaryContext): string }['summarize']
  > = SUMMARIES;
  return byType[event.type](event, context);
}

/**
 * The engine's own bookkeeping, shown only on asking for every recorded event: a counted action
 * would otherwise show twice (its QuotaReserved and the action itself), and a wait, a retry or the
 * next step being put on the schedule are not things that happened to the lead.
 */
const BOOKKEEPING = new Set([
  'QuotaReserved',
  'QuotaReleased',
  'StepScheduled',
  'StepStarted',
  'StepDeferred',
  'StepAwaiting',
]);

/** One line per thing that happened: the timeline's default view (the API's `type` filter). */
export const STORY_EVENT_TYPES: readonly string[] = SUMMARIZED_EVENT_TYPES.filter((type) => !BOOKKEEPING.has(type));

/** An event type as the timeline's filter names it ("LinkedInActionPerformed" → "LinkedIn action performed"). */
export function eventTypeWords(type: string): string {
  return words(type)
    .replace(/^Linked in/, 'LinkedIn')
    .replace(/ linked in /g, ' LinkedIn ');
}
