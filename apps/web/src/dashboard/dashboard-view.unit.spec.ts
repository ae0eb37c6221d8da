import { GAUGES, ZERO_USAGE, actionLabel, gaugeColour, gaugePercent, usageOf } from './dashboard-view';

describe("today's usage", () => {
  const usage = {
    connections: 1,
    messages: 2,
    profileViews: 3,
    inmails: 0,
    likes: 0,
    endorsements: 0,
    followings: 0,
    emails: 0,
    total: 6,
  };

  it('takes a record with a number for every limit and the total, and nothing else', () => {
    expect(usageOf({ ...usage, day: '2026-01-01' })).toEqual(usage);
  });

  it('refuses anything short of that', () => {
    expect(usageOf(null)).toBeNull();
    expect(usageOf([])).toBeNull();
    expect(usageOf({ ...usage, total: undefined })).toBeNull();
    expect(usageOf({ ...usage, likes: '2' })).toBeNull();
  });

  it('is all zeros when it cannot be loaded', () => {
    expect(Object.values(ZERO_USAGE)).toEqual(Array(9).fill(0));
    expect(usageOf(ZERO_USAGE)).toEqual(ZERO_USAGE);
  });
});

describe('the usage gauges', () => {
  it("are the eight limits, in the spec's order and names", () => {
    expect(GAUGES.map((g) => g.label)).toEqual([
      'Connections',
      'Messages',
      'Inmails',
      'Profile Views',
      'Endorsements',
      'Likes',
      'Followings',
      'Emails',
    ]);
    expect(GAUGES.map((g) => g.key)).toEqual([
      'connections',
      'messages',
      'inmails',
      'profileViews',
      'endorsements',
      'likes',
      'followings',
      'emails',
    ]);
  });

  it('show the share of the limit in whole percent', () => {
    expect(gaugePercent(0, 100)).toBe(0);
    expect(gaugePercent(2, 100)).toBe(2);
    expect(gaugePercent(1, 3)).toBe(33);
    expect(gaugePercent(2, 3)).toBe(67);
    expect(gaugePercent(20, 20)).toBe(100);
    expect(gaugePercent(30, 20)).toBe(150);
  });

  it('read a limit of 0 as empty until something counts against it', () => {
    expect(gaugePercent(0, 0)).toBe(0);
    expect(gaugePercent(1, 0)).toBe(100);
  });

  it('turn amber at 70 % and red at 90 %', () => {
    expect([0, 50, 69].map(gaugeColour)).toEqual(['green', 'green', 'green']);
    expect([70, 80, 89].map(gaugeColour)).toEqual(['amber', 'amber', 'amber']);
    expect([90, 100, 150].map(gaugeColour)).toEqual(['red', 'red', 'red']);
  });
});

describe('the recent activity list', () => {
  it('labels each of the ten action kinds, each differently', () => {
    const kinds = [
      'view-profile',
      'send-connection',
      'send-message',
      'check-connection',
      'check-response',
      'send-inmail',
      'like-post',
      'endorse-skill',
      'follow-profile',
      'send-email',
    ];
    const labels = kinds.map(actionLabel);
    expect(labels).toEqual([
      'Viewed profile',
      'Sent connection request',
      'Sent message',
      'Checked connection status',
      'Checked for a reply',
      'Sent InMail',
      'Liked a post',
      'Endorsed a skill',
      'Followed profile',
      'Sent email',
    ]);
    expect(new Set(labels).size).toBe(10);
  });

  it('reads an unknown kind as its words', () => {
    expect(actionLabel('withdraw-invitation')).toBe('Withdraw invitation');
    expect(actionLabel('')).toBe('Activity');
  });
});
