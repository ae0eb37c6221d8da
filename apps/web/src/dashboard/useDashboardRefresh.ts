import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSocketEvent } from '../realtime';
import { DASHBOARD_KEY, recentActivitiesKey, statisticsKey, type DashboardStatistics } from './dashboard-api';
import type { LinkedInSender } from '@outflow/api-contract';
import { SENDERS_KEY } from '../linkedin-account/useSenders';
import { usageOf } from './dashboard-view';
import { senderDayOf, withSenderDay } from './sender-usage-update';

/** Spec 01 §4 "Refresh periods": the dashboard every 60 s, with a 2 s debounce. */
export const DASHBOARD_REFRESH_MS = 60_000;
export const REFRESH_DEBOUNCE_MS = 2_000;

/**
 * Keeps the dashboard current: everything every 60 s, and on activity:update the usage replaced at
 * once from the payload (spec 01 §4 "Live updates") while the recent activity list refetches. An
 * update naming a sender replaces that sender's day in "Usage by sender", not the workspace's.
 * Refetches wait for 2 s of quiet, so a burst of actions costs one request.
 */
export function useDashboardRefresh(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The widest refetch asked for since the last one ran.
  const pending = useRef<QueryKey | null>(null);

  const refresh = useCallback(
    (key: QueryKey) => {
      pending.current = pending.current === DASHBOARD_KEY ? DASHBOARD_KEY : key;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const queryKey = pending.current ?? DASHBOARD_KEY;
        pending.current = null;
        void queryClient.invalidateQueries({ queryKey });
      }, REFRESH_DEBOUNCE_MS);
    },
    [queryClient],
  );

  useEffect(() => {
    const interval = setInterval(() => refresh(DASHBOARD_KEY), DASHBOARD_REFRESH_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(timer.current);
    };
  }, [refresh]);

  useSocketEvent<{ accountId?: string; usage?: unknown } | null>('activity:update', (payload) => {
    if (payload?.accountId !== undefined) {
      const sender = senderDayOf(payload);
      if (sender)
        queryClient.setQueryData<LinkedInSender[]>(
          SENDERS_KEY,
          (senders) => senders && withSenderDay(senders, sender.accountId, sender.today),
        );
      return;
    }
    const usage = usageOf(payload?.usage);
    const week = (payload?.usage as { week?: DashboardStatistics['week'] } | undefined)?.week ?? null;
    if (usage)
      queryClient.setQueryData<DashboardStatistics>(
        statisticsKey,
        (current) => current && { ...current, usage, week: week ?? current.week },
      );
    refresh(recentActivitiesKey);
  });
}
