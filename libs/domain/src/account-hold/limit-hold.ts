import { countsOn, type QuotaLedger } from '../quota/quota-ledger';
import { WEEK_MS, weeklyInvitations } from '../quota/reserve-quota';
import type { LimitKey, RateLimitSettings } from '../rate-limits/limits';
import type { ActingWindow } from '../schedule/acting-window';
import { nextLocalDayStart } from '../schedule/local-time';
import type { AccountHoldCode } from './account-hold';

const WORDS: Readonly<Record<LimitKey, string>> = {
  connections: 'invitations',
  messages: 'messages',
  profileViews: 'profile views',
  inmails: 'InMails',
  likes: 'likes',
  endorsements: 'endorsements',
  followings: 'follows',
  emails: 'e-mails',
};

export interface LimitHold {
  readonly code: Extract<AccountHoldCode, 'weekly-cap' | 'daily-limit'>;
  readonly reason: string;
  readonly until: Date;
}

/**
 * The hold to record when every step an account has due waits for a used-up limit (the scheduler
 * hands none out, so no step records why): the weekly invitation cap when that is what binds, else
 * the day's limits, with the counts ("Daily limit reached: 15/15 invitations") and when the next
 * local day opens. Null when nothing is used up.
 */
export function limitHoldOf(input: {
  readonly ledger: QuotaLedger;
  readonly limits: RateLimitSettings;
  readonly exhausted: readonly LimitKey[];
  readonly now: Date;
  readonly timeZone: string;
  readonly window: ActingWindow;
}): LimitHold | null {
  const { ledger, limits, exhausted, now, window } = input;
  if (exhausted.length === 0) return null;
  const today = countsOn(ledger);
  const dailyBound = exhausted.filter((key) => today.perLimit[key] >= limits[key]);
  const week = weeklyInvitations(ledger, now, window.weeklyMarginMs);
  if (dailyBound.length === 0 && today.total < limits.total && exhausted.includes('connections') && week.length > 0) {
    const oldest = week[Math.max(0, week.length - limits.weeklyConnections)];
    const until = new Date(Date.parse(oldest.at) + WEEK_MS + window.weeklyMarginMs + 1);
    return {
      code: 'weekly-cap',
      reason: `Weekly invitation cap reached: ${week.length}/${limits.weeklyConnections} invitations in 7 days`,
      until,
    };
  }
  const parts =
    today.total >= limits.total
      ? [`${today.total}/${limits.total} actions (the daily total)`]
      : dailyBound.map((key) => `${today.perLimit[key]}/${limits[key]} ${WORDS[key]}`);
  return {
    code: 'daily-limit',
    reason: `Daily limit reached: ${parts.join(', ')}`,
    until: window.nextOpening(nextLocalDayStart(now, input.timeZone)),
  };
}
