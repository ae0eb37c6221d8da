import { statusReasonOf } from '../account-hold/status-reason';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/limits';
import { actingWindow } from '../schedule/acting-window';
import { defaultScheduleSettings } from '../schedule/schedule-settings';
import { isWaiting, whyWaiting, type AccountToday, type WhyFacts } from './why-waiting';

// Wednesday 2026-11-25, 10:00 in Paris (09:00 UTC); the window is Monday–Friday 08:00–18:00.
const now = new Date('2026-11-25T09:00:00Z');
const paris = actingWindow(defaultScheduleSettings('Europe/Paris'));
const iso = (at: string) => new Date(at).toISOString();
const zeroUsage = {
  connections: 0,
  messages: 0,
  profileViews: 0,
  inmails: 0,
  likes: 0,
  endorsements: 0,
  followings: 0,
  emails: 0,
  total: 0,
};
const today = (used: Partial<AccountToday['used']>, warmUpDay: number | null = null): AccountToday => ({
  used: { ...zeroUsage, ...used },
  limits: { ...DEFAULT_RATE_LIMITS, connections: 8, total: 40 },
  warmUpDay,
  timeZone: 'Europe/Paris',
});
const due = (overrides: Partial<WhyFacts> = {}): WhyFacts => ({
  status: 'scheduled',
  action: 'send-connection',
  phase: 'act',
  dueAt: iso('2026-11-24T21:00:00Z'),
  waitReason: 'sequence-delay',
  attempt: 0,
  awaitUntil: null,
  endReason: null,
  campaignStatus: 'active',
  account: null,
  window: paris,
  today: today({}),
  now,
  ...overrides,
});
// The next local day opens at 08:00 Paris, plus the window's minute of margin.
const tomorrowOpening = iso('2026-11-26T07:01:00Z');

describe('whyWaiting: one honest why, with a time', () => {
  it.each<[string, Partial<WhyFacts>, { code: string; text: string; until: string | null } | null]>([
    [
      'a sequence delay, until the step is due',
      { dueAt: iso('2026-11-25T12:00:00Z') },
      {
        code: 'sequence-delay',
        text: "Waiting for the sequence's delay before this step",
        until: iso('2026-11-25T12:00:00Z'),
      },
    ],
    [
      'an invitation waiting for acceptance (not "working hours"), until the wait runs out',
      {
        phase: 'await-acceptance',
        awaitUntil: iso('2026-12-02T09:00:00Z'),
        dueAt: iso('2026-12-02T09:00:00Z'),
        waitReason: 'outside-working-hours',
      },
      {
        code: 'acceptance-wait',
        text: 'Waiting for the invitation to be accepted',
        until: iso('2026-12-02T09:00:00Z'),
      },
    ],
    [
      "a due step whose day's limit is used up (not the sequence's delay 12 hours past), until tomorrow's opening",
      { today: today({ connections: 8, total: 8 }, 4) },
      { code: 'daily-limit', text: '8/8 invitations today, warm-up day 4', until: tomorrowOpening },
    ],
    [
      'a due step when the daily total is used up',
      { action: 'send-message', today: today({ messages: 5, total: 40 }) },
      { code: 'daily-limit', text: '40/40 actions today (the daily total)', until: tomorrowOpening },
    ],
    [
      'outside working hours, until the next opening',
      { now: new Date('2026-11-25T20:00:00Z') },
      { code: 'outside-working-hours', text: "Outside the account's working hours", until: tomorrowOpening },
    ],
    [
      'the weekly cap, until the oldest invitation leaves the week',
      {
        account: {
          code: 'weekly-cap',
          message: 'Weekly invitation cap reached: 15/15',
          until: iso('2026-11-27T10:00:00Z'),
        },
      },
      { code: 'weekly-cap', text: 'Weekly invitation cap reached: 15/15', until: iso('2026-11-27T10:00:00Z') },
    ],
    [
      'a restricted account, until lifted',
      { account: { code: 'account-restricted', message: 'LinkedIn restricted the account', until: null } },
      { code: 'account-restricted', text: 'LinkedIn restricted the account', until: null },
    ],
    [
      'a disconnected account',
      { account: { code: 'account-disconnected', message: 'LinkedIn account disconnected', until: null } },
      { code: 'account-disconnected', text: 'LinkedIn account disconnected', until: null },
    ],
    [
      'a lapsed subscription',
      { account: { code: 'subscription-inactive', message: 'Subscription inactive', until: null } },
      { code: 'subscription-inactive', text: 'Subscription inactive', until: null },
    ],
    [
      'a reply',
      { status: 'completed', endReason: 'replied', dueAt: null },
      { code: 'replied', text: 'Replied — sequence stopped', until: null },
    ],
    [
      'the Do-Not-Contact list',
      { status: 'completed', endReason: 'do-not-contact', dueAt: null },
      { code: 'do-not-contact', text: 'On the Do-Not-Contact list — sequence stopped', until: null },
    ],
    [
      'another campaign holding the member',
      { status: 'completed', endReason: 'in-another-campaign', dueAt: null },
      { code: 'in-another-campaign', text: 'Already in another campaign — left out', until: null },
    ],
    ['a sequence that ran to its end: nothing to say', { status: 'completed', endReason: 'sequence-ended' }, null],
    [
      'a paused campaign',
      { campaignStatus: 'paused' },
      { code: 'campaign-paused', text: 'The campaign is paused', until: null },
    ],
    ['a step acting now', { status: 'running' }, { code: 'acting', text: 'Acting on LinkedIn now', until: null }],
    [
      'a due step nothing holds: its turn comes',
      {},
      { code: 'due', text: "Due now: waiting its turn (the account's actions are spaced out)", until: null },
    ],
  ])('%s', (_, facts, expected) => {
    expect(whyWaiting(due(facts))).toEqual(expected);
  });

  it('lets a step that does not touch LinkedIn run while the account is held', () => {
    const held = { code: 'account-disconnected' as const, message: 'disconnected', until: null };
    expect(whyWaiting(due({ action: 'delay', account: held, dueAt: iso('2026-11-25T12:00:00Z') }))).toMatchObject({
      code: 'sequence-delay',
    });
  });

  it('the campaign list says a campaign launched at night starts at the next opening', () => {
    const standing = { subscriptionActive: true, linkedInConnected: true, holds: [] };
    expect(statusReasonOf(standing, new Date('2026-11-25T21:50:00Z'), paris)).toMatchObject({
      code: 'outside-working-hours',
      until: tomorrowOpening,
    });
    expect(statusReasonOf(standing, now, paris)).toBeNull();
  });
});

describe("isWaiting (the API's `waiting`)", () => {
  it('is true for a lead held back by a delay, a limit, the hours, the campaign or its account', () => {
    for (const code of [
      'sequence-delay',
      'daily-limit',
      'weekly-cap',
      'outside-working-hours',
      'campaign-paused',
    ] as const)
      expect(isWaiting(code)).toBe(true);
    expect(isWaiting('account-disconnected')).toBe(true);
  });

  it('is false for a lead that acts, is due, ended or simply finished', () => {
    for (const code of ['acting', 'due', 'replied', 'do-not-contact', 'in-another-campaign'] as const)
      expect(isWaiting(code)).toBe(false);
    expect(isWaiting(null)).toBe(false);
  });
});
