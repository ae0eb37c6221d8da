import { campaignFigures, figuresBySender, groupLeads, type LeadGroup } from './campaign-figures';

type Lead = Omit<LeadGroup, 'count'>;
const lead = (sender: string | null, facts: Partial<Lead> = {}): Lead => ({
  stepId: 'invite',
  state: 'awaiting',
  invited: true,
  connected: false,
  messaged: false,
  replied: false,
  sender,
  ...facts,
});

describe('the campaign figures split by sender', () => {
  it("gives each sender the figures of its own leads, the unassigned last, and sums to the campaign's", () => {
    const groups = groupLeads([
      lead('acc-b', { connected: true, replied: true }),
      lead('acc-b'),
      lead('acc-a', { connected: true }),
      lead('acc-a', { connected: true }),
      lead('acc-a', { invited: false, messaged: true, state: 'completed' }),
      lead(null, { invited: false, state: 'scheduled' }),
    ]);

    const split = figuresBySender(groups);

    expect(split.map((s) => s.sender)).toEqual(['acc-a', 'acc-b', null]);
    const [a, b, unassigned] = split.map((s) => s.figures);
    expect(a).toMatchObject({ total: 3, invited: 2, accepted: 2, acceptanceRate: 100, messaged: 1, replied: 0 });
    expect(b).toMatchObject({ total: 2, invited: 2, accepted: 1, acceptanceRate: 50, replied: 1, responseRate: 50 });
    expect(unassigned).toMatchObject({
      total: 1,
      invited: 0,
      byState: expect.objectContaining({ scheduled: 1, awaiting: 0 }),
    });
    const whole = campaignFigures(groups, 7);
    expect(a.total + b.total + unassigned.total).toBe(whole.total);
    expect(a.accepted + b.accepted).toBe(whole.accepted);
    expect(whole).toMatchObject({ total: 6, invited: 4, accepted: 3, actionsToday: 7 });
  });

  it('is empty while the leads went to one sender (the campaign figures say it all)', () => {
    expect(figuresBySender(groupLeads([lead('acc-a'), lead('acc-a'), lead(null)]))).toEqual([]);
    expect(figuresBySender(groupLeads([lead(null), lead(null)]))).toEqual([]);
  });
});
