import type { LinkedInActionPerformed } from '@outflow/domain';
import { describeWithPostgres } from '../../../../test/support/services';
import { profileViewed } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { activitiesProjection } from './activities.projection';
import { countInvitationsSince, findActivityAction, findDailyUsage, listRecentActivities } from './usage.queries';

const invited = (targetId: string, occurredAt: string): LinkedInActionPerformed => {
  const view = profileViewed('c-1', targetId, { occurredAt });
  return { ...view, data: { ...view.data, action: 'send-connection', limit: 'connections', text: 'Hi there' } };
};
const checked = (targetId: string): LinkedInActionPerformed => {
  const view = profileViewed('c-1', targetId);
  return { ...view, data: { ...view.data, action: 'check-connection', limit: null } };
};

describeWithPostgres('activities read model', () => {
  const rm = readModelDatabase();

  it('logs each action and counts it on its account day against its limit', async () => {
    const first = recorded('a-1', profileViewed('c-1', 't-1'));
    await project(rm.db, activitiesProjection, [
      first,
      recorded('a-1', profileViewed('c-1', 't-2', { occurredAt: '2026-11-22T11:00:00.000Z' })),
      // Counted on the account's local day, not the UTC one.
      recorded('a-1', profileViewed('c-1', 't-3', { occurredAt: '2026-11-22T23:30:00.000Z', day: '2026-11-23' })),
      // Before time zones: the UTC day.
      recorded('a-1', profileViewed('c-1', 't-4', { occurredAt: '2026-11-21T08:00:00.000Z', day: null })),
      recorded('a-1', checked('t-5')),
      recorded('a-1', invited('t-6', '2026-11-22T12:00:00.000Z')),
    ]);
    await project(rm.db, activitiesProjection, [recorded('a-1', profileViewed('c-1', 't-7', { occurredAt: '2026-11-22T13:00:00.000Z' }))]);

    expect(await findDailyUsage(rm.db, 'a-1', '2026-11-22')).toMatchObject({ profileViews: 3, connections: 1, messages: 0, total: 4 });
    expect(await findDailyUsage(rm.db, 'a-1', '2026-11-23')).toMatchObject({ profileViews: 1, total: 1 });
    expect(await findDailyUsage(rm.db, 'a-1', '2026-11-21')).toMatchObject({ profileViews: 1, total: 1 });
    expect(await rm.db.selectFrom('activities').select('id').where('user_id', '=', 'a-1').execute()).toHaveLength(7);
    expect(await findActivityAction(rm.db, 'a-1', first.eventId)).toBe('view-profile');
    expect(await findActivityAction(rm.db, 'someone-else', first.eventId)).toBeUndefined();
  });

  it('lists recent activities newest first, with the lead once it is in the leads read model, and counts invitations since a time', async () => {
    await project(rm.db, activitiesProjection, [
      recorded('a-2', profileViewed('c-1', 't-1', { occurredAt: '2026-11-22T10:00:00.000Z' })),
      recorded('a-2', invited('t-2', '2026-11-22T11:00:00.000Z')),
      recorded('a-2', invited('t-3', '2026-11-20T11:00:00.000Z')),
    ]);
    await rm.db
      .insertInto('leads')
      .values({ id: 't-2', user_id: 'a-2', campaign_id: 'c-1', campaign_name: 'Campaign c-1', position: 1, profile_url: 'u', first_name: 'Ada', last_name: 'Lovelace', profile_data_fetched: true, status: 'awaiting', added_at: '2026-11-22T09:00:00.000Z', updated_at: '2026-11-22T09:00:00.000Z' })
      .execute();

    const recent = await listRecentActivities(rm.db, 'a-2', 2);
    expect(recent.map((a) => [a.action, a.timestamp, a.leadId, a.firstName])).toEqual([
      ['send-connection', '2026-11-22T11:00:00.000Z', 't-2', 'Ada'],
      ['view-profile', '2026-11-22T10:00:00.000Z', null, null],
    ]);
    expect(recent[0]).toMatchObject({ profileUrl: 'https://www.linkedin.com/in/t-2/', campaignName: 'Campaign c-1' });
    expect(await countInvitationsSince(rm.db, 'a-2', new Date('2026-11-21T00:00:00.000Z'))).toBe(1);
    expect(await countInvitationsSince(rm.db, 'a-2', new Date('2026-11-01T00:00:00.000Z'))).toBe(2);
  });
});
