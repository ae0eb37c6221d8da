import type { CampaignDeleted } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { profileViewed } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { campaignDailyActionsProjection } from './campaign-daily-actions.projection';

const deleted = (campaignId: string): CampaignDeleted => ({
  type: 'CampaignDeleted',
  data: { campaignId, occurredAt: '2026-11-22T13:00:00.000Z' },
});

describeWithPostgres('campaign_daily_actions read model', () => {
  const rm = readModelDatabase();
  const counts = (campaignId: string) =>
    rm.db
      .selectFrom('campaign_daily_actions')
      .select(['day', 'count'])
      .where('campaign_id', '=', campaignId)
      .orderBy('day')
      .execute();

  it("counts a campaign's limited actions per account day, adding batch to batch, until the campaign is deleted", async () => {
    const check = profileViewed('da-c1', 'da-t9');
    await project(rm.db, campaignDailyActionsProjection, [
      recorded('da-1', profileViewed('da-c1', 'da-t1')),
      recorded('da-1', profileViewed('da-c1', 'da-t2', { day: '2026-11-23' })),
      recorded('da-1', profileViewed('da-c2', 'da-t3')),
      // An action counted against no limit is not counted.
      recorded('da-1', { ...check, data: { ...check.data, action: 'check-connection', limit: null } }),
    ]);
    await project(rm.db, campaignDailyActionsProjection, [recorded('da-1', profileViewed('da-c1', 'da-t4'))]);
    expect(await counts('da-c1')).toEqual([
      { day: '2026-11-22', count: 2 },
      { day: '2026-11-23', count: 1 },
    ]);

    // Counted before the deletion in the same batch, then gone with it; other campaigns keep theirs.
    await project(rm.db, campaignDailyActionsProjection, [
      recorded('da-1', profileViewed('da-c1', 'da-t5')),
      recorded('da-1', deleted('da-c1')),
    ]);
    expect(await counts('da-c1')).toEqual([]);
    expect(await counts('da-c2')).toEqual([{ day: '2026-11-22', count: 1 }]);
  });
});
