import type { CampaignTargetStats } from '@outflow/api-contract';
import type { CampaignRecord } from './campaign-record';
import { executionStatus } from './campaign-status';

/** Name search (case-insensitive) and 'Active only' (execution status running), applied in the browser. */
export function filterCampaigns<T extends Pick<CampaignRecord, 'name' | 'status'>>(
  campaigns: T[],
  search: string,
  activeOnly: boolean,
): T[] {
  const needle = search.trim().toLowerCase();
  return campaigns.filter(
    (campaign) =>
      (!needle || (campaign.name ?? '').toLowerCase().includes(needle)) &&
      (!activeOnly || executionStatus(campaign.status) === 'running'),
  );
}

/** 'Lists of leads': a count, or one entry per source when the server breaks leads down by source (spec 02 §3 allows both). */
export function listsOfLeads(value: number | Record<string, number> | null | undefined): number {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return 0;
}

/** Rates arrive as percentages (0–100); shown to one decimal at most, the same on the list and the campaign page. */
export function formatRate(rate: number | null | undefined): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return '0%';
  return `${Math.round(rate * 10) / 10}%`;
}

/** 'X of Y completed' under the progress bar, only when the campaign has targets. */
export function completionText(stats: CampaignTargetStats | null | undefined): string | null {
  if (!stats || !(stats.total > 0)) return null;
  return `${stats.completed} of ${stats.total} completed`;
}
