import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_RATE_LIMITS } from '@outflow/domain';
import { DailyFigures } from '../charts/LazyCharts';
import { ConnectionsCard } from './ConnectionsCard';
import { TitledCard } from '../layout/TitledCard';
import {
  STATISTICS_ERROR,
  connectionStatsKey,
  fetchConnectionStats,
  fetchRecentActivities,
  fetchStatistics,
  recentActivitiesKey,
  statisticsKey,
} from './dashboard-api';
import { GAUGES, ZERO_USAGE } from './dashboard-view';
import { RecentActivityList } from './RecentActivityList';
import { UsageGauge } from './UsageGauge';
import { SenderUsageCard } from './SenderUsageCard';
import { useSenders } from '../linkedin-account/useSenders';
import { useConnectionStatsLive } from './useConnectionStatsLive';
import { useDashboardRefresh } from './useDashboardRefresh';

/** Spec 01 §4: connection stats every 5 minutes (the API reads LinkedIn no more often either). */
const CONNECTION_STATS_REFRESH_MS = 5 * 60_000;

/**
 * /dashboard: today's usage against the daily limits (and, with several senders, each sender's),
 * the LinkedIn network in figures, and recent activity (spec 01 §2).
 */
export const DashboardPage = () => {
  useDashboardRefresh();
  useConnectionStatsLive();
  const statistics = useQuery({ queryKey: statisticsKey, queryFn: fetchStatistics, retry: 1 });
  const activities = useQuery({ queryKey: recentActivitiesKey, queryFn: fetchRecentActivities, retry: 1 });
  const connectionStats = useQuery({
    queryKey: connectionStatsKey,
    queryFn: fetchConnectionStats,
    refetchInterval: CONNECTION_STATS_REFRESH_MS,
    staleTime: CONNECTION_STATS_REFRESH_MS,
    // A refusal (disconnected account, LinkedIn unreachable) would not be different a second later.
    retry: false,
  });
  // Usage is zeroed on failure (spec 01 §8); the limits last known still size the gauges.
  const usage = statistics.isError ? ZERO_USAGE : (statistics.data?.usage ?? ZERO_USAGE);
  const limits = statistics.data?.limits ?? DEFAULT_RATE_LIMITS;
  const connectedSenders = (useSenders().data ?? []).filter((s) => s.isActive);

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Activity Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: statistics.data?.day ? 0.5 : 3 }}>
        Today's activity: {usage.total} total actions performed
      </Typography>
      {statistics.data?.day && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="usage-day">
          Today is {statistics.data.day} in {statistics.data.timeZone}
          {statistics.data.week &&
            ` · Connection requests in the last 7 days: ${statistics.data.week.connections} / ${statistics.data.week.cap}`}
          {statistics.data.warmUp?.active &&
            ` · Warm-up day ${statistics.data.warmUp.day} of ${statistics.data.warmUp.of}: limits ramp up to your settings`}
        </Typography>
      )}
      {statistics.isError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {STATISTICS_ERROR}
        </Alert>
      )}
      <TitledCard title="Rate limit usage">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
          {GAUGES.map(({ key, label }) => (
            <UsageGauge key={key} label={label} current={usage[key]} max={limits[key]} />
          ))}
        </Box>
      </TitledCard>
      {connectedSenders.length > 1 && (
        <Box sx={{ mt: 3 }}>
          <SenderUsageCard senders={connectedSenders} />
        </Box>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, gap: 3, alignItems: 'start', mt: 3 }}
      >
        <ConnectionsCard stats={connectionStats} />
        <RecentActivityList activities={activities} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <TitledCard title="All campaigns by day" section>
          <DailyFigures path="/dashboard/daily" title="All campaigns by day" />
        </TitledCard>
      </Box>
    </Box>
  );
};
