import { DomainError } from '../errors';
import { DEFAULT_RATE_LIMITS } from './limits';
import { rateLimitsDecider } from './rate-limits.decider';
import type { RateLimitSettingsChanged } from './rate-limits';

const now = new Date('2026-11-22T10:00:00Z');
const given = (...events: RateLimitSettingsChanged[]) => events.reduce(rateLimitsDecider.evolve, rateLimitsDecider.initialState());
const when = (state: ReturnType<typeof given>, settings: typeof DEFAULT_RATE_LIMITS) =>
  rateLimitsDecider.decide({ type: 'ChangeRateLimitSettings', data: { settings: { ...settings }, now } }, state);

describe('rate limit settings', () => {
  it('given no events, the state holds the spec defaults and a weekly invitation cap of 100', () => {
    expect(given().settings).toEqual({ connections: 20, messages: 30, profileViews: 100, inmails: 10, likes: 20, endorsements: 20, followings: 20, emails: 50, total: 150, weeklyConnections: 100 });
  });

  it('when the weekly cap is left out, then it keeps its value; out of range, it is refused naming the field', () => {
    const saved = when(given(), { ...DEFAULT_RATE_LIMITS, weeklyConnections: 150 }) as RateLimitSettingsChanged[];
    const { weeklyConnections: _omitted, ...withoutCap } = DEFAULT_RATE_LIMITS;
    expect(rateLimitsDecider.decide({ type: 'ChangeRateLimitSettings', data: { settings: { ...withoutCap, connections: 25 }, now } }, given(...saved))).toEqual([
      { type: 'RateLimitSettingsChanged', data: { settings: { ...DEFAULT_RATE_LIMITS, connections: 25, weeklyConnections: 150 }, changedAt: now.toISOString() } },
    ]);
    expect(() => when(given(), { ...DEFAULT_RATE_LIMITS, weeklyConnections: 9 })).toThrow(expect.objectContaining({ field: 'weeklyConnections' }));
    expect(() => when(given(), { ...DEFAULT_RATE_LIMITS, weeklyConnections: 201 })).toThrow(expect.objectContaining({ field: 'weeklyConnections' }));
  });

  it('when the user changes a limit, then RateLimitSettingsChanged carries all nine numbers', () => {
    const events = when(given(), { ...DEFAULT_RATE_LIMITS, connections: 25 });
    expect(events).toEqual([{ type: 'RateLimitSettingsChanged', data: { settings: { ...DEFAULT_RATE_LIMITS, connections: 25 }, changedAt: now.toISOString() } }]);
  });

  it('given saved settings, saving the same numbers again records nothing', () => {
    const saved = when(given(), { ...DEFAULT_RATE_LIMITS, messages: 40 }) as RateLimitSettingsChanged[];
    expect(when(given(...saved), { ...DEFAULT_RATE_LIMITS, messages: 40 })).toEqual([]);
  });

  it.each([
    ['connections', 76],
    ['messages', -1],
    ['profileViews', 12.5],
    ['emails', 201],
    ['total', 0],
  ] as const)('rejects %s = %s and names the field', (field, value) => {
    expect.assertions(2);
    try {
      when(given(), { ...DEFAULT_RATE_LIMITS, [field]: value });
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).field).toBe(field);
    }
  });
});
