import type { DomainEvent } from '../events/event';
import { LIMIT_KEYS, type LimitKey, type RateLimitSettings } from '../rate-limits/limits';

/**
 * The daily quota of one LinkedIn account (stream `quotaStream(accountId, day)`): a reservation is
 * appended with the stream's expected version, so however many runners race, the day's count
 * never passes the user's limits. A reservation is keyed by the step attempt it is for, so a
 * retried append or a redelivered step does not count twice.
 */
export type QuotaReserved = DomainEvent<
  'QuotaReserved',
  { accountId: string; day: string; key: string; limit: LimitKey; campaignId: string; targetId: string; at: string }
>;

export interface QuotaState {
  readonly keys: ReadonlySet<string>;
  readonly counts: Readonly<Record<LimitKey, number>>;
  readonly total: number;
  readonly lastAt: string | null;
}

export const initialQuotaState = (): QuotaState => ({
  keys: new Set(),
  counts: Object.fromEntries(LIMIT_KEYS.map((k) => [k, 0])) as Record<LimitKey, number>,
  total: 0,
  lastAt: null,
});

export function evolveQuota(state: QuotaState, event: DomainEvent): QuotaState {
  if (event.type !== 'QuotaReserved') return state;
  const { key, limit, at } = (event as QuotaReserved).data;
  return {
    keys: new Set([...state.keys, key]),
    counts: { ...state.counts, [limit]: state.counts[limit] + 1 },
    total: state.total + 1,
    lastAt: at,
  };
}

export interface QuotaRequest {
  readonly accountId: string;
  readonly day: string;
  readonly key: string;
  readonly limit: LimitKey;
  readonly campaignId: string;
  readonly targetId: string;
  readonly limits: RateLimitSettings;
  readonly now: Date;
  /** The least time between two actions of one account (human-like spacing). */
  readonly minGapMs: number;
}

export type QuotaDecision =
  | { readonly granted: true; readonly events: QuotaReserved[] }
  | { readonly granted: false; readonly reason: 'daily-limit' | 'total-limit' | 'spacing'; readonly retryAt: Date | null };

/** Grants a reservation only under the action's daily limit and the daily total, and not sooner than the gap after the last one. */
export function reserveQuota(state: QuotaState, request: QuotaRequest): QuotaDecision {
  if (state.keys.has(request.key)) return { granted: true, events: [] };
  if (state.counts[request.limit] >= request.limits[request.limit]) return { granted: false, reason: 'daily-limit', retryAt: null };
  if (state.total >= request.limits.total) return { granted: false, reason: 'total-limit', retryAt: null };
  if (state.lastAt && request.minGapMs > 0) {
    const free = Date.parse(state.lastAt) + request.minGapMs;
    if (request.now.getTime() < free) return { granted: false, reason: 'spacing', retryAt: new Date(free) };
  }
  return {
    granted: true,
    events: [
      {
        type: 'QuotaReserved',
        data: {
          accountId: request.accountId,
          day: request.day,
          key: request.key,
          limit: request.limit,
          campaignId: request.campaignId,
          targetId: request.targetId,
          at: request.now.toISOString(),
        },
      },
    ],
  };
}

/** The quota day of an instant: the UTC date until accounts carry their own time zone. */
export const quotaDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The start of the next quota day, when a step refused for the daily limit is due again. */
export function nextQuotaDayStart(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

/** Which daily limit a step's action counts against; null for steps that do nothing on LinkedIn a member sees. */
export function limitForAction(action: string): LimitKey | null {
  switch (action) {
    case 'view-profile':
      return 'profileViews';
    case 'send-connection':
      return 'connections';
    case 'send-message':
      return 'messages';
    case 'like-post':
      return 'likes';
    default:
      return null;
  }
}
