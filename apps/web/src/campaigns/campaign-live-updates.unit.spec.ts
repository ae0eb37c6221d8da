import { applyCampaignUpdate, campaignListFromUpdate } from './campaign-live-updates';
import type { CampaignRecord } from './campaign-record';

const row = (id: string, overrides: Partial<CampaignRecord> = {}): CampaignRecord => ({
  id,
  _id: id,
  name: `Campaign ${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'active',
  progressStatus: 'Running',
  sequence: { nodes: [{ id: 'n1' }], edges: [] },
  targetCount: 10,
  targetsBySourceCount: 1,
  connectionAcceptRate: 0,
  responseRate: 0,
  targetStats: { completed: 0, running: 10, paused: 0, failed: 0, total: 10 },
  senders: ['acc-1'],
  ...overrides,
});

describe('campaign:update on the list', () => {
  const list = [row('a'), row('b')];

  it("replaces the matching row's status, progress, stats and target stats, and keeps its name, date and sequence", () => {
    const next = applyCampaignUpdate(list, {
      _id: 'b',
      status: 'paused',
      progressStatus: 'Paused',
      targetCount: 10,
      targetsBySourceCount: 1,
      connectionAcceptRate: 40,
      responseRate: 12.5,
      targetStats: { completed: 3, running: 0, paused: 7, failed: 0, total: 10 },
    });
    expect(next[1]).toEqual({
      ...list[1],
      status: 'paused',
      progressStatus: 'Paused',
      connectionAcceptRate: 40,
      responseRate: 12.5,
      targetStats: { completed: 3, running: 0, paused: 7, failed: 0, total: 10 },
    });
    expect(next[0]).toBe(list[0]);
    // The cached list itself is not changed in place.
    expect(list[1].status).toBe('active');
  });

  it('leaves fields the push does not carry as they were', () => {
    const next = applyCampaignUpdate(list, { _id: 'a', status: 'completed' });
    expect(next[0]).toEqual({ ...list[0], status: 'completed' });
  });

  it('answers the same list when no row matches (a campaign the list does not show)', () => {
    expect(applyCampaignUpdate(list, { _id: 'zzz', status: 'paused' })).toBe(list);
  });
});

describe('campaign:list-update', () => {
  it('replaces the whole list, each campaign keyed by its _id for react-admin', () => {
    const { id: _a, ...server } = row('c', { name: 'New one' });
    expect(campaignListFromUpdate([server])).toEqual([{ ...server, id: 'c' }]);
    expect(campaignListFromUpdate([])).toEqual([]);
  });
});
