import { DomainError } from '../errors';
import type { Command, DomainEvent } from '../events/event';
import {
  DEFAULT_RATE_LIMITS,
  LIMIT_KEYS,
  LIMIT_SLIDERS,
  MAX_DAILY_TOTAL,
  WEEKLY_CONNECTIONS,
  type RateLimitSettings,
} from './limits';
import { REFUSAL_WORDS } from '../refusal-words';
import { LIMIT_LABELS } from './limit-labels';

export type RateLimitSettingsChanged = DomainEvent<
  'RateLimitSettingsChanged',
  { settings: RateLimitSettings; occurredAt: string }
>;
export type RateLimitEvent = RateLimitSettingsChanged;

/** The weekly cap may be left out (the spec's PUT carries the eight limits plus total): it then keeps its value. */
export type RateLimitSettingsInput = Omit<RateLimitSettings, 'weeklyConnections'> & { weeklyConnections?: number };

export type ChangeRateLimitSettings = Command<
  'ChangeRateLimitSettings',
  { settings: RateLimitSettingsInput; now: Date }
>;

export interface RateLimitState {
  readonly settings: RateLimitSettings;
  readonly saved: boolean;
}

export const initialRateLimitState: RateLimitState = { settings: { ...DEFAULT_RATE_LIMITS }, saved: false };

/** Rules beyond the HTTP shape check: every limit within its slider, and a positive total. */
function assertValidRateLimits(settings: RateLimitSettingsInput): void {
  for (const key of LIMIT_KEYS) {
    const value = settings[key];
    if (!Number.isInteger(value) || value < 0 || value > LIMIT_SLIDERS[key].max) {
      throw new DomainError(REFUSAL_WORDS.dailyLimit(LIMIT_LABELS[key], LIMIT_SLIDERS[key].max), 'INVALID_LIMIT', key);
    }
  }
  if (!Number.isInteger(settings.total) || settings.total < 1 || settings.total > MAX_DAILY_TOTAL) {
    throw new DomainError(REFUSAL_WORDS.dailyTotal(MAX_DAILY_TOTAL), 'INVALID_LIMIT', 'total');
  }
  const weekly = settings.weeklyConnections;
  if (
    weekly !== undefined &&
    (!Number.isInteger(weekly) || weekly < WEEKLY_CONNECTIONS.min || weekly > WEEKLY_CONNECTIONS.max)
  ) {
    throw new DomainError(
      REFUSAL_WORDS.weeklyInvitations(WEEKLY_CONNECTIONS.min, WEEKLY_CONNECTIONS.max),
      'INVALID_LIMIT',
      'weeklyConnections',
    );
  }
}

export function decideRateLimits(command: ChangeRateLimitSettings, state: RateLimitState): RateLimitEvent[] {
  assertValidRateLimits(command.data.settings);
  const next = pickSettings({
    ...command.data.settings,
    weeklyConnections: command.data.settings.weeklyConnections ?? state.settings.weeklyConnections,
  });
  // Saving the same numbers again changes nothing, so it records nothing.
  if (
    state.saved &&
    LIMIT_KEYS.every((k) => state.settings[k] === next[k]) &&
    state.settings.total === next.total &&
    state.settings.weeklyConnections === next.weeklyConnections
  ) {
    return [];
  }
  return [{ type: 'RateLimitSettingsChanged', data: { settings: next, occurredAt: command.data.now.toISOString() } }];
}

export function evolveRateLimits(state: RateLimitState, event: RateLimitEvent): RateLimitState {
  switch (event.type) {
    case 'RateLimitSettingsChanged':
      return { settings: pickSettings(event.data.settings), saved: true };
    default:
      return state;
  }
}

/** Keeps only the known numbers, so stray input never reaches an event (events before the weekly cap lack it). */
function pickSettings(input: RateLimitSettingsInput): RateLimitSettings {
  const out = {
    total: input.total,
    weeklyConnections: input.weeklyConnections ?? DEFAULT_RATE_LIMITS.weeklyConnections,
  } as RateLimitSettings;
  for (const key of LIMIT_KEYS) out[key] = input[key];
  return out;
}
