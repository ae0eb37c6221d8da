import type { LimitKey, RateLimitSettings, ScheduleSettings } from '@outflow/domain';

export type { RateLimitSettings, ScheduleSettings };

/** What the account did today: one count per limit, and the total. */
export type DailyUsage = Record<LimitKey, number> & { total: number };

/** One sender's day (issue 20, the Senders page): its usage today, the limits in force for it, its warm-up. */
export interface SenderDay {
  readonly usage: DailyUsage;
  readonly limits: RateLimitSettings;
  readonly warmUp: { readonly active: boolean; readonly day: number | null; readonly of: number };
}

/**
 * `GET /api/rate-limits/usage`: today's usage, which local day it counts and in which zone, the
 * limits set and those in force today (warm-up), and the rolling week's invitations against the cap.
 */
export type AccountUsage = DailyUsage & {
  day: string;
  timeZone: string;
  limits: { set: RateLimitSettings; effective: RateLimitSettings };
  warmUp: { active: boolean; day: number | null; of: number };
  week: { connections: number; cap: number; since: string };
};

/** One of `GET /api/rate-limits/recent-activities` (spec 01 §3 "Recent activity"), with the lead acted on. */
export interface RecentActivity {
  readonly action: string;
  readonly profileUrl: string;
  readonly timestamp: string;
  readonly campaignName: string | null;
  /** The lead's id (GET /api/leads/:id), while the lead is in the leads read model. */
  readonly leadId: string | null;
  /** The lead's name once enriched, else null. */
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly pictureUrl: string | null;
}

/** `GET /api/connections/stats` (spec 01 §3 "Connection stats"). */
export interface ConnectionStats {
  readonly pendingInvitations: number;
  /** Counted up to a cap; the dashboard shows it with a trailing +. */
  readonly totalConnections: number;
  /** When these figures were read from LinkedIn (ISO 8601). */
  readonly lastSyncTime: string;
}
