import { LIMIT_KEYS, type RateLimitSettings } from '../rate-limits/limits';
import { daysBetween, localDay } from './local-time';

/** A new account ramps up over this many local days (day 1 … day 14) before its limits apply in full. */
export const WARM_UP_DAYS = 14;
/** Share of the user's limits on day 1. */
const WARM_UP_START_SHARE = 0.2;

export interface WarmUp {
  /** True while the account is inside its warm-up (days 1–13 at less than full limits). */
  readonly active: boolean;
  /** Which warm-up day today is (1-based); null when warm-up does not apply. */
  readonly day: number | null;
  /** The share of the user's limits in force today (1 when not warming up). */
  readonly share: number;
}

const NONE: WarmUp = { active: false, day: null, share: 1 };

/**
 * Where a LinkedIn account stands in its warm-up: from 20% of the user's limits on the local day
 * it was first connected to 100% on day 14, linearly. Off when the user turned it off or the
 * account's first connection is not known.
 */
export function warmUpOn(firstConnectedAt: string | null, now: Date, timeZone: string, enabled: boolean): WarmUp {
  if (!enabled || !firstConnectedAt) return NONE;
  const day = daysBetween(localDay(new Date(firstConnectedAt), timeZone), localDay(now, timeZone)) + 1;
  if (day >= WARM_UP_DAYS) return NONE;
  const clamped = Math.max(day, 1);
  return {
    active: true,
    day: clamped,
    share: WARM_UP_START_SHARE + ((1 - WARM_UP_START_SHARE) * (clamped - 1)) / (WARM_UP_DAYS - 1),
  };
}

/**
 * The limits in force today: each of the user's limits times the warm-up share, rounded down,
 * never below 1 (a limit the user set to 0 stays 0: that action is off).
 */
export function effectiveLimits(settings: RateLimitSettings, warmUp: WarmUp): RateLimitSettings {
  if (!warmUp.active) return { ...settings };
  const scale = (value: number) => (value <= 0 ? 0 : Math.max(1, Math.floor(value * warmUp.share + 1e-9)));
  // The weekly cap is a ceiling over seven days, not a daily pace: warm-up leaves it as set.
  const out = { total: scale(settings.total), weeklyConnections: settings.weeklyConnections } as RateLimitSettings;
  for (const key of LIMIT_KEYS) out[key] = scale(settings[key]);
  return out;
}
