import { DomainError } from '../errors';
import { DeciderSpecification } from '../testing/decider-specification';
import { DEFAULT_RATE_LIMITS } from './limits';
import { rateLimitsDecider } from './rate-limits.decider';
import type { ChangeRateLimitSettings } from './rate-limits';

const now = new Date('2026-11-22T10:00:00Z');
const spec = DeciderSpecification(rateLimitsDecider);
const change = (settings: ChangeRateLimitSettings['data']['settings']): ChangeRateLimitSettings => ({
  type: 'ChangeRateLimitSettings',
  data: { settings: { ...settings }, now },
});

describe('rate limit settings', () => {
  it('given no events, the state holds the spec defaults and a weekly invitation cap of 100', () => {
    expect(spec.given([]).state().settings).toEqual({
      connections: 20,
      messages: 30,
      profileViews: 100,
      inmails: 10,
      likes: 20,
      endorsements: 20,
      followings: 20,
      emails: 50,
      total: 150,
      weeklyConnections: 100,
    });
  });

  it('when the weekly cap is left out, then it keeps its value; out of range, it is refused naming the field', () => {
    const saved = spec
      .given([])
      .when(change({ ...DEFAULT_RATE_LIMITS, weeklyConnections: 150 }))
      .and();
    const { weeklyConnections: _omitted, ...withoutCap } = DEFAULT_RATE_LIMITS;
    saved.when(change({ ...withoutCap, connections: 25 })).then([
      {
        type: 'RateLimitSettingsChanged',
        data: {
          settings: { ...DEFAULT_RATE_LIMITS, connections: 25, weeklyConnections: 150 },
          occurredAt: now.toISOString(),
        },
      },
    ]);
    spec
      .given([])
      .when(change({ ...DEFAULT_RATE_LIMITS, weeklyConnections: 9 }))
      .thenThrows({ field: 'weeklyConnections' });
    spec
      .given([])
      .when(change({ ...DEFAULT_RATE_LIMITS, weeklyConnections: 201 }))
      .thenThrows({ field: 'weeklyConnections' });
  });

  it('when the user changes a limit, then RateLimitSettingsChanged carries all nine numbers', () => {
    spec
      .given([])
      .when(change({ ...DEFAULT_RATE_LIMITS, connections: 25 }))
      .then([
        {
          type: 'RateLimitSettingsChanged',
          data: { settings: { ...DEFAULT_RATE_LIMITS, connections: 25 }, occurredAt: now.toISOString() },
        },
      ]);
  });

  it('given saved settings, saving the same numbers again records nothing', () => {
    spec
      .given([])
      .when(change({ ...DEFAULT_RATE_LIMITS, messages: 40 }))
      .and()
      .when(change({ ...DEFAULT_RATE_LIMITS, messages: 40 }))
      .thenNothing();
  });

  it.each([
    ['connections', 76],
    ['messages', -1],
    ['profileViews', 12.5],
    ['emails', 201],
    ['total', 0],
  ] as const)('rejects %s = %s and names the field', (field, value) => {
    spec
      .given([])
      .when(change({ ...DEFAULT_RATE_LIMITS, [field]: value }))
      .thenThrows(DomainError, { field });
  });
});
