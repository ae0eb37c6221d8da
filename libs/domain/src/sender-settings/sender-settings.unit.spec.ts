import { DomainError } from '../errors';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/limits';
import { rateLimitsDecider } from '../rate-limits/rate-limits.decider';
import { scheduleDecider, scheduleOf } from '../schedule/schedule.decider';
import { defaultScheduleSettings } from '../schedule/schedule-settings';
import type { DomainEvent } from '../events/event';
import { senderSettingsDecider, type SenderSettingsState } from './sender-settings.decider';
import { senderSettingsOverWorkspace } from './sender-settings-over-workspace';

const now = new Date('2026-11-23T09:00:00.000Z');
const { weeklyConnections: _cap, ...daily } = DEFAULT_RATE_LIMITS;
const tokyo = {
  timeZone: 'Asia/Tokyo',
  workingHours: { enabled: true, days: [1, 2, 3], start: '09:00', end: '17:00' },
  warmUp: { enabled: false },
};

const fold = (events: DomainEvent[]): SenderSettingsState =>
  events.reduce(senderSettingsDecider.evolve, senderSettingsDecider.initialState());

const workspace = () => {
  const limits = rateLimitsDecider.evolve(rateLimitsDecider.initialState(), {
    type: 'RateLimitSettingsChanged',
    data: {
      settings: { ...DEFAULT_RATE_LIMITS, profileViews: 40, weeklyConnections: 60 },
      occurredAt: now.toISOString(),
    },
  });
  const schedule = scheduleDecider.evolve(scheduleDecider.initialState(), {
    type: 'UserRegistered',
    data: {
      userId: 'u',
      email: 'u@example.com',
      name: 'U',
      provider: 'local',
      occurredAt: now.toISOString(),
      timeZone: 'Europe/Paris',
    },
  });
  return { limits, schedule, other: 'kept' };
};

describe('a sender’s own settings', () => {
  it('records its limits on its stream, keeping the workspace’s weekly cap when the request leaves it out', () => {
    const events = senderSettingsDecider.decide(
      {
        type: 'ChangeSenderRateLimits',
        data: {
          accountId: 'acc-1',
          settings: { ...daily, profileViews: 3 },
          defaults: workspace().limits.settings,
          now,
        },
      },
      senderSettingsDecider.initialState(),
    );
    expect(events).toEqual([
      {
        type: 'SenderRateLimitsChanged',
        data: {
          accountId: 'acc-1',
          settings: { ...DEFAULT_RATE_LIMITS, profileViews: 3, weeklyConnections: 60 },
          occurredAt: now.toISOString(),
        },
      },
    ]);
    expect(fold(events).limits).toEqual({ ...DEFAULT_RATE_LIMITS, profileViews: 3, weeklyConnections: 60 });
  });

  it('records nothing when the same numbers are saved again, and refuses a limit out of range naming it', () => {
    const state = fold(
      senderSettingsDecider.decide(
        {
          type: 'ChangeSenderRateLimits',
          data: { accountId: 'a', settings: { ...daily, likes: 4 }, defaults: DEFAULT_RATE_LIMITS, now },
        },
        senderSettingsDecider.initialState(),
      ),
    );
    const again = {
      type: 'ChangeSenderRateLimits' as const,
      data: { accountId: 'a', settings: { ...daily, likes: 4 }, defaults: DEFAULT_RATE_LIMITS, now },
    };
    expect(senderSettingsDecider.decide(again, state)).toEqual([]);
    const bad = { ...again, data: { ...again.data, settings: { ...daily, likes: 999 } } };
    expect(() => senderSettingsDecider.decide(bad, state)).toThrow(
      expect.objectContaining({ field: 'likes' }) as DomainError,
    );
  });

  it('records its schedule normalised, and names the bad field', () => {
    const events = senderSettingsDecider.decide(
      {
        type: 'ChangeSenderSchedule',
        data: {
          accountId: 'a',
          settings: { ...tokyo, workingHours: { ...tokyo.workingHours, days: [3, 1, 2, 1] } },
          now,
        },
      },
      senderSettingsDecider.initialState(),
    );
    expect(fold(events).schedule).toEqual(tokyo);
    expect(
      senderSettingsDecider.decide(
        { type: 'ChangeSenderSchedule', data: { accountId: 'a', settings: tokyo, now } },
        fold(events),
      ),
    ).toEqual([]);
    expect(() =>
      senderSettingsDecider.decide(
        { type: 'ChangeSenderSchedule', data: { accountId: 'a', settings: { ...tokyo, timeZone: 'Mars/Base' }, now } },
        fold(events),
      ),
    ).toThrow(expect.objectContaining({ field: 'timeZone' }) as DomainError);
  });
});

describe('a sender’s settings over the workspace’s', () => {
  it('is the workspace’s settings while the sender set none', () => {
    const ws = workspace();
    expect(senderSettingsOverWorkspace(ws, senderSettingsDecider.initialState())).toEqual(ws);
  });

  it('takes the sender’s limits and schedule where it set them, and the workspace’s for the rest', () => {
    const ws = workspace();
    const ownLimits = { ...DEFAULT_RATE_LIMITS, profileViews: 5 };
    const limitsOnly = senderSettingsOverWorkspace(ws, { limits: ownLimits, schedule: null });
    expect(limitsOnly.limits.settings).toEqual(ownLimits);
    expect(scheduleOf(limitsOnly.schedule)).toEqual(defaultScheduleSettings('Europe/Paris'));
    expect(limitsOnly.other).toBe('kept');

    const scheduleOnly = senderSettingsOverWorkspace(
      ws,
      fold([
        { type: 'SenderScheduleChanged', data: { accountId: 'a', settings: tokyo, occurredAt: now.toISOString() } },
      ]),
    );
    expect(scheduleOf(scheduleOnly.schedule)).toEqual(tokyo);
    expect(scheduleOnly.limits.settings.profileViews).toBe(40);
  });

  it('ignores the workspace’s events and folds only its own', () => {
    const state = fold([
      { type: 'RateLimitSettingsChanged', data: { settings: DEFAULT_RATE_LIMITS, occurredAt: now.toISOString() } },
    ]);
    expect(state).toEqual(senderSettingsDecider.initialState());
  });
});
