/** The eight daily limits a user sets on /settings, plus the daily total (spec 01 §3, §5). */
export const LIMIT_KEYS = [
  'connections',
  'messages',
  'profileViews',
  'inmails',
  'likes',
  'endorsements',
  'followings',
  'emails',
] as const;

export type LimitKey = (typeof LIMIT_KEYS)[number];

/**
 * The daily limits, the daily total, and the rolling 7-day invitation cap (LinkedIn restricts
 * accounts that send too many invitations in a week, whatever the daily pace).
 */
export type RateLimitSettings = Record<LimitKey, number> & { total: number; weeklyConnections: number };

/** The weekly invitation cap's default and range (Settings → Limits). */
export const WEEKLY_CONNECTIONS = Object.freeze({ default: 100, min: 10, max: 200 });

export const DEFAULT_RATE_LIMITS: Readonly<RateLimitSettings> = Object.freeze({
  connections: 20,
  messages: 30,
  profileViews: 100,
  inmails: 10,
  likes: 20,
  endorsements: 20,
  followings: 20,
  emails: 50,
  total: 150,
  weeklyConnections: WEEKLY_CONNECTIONS.default,
});

/** Slider ranges (min 0). Steps the spec does not give are 1. */
export const LIMIT_SLIDERS: Readonly<Record<LimitKey, { max: number; step: number }>> = Object.freeze({
  connections: { max: 75, step: 1 },
  messages: { max: 100, step: 1 },
  inmails: { max: 25, step: 1 },
  profileViews: { max: 200, step: 5 },
  endorsements: { max: 50, step: 1 },
  likes: { max: 50, step: 1 },
  followings: { max: 50, step: 1 },
  emails: { max: 200, step: 5 },
});

/**
 * The spec gives no slider for the daily total; it bounds every action of a day together, so its
 * ceiling is the sum of the eight maxima.
 */
export const MAX_DAILY_TOTAL = LIMIT_KEYS.reduce((sum, key) => sum + LIMIT_SLIDERS[key].max, 0);

/** Recommended ranges shown beside the sliders (spec 01 §2 Settings). */
export const RECOMMENDED_RANGES = Object.freeze({
  connections: [20, 30],
  messages: [20, 50],
  profileViews: [50, 100],
} as const);
