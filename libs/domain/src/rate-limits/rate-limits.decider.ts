import { evolveByType, type Decider } from '../decider';
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
  evolve: evolveByType<RateLimitState, RateLimitEvent>({ RateLimitSettingsChanged: evolveRateLimits }),
};
