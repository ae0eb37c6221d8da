import type { DomainEvent } from '../events/event';
import type { RateLimitSettings } from '../rate-limits/limits';
import type { ScheduleSettings } from '../schedule/schedule-settings';

/**
 * A sender's own daily limits and weekly cap, on its stream (`linkedin_account-<accountId>`). New
 * types rather than the owner's events with an id: the workspace's settings stay every sender's
 * defaults, and the read models keyed by workspace never mistake one sender's numbers for them.
 */
export type SenderRateLimitsChanged = DomainEvent<
  'SenderRateLimitsChanged',
  { accountId: string; settings: RateLimitSettings; occurredAt: string }
>;

/** A sender's own time zone, working hours and warm-up, on its stream. */
export type SenderScheduleChanged = DomainEvent<
  'SenderScheduleChanged',
  { accountId: string; settings: ScheduleSettings; occurredAt: string }
>;

export type SenderSettingsEvent = SenderRateLimitsChanged | SenderScheduleChanged;
