import { BarChart } from '@mui/x-charts/BarChart';
import type { DailyFigures } from '@outflow/api-contract';

/** The four series, in the order the legend names them. */
const SERIES: readonly { key: keyof Omit<DailyFigures, 'day'>; label: string }[] = [
  { key: 'invitationsSent', label: 'Invitations sent' },
  { key: 'invitationsAccepted', label: 'Invitations accepted' },
  { key: 'messagesSent', label: 'Messages sent' },
  { key: 'replies', label: 'Replies' },
];

/** Bars per local day (a day with one action still shows, as a line would not). Loaded lazily: see LazyCharts. */
export default function DailyFiguresChart({ days, title }: { days: readonly DailyFigures[]; title: string }) {
  return (
    <BarChart
      aria-label={title}
      height={280}
      // Figures, not a show: drawn at once (a screenshot or a glance sees the final bars).
      skipAnimation
      xAxis={[{ scaleType: 'band', data: days.map((d) => d.day) }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={SERIES.map(({ key, label }) => ({ label, data: days.map((d) => d[key]) }))}
    />
  );
}
