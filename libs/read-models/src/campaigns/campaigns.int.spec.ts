import type { CampaignDeleted, CampaignStatusChanged } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { describeWithPostgres } from '@outflow/testing';
import { campaignDailyActionsProjection } from '../campaign-daily-actions/campaign-daily-actions.projection';
import { campaignTargetsProjection } from '../campaign-targets/campaign-targets.projection';
import { campaignTimelinesProjection } from '../campaign-timelines/campaign-timelines.projection';
import { campaignCreated, profileViewed, quotaReserved, targetCompleted } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { countLeadsToRefetch, findCampaignSnapshot } from './campaign-page.queries';
import { campaignsProjection } from './campaigns.projection';
import { findCampaign, listCampaigns } from './campaigns.queries';

const paused = (campaignId: string): CampaignStatusChanged => ({
  type: 'CampaignStatusChanged',
  data: { campaignId, status: 'paused', previousStatus: 'active', occurredAt: '2026-11-22T12:00:00.000Z' },
});
const deleted = (campaignId: string): CampaignDeleted => ({
  type: 'CampaignDeleted',
  data: { campaignId, occurredAt: '2026-11-22T13:00:00.000Z' },
});
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
      recorded(
        'cp-1',
        campaignCreated('cp-c1', ['cp-t1', 'cp-t2', 'cp-t3'], { createdAt: '2026-11-22T09:00:00.000Z' }),
      ),
      recorded('cp-1', campaignCreated('cp-c2', [], { status: 'paused', createdAt: '2026-11-22T09:30:00.000Z' })),
    ]);
    const [empty, created] = await listCampaigns(rm.db, 'cp-1', NOW);
    expect(empty).toMatchObject({
      _id: 'cp-c2',
      status: 'paused',
      progressStatus: 'Empty',
      targetCount: 0,
      targetsBySourceCount: 0,
      statusReason: null,
    });
    expect(created).toMatchObject({
      _id: 'cp-c1',
      name: 'Campaign cp-c1',
      status: 'active',
      progressStatus: 'Ready',
      targetCount: 3,
      targetsBySourceCount: 1,
      createdAt: '2026-11-22T09:00:00.000Z',
    });
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
    expect(await findCampaign(rm.db, 'cp-1', 'cp-c1', NOW)).toMatchObject({
      status: 'paused',
      progressStatus: 'Paused',
      statusReason: null,
      targetStats: { completed: 1, running: 0, paused: 2, failed: 0, total: 3 },
    });
  });

  it('keeps campaigns to their owner and drops a deleted one', async () => {
    await apply([recorded('cp-2', campaignCreated('cp-c3', ['cp-t4']))]);
    expect(await findCampaign(rm.db, 'someone-else', 'cp-c3', NOW)).toBeUndefined();
    expect(await listCampaigns(rm.db, 'someone-else', NOW)).toEqual([]);

    await apply([recorded('cp-2', deleted('cp-c3'))]);
    expect(await findCampaign(rm.db, 'cp-2', 'cp-c3', NOW)).toBeUndefined();
    expect(await countLeadsToRefetch(rm.db, 'cp-2', 'cp-c3')).toBe(0);
  });

  it("reads the campaign page live: its leads, figures, today's actions and its timeline's length", async () => {
    const events = [
      recorded('cp-3', campaignCreated('cp-c4', ['cp-t5', 'cp-t6', 'cp-t7'])),
      recorded('cp-3', quotaReserved('cp-c4', 'cp-t5')),
      recorded('cp-3', profileViewed('cp-c4', 'cp-t5')),
      recorded('cp-3', profileViewed('cp-c4', 'cp-t6', { day: '2026-11-21' })),
      recorded('cp-3', targetCompleted('cp-c4', 'cp-t6')),
    ];
    await apply(events);
    for (const projection of [campaignDailyActionsProjection, campaignTimelinesProjection])
      await project(rm.db, projection, events);

    const snapshot = await findCampaignSnapshot(rm.db, 'cp-3', 'cp-c4', NOW, { page: 1, perPage: 2 });
    expect(snapshot?.campaign).toMatchObject({ id: 'cp-c4', status: 'active', leadCount: 3 });
    expect(snapshot?.timeline).toEqual({ index: 5, total: 5, previous: null, next: null });
    expect(snapshot?.figures).toMatchObject({
      total: 3,
      actionsToday: 1,
      byState: { scheduled: 2, running: 0, awaiting: 0, completed: 1, failed: 0 },
    });
    expect(snapshot?.leads).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(snapshot?.leads.rows.map((r) => r.targetId)).toEqual(['cp-t5', 'cp-t6']);
    expect(await findCampaignSnapshot(rm.db, 'someone-else', 'cp-c4', NOW, { page: 1, perPage: 2 })).toBeUndefined();
  });
});
