import type { StatusReason } from '../account-hold/status-reason';
import type { CampaignStatus } from '../campaign/campaign-events';
import type { StepPhase, TargetCompletionReason, WaitReason } from '../campaign-target/target-events';
import type { TargetStatus } from '../campaign-target/target-status';
import { limitForStep, stepTouchesLinkedIn } from '../quota/action-limits';
import type { LimitKey, RateLimitSettings } from '../rate-limits/limits';
import type { ActingWindow } from '../schedule/acting-window';
import { nextLocalDayStart } from '../schedule/local-time';
import type { SequenceActionKind } from '../sequence/sequence';

/** Why a lead does not act now, in one word: the target's own reasons and what stops its account. */
export type WhyCode =
  | WaitReason
  | 'due'
  | 'acting'
  | 'campaign-paused'
  | 'campaign-ended'
  | 'weekly-cap'
  | 'daily-limit'
  | 'replied'
  | 'do-not-contact'
  | 'in-another-campaign'
  | 'replied-recently'
  | 'previously-contacted';

/** Why a lead waits (or stopped), until when where that is known, in words. */
export interface Why {
  readonly code: WhyCode;
  readonly text: string;
  /** When the wait ends (ISO), or null when it ends on its own news (a reconnection, an acceptance...). */
  readonly until: string | null;
}

/** Today's counted actions of the lead's account and the limits in force (after warm-up). */
export interface AccountToday {
  readonly used: Readonly<Record<LimitKey, number>> & { readonly total: number };
  readonly limits: RateLimitSettings;
  /** The warm-up's day (1–14) while it ramps the limits, else null. */
  readonly warmUpDay: number | null;
  readonly timeZone: string;
}

export interface WhyFacts {
  readonly status: TargetStatus;
  readonly action: SequenceActionKind | null;
  readonly phase: StepPhase;
  readonly dueAt: string | null;
  readonly waitReason: WaitReason | null;
  readonly attempt: number;
  readonly awaitUntil: string | null;
  readonly endReason: TargetCompletionReason | null;
  readonly campaignStatus: CampaignStatus;
  /** What stops the whole account now (a lapsed subscription, a lost connection, a hold), or null. */
  readonly account: StatusReason | null;
  /** The account's acting window (null: unknown here, e.g. a replay without the schedule). */
  readonly window: ActingWindow | null;
  /** Today's usage and limits (null: unknown here). */
  readonly today: AccountToday | null;
  readonly now: Date;
}

/** How a limit's actions are named in a sentence. */
const LIMIT_WORDS: Readonly<Record<LimitKey, string>> = {
  connections: 'invitations',
  messages: 'messages',
  profileViews: 'profile views',
  inmails: 'InMails',
  likes: 'likes',
  endorsements: 'endorsements',
  followings: 'follows',
  emails: 'e-mails',
};

const WAITS: Readonly<Record<WaitReason, string>> = {
  'sequence-delay': "Waiting for the sequence's delay before this step",
  'acceptance-wait': 'Waiting for the invitation to be accepted',
  'outside-working-hours': "Outside the account's working hours",
  'daily-limit': "Today's limit for this action is used up",
  'total-limit': "Today's total of actions is used up",
  'weekly-cap': 'The weekly invitation cap is reached',
  spacing: "Waiting its turn: the account's actions are spaced out",
  retry: 'The last attempt failed: trying again',
  'provider-rate-limit': 'LinkedIn asked to slow down',
  'provider-limit': "LinkedIn's own limit for this action is reached",
  'account-restricted': 'LinkedIn restricted the account',
  'account-disconnected': 'The LinkedIn account is disconnected',
  'subscription-inactive': 'The subscription is inactive',
};

const ENDS: Partial<Readonly<Record<TargetCompletionReason, string>>> = {
  replied: 'Replied — sequence stopped',
  'do-not-contact': 'On the Do-Not-Contact list — sequence stopped',
  'in-another-campaign': 'Already in another campaign — left out',
  'replied-recently': 'Replied in the last 30 days — left out',
  'previously-contacted': 'Contacted by an earlier campaign — left out',
};

