import {
  DEFAULT_RATE_LIMITS,
  defaultScheduleSettings,
  type RateLimitSettingsChanged,
  type ScheduleSettings,
  type SenderRateLimitsChanged,
  type SenderScheduleChanged,
} from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { rateLimitSettingsProjection } from '../rate-limit-settings/rate-limit-settings.projection';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { senderSettingsProjection } from './sender-settings.projection';
import { findSenderRateLimitSettings, findSenderScheduleSettings } from './sender-settings.queries';

const at = '2026-11-23T09:00:00.000Z';
const tokyo: ScheduleSettings = {
  timeZone: 'Asia/Tokyo',
  workingHours: { enabled: true, days: [1, 2], start: '09:00', end: '17:00' },
  warmUp: { enabled: false },
};
const senderLimits = (accountId: string, profileViews: number): SenderRateLimitsChanged => ({
  type: 'SenderRateLimitsChanged',
  data: { accountId, settings: { ...DEFAULT_RATE_LIMITS, profileViews }, occurredAt: at },
});
const senderSchedule = (accountId: string, settings: ScheduleSettings): SenderScheduleChanged => ({
  type: 'SenderScheduleChanged',
  data: { accountId, settings, occurredAt: at },
});
const workspaceLimits = (profileViews: number): RateLimitSettingsChanged => ({
  type: 'RateLimitSettingsChanged',
  data: { settings: { ...DEFAULT_RATE_LIMITS, profileViews }, occurredAt: at },
});

describeWithPostgres('sender_settings read model', () => {
  const rm = readModelDatabase();

  it('keeps each sender’s limits and schedule apart, the one last saved of each', async () => {
    await project(rm.db, senderSettingsProjection, [
      recorded('ss-1', senderLimits('ss-a', 3)),
      recorded('ss-1', senderSchedule('ss-a', tokyo)),
      recorded('ss-1', senderLimits('ss-a', 4)),
    ]);
    expect(await findSenderRateLimitSettings(rm.db, 'ss-1', 'ss-a')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      profileViews: 4,
    });
    expect(await findSenderScheduleSettings(rm.db, 'ss-1', 'ss-a')).toEqual(tokyo);
  });

  it('reads the workspace’s settings for a sender that saved none of its own, or of another workspace', async () => {
    await project(rm.db, rateLimitSettingsProjection, [recorded('ss-2', workspaceLimits(40))]);
    await project(rm.db, senderSettingsProjection, [recorded('ss-2', senderSchedule('ss-b', tokyo))]);
    expect(await findSenderRateLimitSettings(rm.db, 'ss-2', 'ss-b')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      profileViews: 40,
    });
    expect(await findSenderRateLimitSettings(rm.db, 'ss-2', 'ss-none')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      profileViews: 40,
    });
    expect(await findSenderRateLimitSettings(rm.db, 'ss-2', undefined)).toEqual({
      ...DEFAULT_RATE_LIMITS,
      profileViews: 40,
    });
    expect(await findSenderScheduleSettings(rm.db, 'other-ws', 'ss-b')).toEqual(defaultScheduleSettings());
  });
});
