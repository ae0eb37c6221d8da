import type { CampaignFunnel, FunnelRate } from '@outflow/domain';

const cell = (value: string, width: number) =>
  value.length > width ? `${value.slice(0, width - 1)}…` : value.padEnd(width);
const num = (n: number, width: number) => String(n).padStart(width);
const pct = (r: FunnelRate | null) =>
  !r || r.rate === null
    ? '—'
    : `${(r.rate * 100).toFixed(1)}% [${((r.low ?? 0) * 100).toFixed(1)}–${((r.high ?? 0) * 100).toFixed(1)}]`;

/** The campaign's funnel in a terminal (`npm run replay`): each step, then each of its variants and the verdict between them. */
export function funnelText(funnel: CampaignFunnel): string[] {
  const lines = [
    'Funnel                      reached performed accepted replied<7d replied acceptance             reply<7d',
  ];
  const row = (
    label: string,
    c: CampaignFunnel['steps'][number] | CampaignFunnel['steps'][number]['variants'][number],
  ) =>
    `${cell(label, 28)}${num(c.reached, 7)}${num(c.performed, 10)}${num(c.accepted, 9)}${num(c.repliedWithin7Days, 11)}${num(c.replied, 8)} ${cell(pct(c.rates.acceptance), 22)}${pct(c.rates.replyWithin7Days)}`;
  for (const step of funnel.steps) {
    lines.push(row(`${step.stepId} (${step.action})`, step));
    for (const v of step.variants) lines.push(row(`  ${v.name} [${v.status}]`, v));
    for (const c of step.comparisons) lines.push(`  ${c.verdict}`);
  }
  return lines;
}
