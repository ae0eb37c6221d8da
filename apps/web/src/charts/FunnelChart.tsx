import { BarChart } from '@mui/x-charts/BarChart';

/** One step of the funnel as the chart draws it. */
export interface FunnelBar {
  readonly name: string;
  readonly reached: number;
  readonly performed: number;
  readonly accepted: number;
  readonly replied: number;
}

const SERIES: readonly { key: keyof Omit<FunnelBar, 'name'>; label: string }[] = [
  { key: 'reached', label: 'Reached' },
  { key: 'performed', label: 'Performed' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'replied', label: 'Replied' },
];

/** The funnel per step, in the sequence's order. Loaded lazily: see LazyCharts. */
export default function FunnelChart({ steps }: { steps: readonly FunnelBar[] }) {
  return (
    <BarChart
      aria-label="Funnel chart"
      height={260}
      // Figures, not a show: drawn at once (a screenshot or a glance sees the final bars).
      skipAnimation
      xAxis={[{ scaleType: 'band', data: steps.map((s) => s.name) }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={SERIES.map(({ key, label }) => ({ label, data: steps.map((s) => s[key]) }))}
    />
  );
}
