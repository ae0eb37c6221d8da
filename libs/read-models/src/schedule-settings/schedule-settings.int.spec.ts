import { defaultScheduleSettings, type ScheduleSettingsChanged, type UserRegistered } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { usersProjection } from '../users/users.projection';
import { scheduleSettingsProjection } from './schedule-settings.projection';
import { findScheduleSettings } from './schedule-settings.queries';

const changed = (timeZone: string, start: string, changedAt: string): ScheduleSettingsChanged => ({
  type: 'ScheduleSettingsChanged',
  data: {
    settings: {
      timeZone,
      workingHours: { enabled: true, days: [1, 2, 3], start, end: '17:00' },
      warmUp: { enabled: false },
    },
    occurredAt: changedAt,
  },
});
const registered = (userId: string, timeZone: string): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: `${userId}@example.com`,
    name: userId,
    provider: 'local',
    occurredAt: '2026-11-22T09:00:00.000Z',
    timeZone,
  },
});

describeWithPostgres('schedule_settings read model', () => {
  const rm = readModelDatabase();

  it('keeps the schedule a user saved last', async () => {
    await project(rm.db, scheduleSettingsProjection, [
      recorded('sc-1', changed('Europe/Paris', '08:00', '2026-11-22T10:00:00.000Z')),
      recorded('sc-1', changed('Europe/Berlin', '09:30', '2026-11-22T11:00:00.000Z')),
    ]);
    expect(await findScheduleSettings(rm.db, 'sc-1')).toEqual({
      timeZone: 'Europe/Berlin',
      workingHours: { enabled: true, days: [1, 2, 3], start: '09:30', end: '17:00' },
      warmUp: { enabled: false },
    });
  });

  it('reads the defaults in the zone the user signed up in when they saved none', async () => {
    await project(rm.db, usersProjection, [recorded('sc-2', registered('sc-2', 'America/New_York'))]);
    expect(await findScheduleSettings(rm.db, 'sc-2')).toEqual(defaultScheduleSettings('America/New_York'));
    expect(await findScheduleSettings(rm.db, 'nobody')).toEqual(defaultScheduleSettings());
  });
});
