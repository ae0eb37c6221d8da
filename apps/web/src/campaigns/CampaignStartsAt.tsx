import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { actingWindow } from '@outflow/domain';
import { fetchScheduleSettings } from '../api/rate-limits-api';
import { useServerNow } from '../hooks/useServerNow';

export const SCHEDULE_KEY = ['schedule', 'settings'] as const;

const startFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "Starts Mon 08:00" for an active campaign that has not acted yet while the account's working
 * window is closed, in place of "Ready". Reads the account's schedule and the server's clock; kept
 * apart so a per-lead "waits until" from the server can replace its source without touching the list.
 */
export const CampaignStartsAt = ({ fallback }: { fallback: string }) => {
  const serverNow = useServerNow();
  const schedule = useQuery({ queryKey: SCHEDULE_KEY, queryFn: () => fetchScheduleSettings(), staleTime: 60_000 });
  if (!schedule.data) return <>{fallback}</>;
  const now = serverNow();
  // The runner's own window (it keeps a minute inside the opening), so this says what the server will.
  const acting = actingWindow(schedule.data);
  if (acting.mayAct(now)) return <>{fallback}</>;
  const start = acting.nextOpening(now);
  return <StartsAtLabel at={start} />;
};

/** "Starts Mon 08:00": when a campaign that has not acted yet will first act. */
export const StartsAtLabel = ({ at }: { at: Date }) => (
  <Typography component="span" variant="body2" color="inherit" data-testid="campaign-starts-at">
    Starts {startFormat.format(at)}
  </Typography>
);
