import type { AccountUsage, ConnectionStats, RecentActivity } from '@outflow/api-contract';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '@outflow/domain';
import { apiRequest } from '../api/http-client';
import { usageOf, type DailyUsage } from './dashboard-view';

export interface DashboardStatistics {
  readonly usage: DailyUsage;
  /** The limits in force today (the user's, ramped down while a new account warms up). */
  readonly limits: RateLimitSettings;
  /** The account's local day the usage counts, and its zone (the runner's quota day). */
  readonly day: string | null;
  readonly timeZone: string | null;
  readonly warmUp: { active: boolean; day: number | null; of: number } | null;
  /** Invitations in the last 7 days against the weekly cap. */
  readonly week: { connections: number; cap: number } | null;
}

/** Query keys: the dashboard's 60 s refresh invalidates DASHBOARD_KEY; connection stats keep their own 5 min period. */
export const DASHBOARD_KEY = ['dashboard'] as const;
export const statisticsKey = [...DASHBOARD_KEY, 'statistics'] as const;
export const recentActivitiesKey = [...DASHBOARD_KEY, 'recent-activities'] as const;
export const connectionStatsKey = ['connections', 'stats'] as const;

/** Spec 01 §8: shown (with zeroed usage) when usage or the limits cannot be loaded. */
export const STATISTICS_ERROR = 'Failed to fetch statistics. Please try again.';
export const ACTIVITIES_ERROR = 'Failed to load recent activities';
export const INVALID_DATA_ERROR = 'Received invalid data format';
export const CONNECTION_STATS_ERROR = 'Failed to fetch LinkedIn connection statistics';

/** The answer was not what the API promises (e.g. not a list): shown as 'Received invalid data format'. */
export class InvalidDataFormatError extends Error {
  constructor() {
    super(INVALID_DATA_ERROR);
  }
}

export async function fetchStatistics(): Promise<DashboardStatistics> {
  const [usage, limits] = await Promise.all([
    apiRequest<unknown>('/rate-limits/usage'),
    apiRequest<RateLimitSettings>('/rate-limits/settings'),
  ]);
  const checked = usageOf(usage);
  if (!checked) throw new InvalidDataFormatError();
  // usageOf checked the counts; the rest may be missing from an older server's answer.
  const answer = usage as Partial<AccountUsage>;
  return {
    usage: checked,
    limits: { ...DEFAULT_RATE_LIMITS, ...limits, ...answer.limits?.effective },
    day: answer.day ?? null,
    timeZone: answer.timeZone ?? null,
    warmUp: answer.warmUp ?? null,
    week: answer.week ?? null,
  };
}

export async function fetchRecentActivities(): Promise<RecentActivity[]> {
  const activities = await apiRequest<unknown>('/rate-limits/recent-activities');
  if (!Array.isArray(activities)) throw new InvalidDataFormatError();
  return activities as RecentActivity[];
}

export function fetchConnectionStats(): Promise<ConnectionStats> {
  return apiRequest<ConnectionStats>('/connections/stats');
}
