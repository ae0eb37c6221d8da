import { DEFAULT_RATE_LIMITS, type RateLimitSettings, type RateLimitSettingsChanged } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { rateLimitSettingsProjection } from './rate-limit-settings.projection';
import { findRateLimitSettings } from './rate-limit-settings.queries';

const changed = (settings: Partial<RateLimitSettings>, changedAt: string): RateLimitSettingsChanged => ({
  type: 'RateLimitSettingsChanged',
  data: { settings: { ...DEFAULT_RATE_LIMITS, ...settings }, occurredAt: changedAt },
});

describeWithPostgres('rate_limit_settings read model', () => {
  const rm = readModelDatabase();

  it('keeps the last settings a user saved, and reads the defaults for a user who saved none', async () => {
    await project(rm.db, rateLimitSettingsProjection, [
      recorded('rl-1', changed({ connections: 5 }, '2026-11-22T10:00:00.000Z')),
      recorded('rl-1', changed({ connections: 7, messages: 9 }, '2026-11-22T11:00:00.000Z')),
    ]);
    await project(rm.db, rateLimitSettingsProjection, [
      recorded('rl-1', changed({ connections: 8, weeklyConnections: 50 }, '2026-11-22T12:00:00.000Z')),
    ]);

    expect(await findRateLimitSettings(rm.db, 'rl-1')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      connections: 8,
      weeklyConnections: 50,
    });
    expect(await findRateLimitSettings(rm.db, 'nobody')).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('gives settings saved before the weekly cap existed its default', async () => {
    const { weeklyConnections: _none, ...old } = DEFAULT_RATE_LIMITS;
    await project(rm.db, rateLimitSettingsProjection, [
      recorded('rl-2', {
        type: 'RateLimitSettingsChanged',
        data: { settings: { ...old, likes: 3 }, occurredAt: '2026-11-22T10:00:00.000Z' },
      }),
    ]);
    expect(await findRateLimitSettings(rm.db, 'rl-2')).toEqual({ ...DEFAULT_RATE_LIMITS, likes: 3 });
  });
});
