import { LIMIT_KEYS, type LimitKey } from '@outflow/domain';
import type { LinkedInSender } from '@outflow/api-contract';
import { managesSenders, senderStanding, senderUsagePercent, senderUsageText, senderWarmUpText } from './sender-view';

const counts = (n: number) => Object.fromEntries(LIMIT_KEYS.map((key) => [key, n])) as Record<LimitKey, number>;
const limits = { ...counts(5), total: 40, weeklyConnections: 100 };
const usage = { ...counts(0), total: 0 };

const sender = (over: Partial<LinkedInSender> = {}, today: Partial<LinkedInSender['today']> = {}): LinkedInSender => ({
  status: 'connected',
  isActive: true,
  accountId: 'acc-1',
  fullName: 'Sam Sender',
  headline: null,
  profilePictureUrl: null,
  email: null,
  lastUpdated: null,
  restriction: null,
  today: { usage, limits, warmUp: { active: false, day: null, of: 14 }, ...today },
  ...over,
});

describe('a sender on the Senders page', () => {
  it('stands connected, restricted (LinkedIn holds it) or disconnected', () => {
    expect(senderStanding(sender())).toBe('connected');
    expect(
      senderStanding(sender({ restriction: { since: '2026-11-20T00:00:00.000Z', until: null, reason: 'x' } })),
    ).toBe('restricted');
    expect(senderStanding(sender({ status: 'disconnected', isActive: false }))).toBe('disconnected');
  });

  it("says today's usage against the total in force, and how full the day is", () => {
    const busy = sender({}, { usage: { ...usage, total: 10 } });
    expect(senderUsageText(busy)).toBe('10 of 40 actions today');
    expect(senderUsagePercent(busy)).toBe(25);
    expect(senderUsagePercent(sender({}, { usage: { ...usage, total: 50 } }))).toBe(100);
    expect(senderUsagePercent(sender({}, { limits: { ...limits, total: 0 } }))).toBe(100);
    expect(senderUsageText(sender({}, { limits: { ...limits, total: 1 } }))).toBe('0 of 1 action today');
  });

  it('says its warm-up day, or that it is warmed up', () => {
    expect(senderWarmUpText(sender({}, { warmUp: { active: true, day: 3, of: 14 } }))).toBe('Warm-up day 3 of 14');
    expect(senderWarmUpText(sender())).toBe('Warmed up');
  });

  it('lets owners and admins manage senders, not members', () => {
    expect(managesSenders('owner')).toBe(true);
    expect(managesSenders('admin')).toBe(true);
    expect(managesSenders('member')).toBe(false);
    expect(managesSenders(undefined)).toBe(false);
  });
});
