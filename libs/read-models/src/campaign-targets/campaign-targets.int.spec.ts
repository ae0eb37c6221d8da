import type { CampaignDeleted, CampaignStatusChanged } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { campaignCreated, profile, profileViewed, quotaReserved, targetCompleted } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { campaignTargetsProjection } from './campaign-targets.projection';
import {
  findAwaitingTargets,
  findDueStepsWithoutLinkedIn,
  findLongRunningSteps,
  findNextDueLinkedInSteps,
  findOpenTargetsOfMember,
  findOwnersWithDueLinkedInSteps,
} from './campaign-targets.queries';

const statusChanged = (campaignId: string, status: 'active' | 'paused'): CampaignStatusChanged => ({
  type: 'CampaignStatusChanged',
  data: {
    campaignId,
    status,
    previousStatus: status === 'active' ? 'paused' : 'active',
    occurredAt: '2026-11-22T12:00:00.000Z',
  },
});
const deleted = (campaignId: string): CampaignDeleted => ({
  type: 'CampaignDeleted',
  data: { campaignId, occurredAt: '2026-11-22T13:00:00.000Z' },
});
const NOW = new Date('2026-11-22T12:00:00.000Z');

describeWithPostgres('campaign_targets read model', () => {
  const rm = readModelDatabase();
  const row = (targetId: string) =>
    rm.db.selectFrom('campaign_targets').selectAll().where('target_id', '=', targetId).executeTakeFirstOrThrow();

  it('creates a row per lead at its first step and folds the target and quota events into its state and columns', async () => {
    await project(rm.db, campaignTargetsProjection, [
      recorded('ct-1', campaignCreated('ct-c1', ['ct-t1', 'ct-t2', 'ct-t3'])),
    ]);
    expect(await row('ct-t3')).toMatchObject({
      user_id: 'ct-1',
      campaign_id: 'ct-c1',
      position: 2,
      state: 'scheduled',
      step_id: 'view',
      action: 'view-profile',
      limit_key: 'profileViews',
      phase: 'act',
      campaign_active: true,
      started: false,
    });
    expect((await row('ct-t3')).due_at?.toISOString()).toBe('2026-11-22T09:00:00.000Z');

    await project(rm.db, campaignTargetsProjection, [
      recorded('ct-1', quotaReserved('ct-c1', 'ct-t1'), { createdAt: '2026-11-22T10:00:05.000Z' }),
      recorded('ct-1', profileViewed('ct-c1', 'ct-t2', { profile: profile('Ada', 'Lovelace') })),
      recorded('ct-1', profileViewed('ct-c1', 'ct-t3')),
      recorded('ct-1', targetCompleted('ct-c1', 'ct-t3')),
      // Another campaign's target is not this one's.
      recorded('ct-1', quotaReserved('ct-other', 'ct-t2')),
    ]);
    const running = await row('ct-t1');
    expect(running).toMatchObject({ state: 'running', started: true });
    expect(running.reserved_at?.toISOString()).toBe('2026-11-22T10:00:05.000Z');
    expect(running.target_state).toMatchObject({ status: 'running', openSince: '2026-11-22T09:59:00.000Z' });
    expect(await row('ct-t2')).toMatchObject({
      state: 'scheduled',
      step_id: 'end',
      action: 'end-sequence',
      limit_key: null,
      provider_id: 'prov-Ada',
      public_id: 'ada-lovelace',
      last_action: 'view-profile',
      started: true,
    });
    expect(await row('ct-t3')).toMatchObject({ state: 'completed', end_reason: 'sequence-ended', due_at: null });
  });

  it('answers the scheduler: due steps with and without LinkedIn, long-running reservations, open targets of a member', async () => {
    await project(rm.db, campaignTargetsProjection, [
      recorded('ct-2', campaignCreated('ct-c2', ['ct-t4', 'ct-t5', 'ct-t6'])),
      recorded('ct-2', campaignCreated('ct-c3', ['ct-t7'], { status: 'paused' })),
      recorded('ct-2', profileViewed('ct-c2', 'ct-t5', { profile: profile('Grace', 'Hopper') })),
      recorded('ct-2', quotaReserved('ct-c2', 'ct-t6'), { createdAt: '2026-11-22T10:00:00.000Z' }),
    ]);
    const mine = <T extends { userId: string }>(steps: T[]) => steps.filter((s) => s.userId === 'ct-2');

    expect(mine(await findNextDueLinkedInSteps(rm.db, 'ct-2', NOW, [], 10)).map((s) => s.targetId)).toEqual(['ct-t4']);
    expect(await findNextDueLinkedInSteps(rm.db, 'ct-2', NOW, ['profileViews'], 10)).toEqual([]);
    expect(await findOwnersWithDueLinkedInSteps(rm.db, NOW)).toContain('ct-2');
    expect(mine(await findDueStepsWithoutLinkedIn(rm.db, NOW, 100)).map((s) => [s.targetId, s.stepId])).toEqual([
      ['ct-t5', 'end'],
    ]);
    expect(
      mine(await findLongRunningSteps(rm.db, new Date('2026-11-22T11:00:00.000Z'), 100)).map((s) => s.targetId),
    ).toEqual(['ct-t6']);
    expect(mine(await findLongRunningSteps(rm.db, new Date('2026-11-22T09:00:00.000Z'), 100))).toEqual([]);
    expect(await findOpenTargetsOfMember(rm.db, 'ct-2', { publicId: 'grace-hopper' })).toEqual([
      { targetId: 'ct-t5', campaignId: 'ct-c2', state: 'scheduled', accountId: null },
    ]);
    expect(await findOpenTargetsOfMember(rm.db, 'ct-2', {})).toEqual([]);
    expect(await findAwaitingTargets(rm.db, 'ct-2')).toEqual([]);
  });

  it('follows its campaign: a status change (de)activates its leads, a deletion removes them', async () => {
    await project(rm.db, campaignTargetsProjection, [
      recorded('ct-3', campaignCreated('ct-c4', ['ct-t8'], { status: 'paused' })),
    ]);
    expect(await findNextDueLinkedInSteps(rm.db, 'ct-3', NOW, [], 10)).toEqual([]);

    await project(rm.db, campaignTargetsProjection, [recorded('ct-3', statusChanged('ct-c4', 'active'))]);
    expect((await findNextDueLinkedInSteps(rm.db, 'ct-3', NOW, [], 10)).map((s) => s.targetId)).toEqual(['ct-t8']);

    // Created and deleted in one batch: nothing is written.
    await project(rm.db, campaignTargetsProjection, [
      recorded('ct-3', campaignCreated('ct-c5', ['ct-t9'])),
      recorded('ct-3', deleted('ct-c5')),
      recorded('ct-3', deleted('ct-c4')),
    ]);
    expect(
      await rm.db.selectFrom('campaign_targets').select('target_id').where('user_id', '=', 'ct-3').execute(),
    ).toEqual([]);
  });
});
