import { Alert, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { DailyFiguresAnswer } from '@outflow/api-contract';
import { lazy, Suspense, type ComponentProps } from 'react';
import { apiRequest, errorBody } from '../api/http-client';

// The chart library loads with the first chart drawn, never with the first page.
const DailyFiguresChart = lazy(() => import('./DailyFiguresChart'));
const LazyFunnelChart = lazy(() => import('./FunnelChart'));

export type { FunnelBar } from './FunnelChart';

const loading = <CircularProgress size={24} aria-label="Loading the chart" />;

export function FunnelChart(props: ComponentProps<typeof LazyFunnelChart>) {
  return (
    <Suspense fallback={loading}>
      <LazyFunnelChart {...props} />
    </Suspense>
  );
}

/** Fetches figures by local day (a campaign's or the workspace's) and draws them. */
export function DailyFigures({ path, title }: { path: string; title: string }) {
  const daily = useQuery({ queryKey: ['daily-figures', path], queryFn: () => apiRequest<DailyFiguresAnswer>(path) });
  if (daily.isPending) return loading;
  if (daily.isError) return <Alert severity="error">{errorBody(daily.error).message}</Alert>;
  if (daily.data.days.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing sent yet.
      </Typography>
    );
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        By day in {daily.data.timeZone}
      </Typography>
      <Suspense fallback={loading}>
        <DailyFiguresChart days={daily.data.days} title={title} />
      </Suspense>
    </>
  );
}
