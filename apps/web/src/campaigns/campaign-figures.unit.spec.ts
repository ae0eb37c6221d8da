import { completionText, filterCampaigns, formatRate, listsOfLeads } from './campaign-figures';

const campaigns = [
  { name: 'Founders in Berlin', status: 'active' },
  { name: 'CTO outreach', status: 'paused' },
  { name: 'berlin designers', status: 'draft' },
];

describe('campaign list filters', () => {
  it('searches names case-insensitively', () => {
    expect(filterCampaigns(campaigns, 'BERLIN', false).map((c) => c.name)).toEqual([
      'Founders in Berlin',
      'berlin designers',
    ]);
  });

  it('keeps only running campaigns with Active only', () => {
    expect(filterCampaigns(campaigns, '', true).map((c) => c.name)).toEqual(['Founders in Berlin']);
    expect(filterCampaigns(campaigns, 'cto', true)).toEqual([]);
  });

  it('keeps everything without filters', () => {
    expect(filterCampaigns(campaigns, '  ', false)).toHaveLength(3);
  });
});

describe('campaign figures', () => {
  it('counts lists of leads from a number or a per-source breakdown', () => {
    expect(listsOfLeads(2)).toBe(2);
    expect(listsOfLeads({ manual: 10, csv: 4 })).toBe(2);
    expect(listsOfLeads(null)).toBe(0);
  });

  it('rounds rates to whole percentages', () => {
    expect(formatRate(33.333)).toBe('33.3%');
    expect(formatRate(12.5)).toBe('12.5%');
    expect(formatRate(50)).toBe('50%');
    expect(formatRate(null)).toBe('0%');
    expect(formatRate(Number.NaN)).toBe('0%');
  });

  it("writes 'X of Y completed' only when there are targets", () => {
    expect(completionText({ completed: 3, running: 2, paused: 0, failed: 0, total: 10 })).toBe('3 of 10 completed');
    expect(completionText({ completed: 0, running: 0, paused: 0, failed: 0, total: 0 })).toBeNull();
    expect(completionText(null)).toBeNull();
  });
});
