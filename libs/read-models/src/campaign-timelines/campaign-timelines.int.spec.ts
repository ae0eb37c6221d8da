import type { CampaignDeleted } from '@outflow/domain';
import { describeWithPostgres } from '../../../../test/support/services';
import { campaignCreated, profileViewed, quotaReserved } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { campaignTimelinesProjection } from './campaign-timelines.projection';

const deleted = (campaignId: string): CampaignDeleted => ({ type: 'CampaignDeleted', data: { campaignId, occurredAt: '2026-11-22T13:00:00.000Z' } });

describeWithPostgres('campaign_timelines read model', () => {
  const rm = readModelDatabase();
  const events = (campaignId: string) => rm.db.selectFrom('campaign_timelines').select(['user_id', 'events']).where('campaign_id', '=', campaignId).execute();

  it("counts a campaign's own, its leads' and their quota events, in the creating batch and after", async () => {
    await project(rm.db, campaignTimelinesProjection, [recorded('tl-1', campaignCreated('tl-c1', ['tl-t1'])), recorded('tl-1', quotaReserved('tl-c1', 'tl-t1'))]);
    expect(await events('tl-c1')).toEqual([{ user_id: 'tl-1', events: 2 }]);
    await project(rm.db, campaignTimelinesProjection, [recorded('tl-1', profileViewed('tl-c1', 'tl-t1')), recorded('tl-1', quotaReserved('tl-c1', 'tl-t1'))]);
    expect(await events('tl-c1')).toEqual([{ user_id: 'tl-1', events: 4 }]);
  });

  it('drops a deleted campaign, whose later events bring nothing back', async () => {
    await project(rm.db, campaignTimelinesProjection, [recorded('tl-2', campaignCreated('tl-c2', ['tl-t2']))]);
    await project(rm.db, campaignTimelinesProjection, [recorded('tl-2', deleted('tl-c2')), recorded('tl-2', quotaReserved('tl-c2', 'tl-t2'))]);
    await project(rm.db, campaignTimelinesProjection, [recorded('tl-2', profileViewed('tl-c2', 'tl-t2'))]);
    expect(await events('tl-c2')).toEqual([]);
  });
});
