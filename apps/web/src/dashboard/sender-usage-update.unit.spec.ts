import type { LinkedInSender } from '@outflow/api-contract';
import { DEFAULT_RATE_LIMITS } from '@outflow/domain';
import { senderDayOf, withSenderDay } from './sender-usage-update';

const counts = {
  connections: 1,
  messages: 0,
  profileViews: 4,
  inmails: 0,
  likes: 0,
  endorsements: 0,
  followings: 0,
  emails: 0,
  total: 5,
};
const effective = { ...DEFAULT_RATE_LIMITS, profileViews: 40 };
const warmUp = { active: true, day: 3, of: 14 };
/** A sender's activity:update as the API pushes it (its GET /rate-limits/usage?accountId= answer). */
const pushed = {
  accountId: 'acc-2',
  day: '2026-11-29',
  usage: {
    ...counts,
    day: '2026-11-29',
    timeZone: 'Europe/Paris',
    limits: { set: DEFAULT_RATE_LIMITS, effective },
    warmUp,
    week: { connections: 1, cap: 100, since: '2026-11-22T00:00:00.000Z' },
  },
};

describe("a sender's live usage (activity:update naming a sender)", () => {
  it("reads the sender's day: its counts, the limits in force for it, its warm-up", () => {
    expect(senderDayOf(pushed)).toEqual({ accountId: 'acc-2', today: { usage: counts, limits: effective, warmUp } });
  });

  it("is not a sender's update without a sender, or without its day", () => {
    expect(senderDayOf({ day: pushed.day, usage: pushed.usage })).toBeNull();
    expect(senderDayOf({ ...pushed, accountId: '' })).toBeNull();
    expect(senderDayOf({ ...pushed, usage: { ...counts } })).toBeNull();
    expect(senderDayOf(null)).toBeNull();
  });

  it('replaces that sender’s day only', () => {
    const before = { usage: { ...counts, profileViews: 0, total: 1 }, limits: DEFAULT_RATE_LIMITS, warmUp };
    const senders = ['acc-1', 'acc-2'].map((accountId) => ({ accountId, today: before }) as unknown as LinkedInSender);
    const today = senderDayOf(pushed)!.today;
    const after = withSenderDay(senders, 'acc-2', today);
    expect(after.map((s) => s.today)).toEqual([before, today]);
    expect(after[0]).toBe(senders[0]);
    expect(withSenderDay(senders, 'acc-9', today)).toEqual(senders);
  });
});