/** A day's limit used up for the step: "8/8 invitations today, warm-up day 4". */
function dailyLimitWhy(limit: LimitKey, today: AccountToday, window: ActingWindow | null, now: Date): Why | null {
  const { used, limits, warmUpDay } = today;
  const warmUp = warmUpDay !== null ? `, warm-up day ${warmUpDay}` : '';
  const tomorrow = nextLocalDayStart(now, today.timeZone);
  const until = (window ? window.nextOpening(tomorrow) : tomorrow).toISOString();
  if (used[limit] >= limits[limit])
    return { code: 'daily-limit', text: `${used[limit]}/${limits[limit]} ${LIMIT_WORDS[limit]} today${warmUp}`, until };
  if (used.total >= limits.total)
    return {
      code: 'daily-limit',
      text: `${used.total}/${limits.total} actions today (the daily total)${warmUp}`,
      until,
    };
  return null;
}

/**
 * The one answer to "why is this lead waiting, and until when" (issue 17): the campaign page's lead
 * table and the lead's story, the API (`waitReason`, `waitUntil`), the support view and the replay
 * all ask it. First what ended the sequence, then what stops the campaign or its account, then the
 * step's own wait, and for a step that is due: today's limit, the week's cap, the working window.
 * Null for a lead whose sequence simply ran to its end.
 */
export function whyWaiting(f: WhyFacts): Why | null {
  if (f.status === 'completed' || f.status === 'failed') {
    const text = f.endReason ? ENDS[f.endReason] : undefined;
    return text ? { code: f.endReason as WhyCode, text, until: null } : null;
  }
  if (f.status === 'running') return { code: 'acting', text: 'Acting on LinkedIn now', until: null };
  if (f.campaignStatus === 'paused') return { code: 'campaign-paused', text: 'The campaign is paused', until: null };
  if (f.campaignStatus !== 'active')
    return { code: 'campaign-ended', text: `The campaign was marked ${f.campaignStatus}`, until: null };
  const touches = f.action !== null && stepTouchesLinkedIn(f.action, f.phase);
  const limit = f.action ? limitForStep(f.action, f.phase) : null;
  const account = f.account;
  if (touches && account && account.code !== 'weekly-cap' && account.code !== 'daily-limit')
    return { code: account.code, text: account.message, until: account.until };
  const now = f.now.getTime();
  if (f.phase === 'await-acceptance' && f.awaitUntil && Date.parse(f.awaitUntil) > now)
    return { code: 'acceptance-wait', text: WAITS['acceptance-wait'], until: f.awaitUntil };
  if (f.dueAt && Date.parse(f.dueAt) > now) {
    const reason = f.waitReason ?? 'sequence-delay';
    const text = reason === 'retry' ? `${WAITS.retry} (attempt ${f.attempt + 1})` : WAITS[reason];
    return { code: reason, text, until: f.dueAt };
  }
  if (!f.dueAt && f.status === 'scheduled' && f.waitReason === null && f.action === null) return null;
  // Due now: what keeps it from going out, if anything.
  if (limit && f.today) {
    const daily = dailyLimitWhy(limit, f.today, f.window, f.now);
    if (daily) return daily;
  }
  if (limit === 'connections' && account?.code === 'weekly-cap')
    return { code: 'weekly-cap', text: account.message, until: account.until };
  if (touches && f.window && !f.window.mayAct(f.now))
    return {
      code: 'outside-working-hours',
      text: WAITS['outside-working-hours'],
      until: f.window.nextOpening(f.now).toISOString(),
    };
  return {
    code: 'due',
    text: f.dueAt ? "Due now: waiting its turn (the account's actions are spaced out)" : 'Ready for its first step',
    until: null,
  };
}

/** Whys that do not hold a lead back: it acts, is due, or its sequence ended. */
const NOT_HELD: ReadonlySet<WhyCode> = new Set<WhyCode>([
  'acting',
  'due',
  'replied',
  'do-not-contact',
  'in-another-campaign',
  'replied-recently',
  'previously-contacted',
]);

/** Whether a lead with this why is held back until something passes (the API's `waiting`). */
export const isWaiting = (code: WhyCode | null): boolean => code !== null && !NOT_HELD.has(code);
