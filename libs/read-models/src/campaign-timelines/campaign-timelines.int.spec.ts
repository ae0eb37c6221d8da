import type { CampaignDeleted } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { campaignCreated, profileViewed, quotaReserved } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { campaignTimelinesProjection } from './campaign-timelines.projection';

const deleted = (campaignId: string): CampaignDeleted => ({
  type: 'CampaignDeleted',
  data: { campaignId, occurredAt: '2026-11-22T13:00:00.000Z' },
});

describeWithPostgres('campaign_timelines read model', () => {
  const rm = readModelDatabase();
  const events = (campaignId: string) =>
    rm.db
      .selectFrom('campaign_timelines')
      .select(['user_id', 'events'])
      .where('campaign_id', '=', campaignId)
      .execute();

  it("counts a campaign's own, its leads' and their quota events, in the creating batch and after", async () => {
    await project(rm.db, campaignTimelinesProjection, [
      recorded('tl-1', campaignCreated('tl-c1', ['tl-t1'])),
      recorded('tl-1', quotaReserved('tl-c1', 'tl-t1')),
    ]);
    expect(await events('tl-c1')).toEqual([{ user_id: 'tl-1', events: 2 }]);
    await project(rm.db, campaignTimelinesProjection, [
      recorded('tl-1', profileViewed('tl-c1', 'tl-t1')),
      recorded('tl-1', quotaReserved('tl-c1', 'tl-t1')),
    ]);
    expect(await events('tl-c1')).toEqual([{ user_id: 'tl-1', events: 4 }]);
  });

  it('adds one batch’s events to several campaigns at once, and none to a campaign without a row', async () => {
    await project(rm.db, campaignTimelinesProjection, [
      recorded('tl-3', campaignCreated('tl-c3', ['tl-t3'])),
      recorded('tl-3', campaignCreated('tl-c4', ['tl-t4'])),
    ]);
    await project(rm.db, campaignTimelinesProjection, [
      recorded('tl-3', quotaReserved('tl-c3', 'tl-t3')),
      recorded('tl-3', quotaReserved('tl-c4', 'tl-t4')),
      recorded('tl-3', profileViewed('tl-c3', 'tl-t3')),
      recorded('tl-3', quotaReserved('tl-c3', 'tl-t3')),
      recorded('tl-3', profileViewed('tl-unknown', 'tl-t5')),
    ]);
    expect(await events('tl-c3')).toEqual([{ user_id: 'tl-3', events: 4 }]);
    expect(await events('tl-c4')).toEqual([{ user_id: 'tl-3', events: 2 }]);
    expect(await events('tl-unknown')).toEqual([]);
  });

  it('drops a deleted campaign, whose later events bring nothing back', async () => {
    await project(rm.db, campaignTimelinesProjection, [recorded('tl-2', campaignCreated('tl-c2', ['tl-t2']))]);
    await project(rm.db, campaignTimelinesProjection, [
      recorded('tl-2', deleted('tl-c2')),
      recorded('tl-2', quotaReserved('tl-c2', 'tl-t2')),
    ]);
    await project(rm.db, campaignTimelinesProjection, [recorded('tl-2', profileViewed('tl-c2', 'tl-t2'))]);
    expect(await events('tl-c2')).toEqual([]);
  });
});
