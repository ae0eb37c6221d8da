import type { Decider } from '../decider';
import type { DomainEvent } from '../events/event';
import {
  decideRateLimits,
  evolveRateLimits,
  initialRateLimitState,
  type ChangeRateLimitSettings,
  type RateLimitEvent,
  type RateLimitState,
} from './rate-limits';

export const rateLimitsDecider: Decider<RateLimitState, ChangeRateLimitSettings, RateLimitEvent> = {
  initialState: () => initialRateLimitState,
  decide: decideRateLimits,
  evolve: (state: RateLimitState, event: DomainEvent) =>
    event.type === 'RateLimitSettingsChanged' ? evolveRateLimits(state, event as RateLimitEvent) : state,
};
