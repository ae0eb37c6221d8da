import type { CampaignDeleted, CampaignStatusChanged } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { describeWithPostgres } from '../../../../test/support/services';
import { campaignTargetsProjection } from '../campaign-targets/campaign-targets.projection';
import { campaignCreated, profileViewed, quotaReserved, targetCompleted } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { countLeadsToRefetch } from './campaign-page.queries';
import { campaignsProjection } from './campaigns.projection';
import { findCampaign, listCampaigns } from './campaigns.queries';

const paused = (campaignId: string): CampaignStatusChanged => ({ type: 'CampaignStatusChanged', data: { campaignId, status: 'paused', previousStatus: 'active', changedAt: '2026-11-22T12:00:00.000Z' } });
const deleted = (campaignId: string): CampaignDeleted => ({ type: 'CampaignDeleted', data: { campaignId, deletedAt: '2026-11-22T13:00:00.000Z' } });
const NOW = new Date('2026-11-22T12:00:00.000Z');

describeWithPostgres('campaigns read model', () => {
  const rm = readModelDatabase();
  // As the projector runs them: campaigns counts its figures from campaign_targets.
  const apply = async (events: RecordedEvent[]) => {
    await project(rm.db, campaignTargetsProjection, events);
    await project(rm.db, campaignsProjection, events);
  };

  it('lists a created campaign with its leads, and recomputes its figures from its targets as they move', async () => {
    await apply([
      recorded('cp-1', campaignCreated('cp-c1', ['cp-t1', 'cp-t2', 'cp-t3'], { createdAt: '2026-11-22T09:00:00.000Z' })),
      recorded('cp-1', campaignCreated('cp-c2', [], { status: 'paused', createdAt: '2026-11-22T09:30:00.000Z' })),
    ]);
    const [empty, created] = await listCampaigns(rm.db, 'cp-1', NOW);
    expect(empty).toMatchObject({ _id: 'cp-c2', status: 'paused', progressStatus: 'Empty', targetCount: 0, targetsBySourceCount: 0, statusReason: null });
    expect(created).toMatchObject({ _id: 'cp-c1', name: 'Campaign cp-c1', status: 'active', progressStatus: 'Ready', targetCount: 3, targetsBySourceCount: 1, createdAt: '2026-11-22T09:00:00.000Z' });
    expect(created.targetStats).toEqual({ completed: 0, running: 0, paused: 0, failed: 0, total: 3 });
    // No subscription: an active campaign says why it cannot act.
    expect(created.statusReason).not.toBeNull();

    await apply([
      recorded('cp-1', quotaReserved('cp-c1', 'cp-t1')),
      recorded('cp-1', profileViewed('cp-c1', 'cp-t2')),
      recorded('cp-1', profileViewed('cp-c1', 'cp-t3')),
      recorded('cp-1', targetCompleted('cp-c1', 'cp-t3')),
    ]);
    expect(await findCampaign(rm.db, 'cp-1', 'cp-c1', NOW)).toMatchObject({
      progressStatus: 'Running',
      targetStats: { completed: 1, running: 2, paused: 0, failed: 0, total: 3 },
      connectionAcceptRate: 0,
      responseRate: 0,
    });
    expect(await countLeadsToRefetch(rm.db, 'cp-1', 'cp-c1')).toBe(2);

    await apply([recorded('cp-1', paused('cp-c1'))]);
    expect(await findCampaign(rm.db, 'cp-1', 'cp-c1', NOW)).toMatchObject({ status: 'paused', progressStatus: 'Paused', statusReason: null, targetStats: { completed: 1, running: 0, paused: 2, failed: 0, total: 3 } });
  });

  it('keeps campaigns to their owner and drops a deleted one', async () => {
    await apply([recorded('cp-2', campaignCreated('cp-c3', ['cp-t4']))]);
    expect(await findCampaign(rm.db, 'someone-else', 'cp-c3', NOW)).toBeUndefined();
    expect(await listCampaigns(rm.db, 'someone-else', NOW)).toEqual([]);

    await apply([recorded('cp-2', deleted('cp-c3'))]);
    expect(await findCampaign(rm.db, 'cp-2', 'cp-c3', NOW)).toBeUndefined();
    expect(await countLeadsToRefetch(rm.db, 'cp-2', 'cp-c3')).toBe(0);
  });
});
