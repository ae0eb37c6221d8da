import { localDayWindow, type LinkedInActionPerformed } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
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

  it('logs each action and counts it against its limit on the local day it happened, in the zone asked', async () => {
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
    await project(rm.db, activitiesProjection, [
      recorded('a-1', profileViewed('c-1', 't-7', { occurredAt: '2026-11-22T13:00:00.000Z' })),
    ]);

    const day = (at: string, zone: string) => localDayWindow(new Date(at), zone);
    // In Paris: the 22nd holds 10:00, 11:00, 12:00 and 13:00 UTC; 23:30 UTC is already the 23rd.
    expect(await findDailyUsage(rm.db, 'a-1', day('2026-11-22T12:00:00Z', 'Europe/Paris'))).toMatchObject({
      profileViews: 3,
      connections: 1,
      messages: 0,
      total: 4,
    });
    expect(await findDailyUsage(rm.db, 'a-1', day('2026-11-23T12:00:00Z', 'Europe/Paris'))).toMatchObject({
      profileViews: 1,
      total: 1,
    });
    // The same actions in Los Angeles (a zone change): 23:30 UTC is the 22nd there, 08:00 UTC the 21st.
    expect(await findDailyUsage(rm.db, 'a-1', day('2026-11-22T20:00:00Z', 'America/Los_Angeles'))).toMatchObject({
      profileViews: 4,
      connections: 1,
      total: 5,
    });
    expect(await findDailyUsage(rm.db, 'a-1', day('2026-11-21T12:00:00Z', 'UTC'))).toMatchObject({
      profileViews: 1,
      total: 1,
    });
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
      .values({
        id: 't-2',
        user_id: 'a-2',
        campaign_id: 'c-1',
        campaign_name: 'Campaign c-1',
        position: 1,
        profile_url: 'u',
        first_name: 'Ada',
        last_name: 'Lovelace',
        profile_data_fetched: true,
        status: 'awaiting',
        added_at: '2026-11-22T09:00:00.000Z',
        updated_at: '2026-11-22T09:00:00.000Z',
      })
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
