import type {
  CampaignAnswer,
  CampaignFunnel,
  CampaignHistoryPage,
  CampaignSnapshot,
  ProfilesReset,
} from '@outflow/api-contract';
import type { TargetStatus } from '@outflow/domain';
import { API_BASE, apiRequest, sessionHeaders } from '../api/http-client';

/**
 * Where a campaign page reads from: the owner's own routes, or the support console's (read-only,
 * every read recorded on the owner's access log). Both answer the same shapes.
 */
export interface CampaignSource {
  /** The API path of the campaign, e.g. `/campaigns/<id>` or `/support/users/<user>/campaigns/<id>`. */
  readonly base: string;
  readonly campaignId: string;
  /** Support staff read only: no reset, no editing. */
  readonly readOnly: boolean;
  /** Where the page's Back button goes. */
  readonly backTo: string;
}

export const ownerSource = (campaignId: string): CampaignSource => ({
  base: `/campaigns/${encodeURIComponent(campaignId)}`,
  campaignId,
  readOnly: false,
  backTo: '/campaigns',
});

export const supportSource = (userId: string, campaignId: string): CampaignSource => ({
  base: `/support/users/${encodeURIComponent(userId)}/campaigns/${encodeURIComponent(campaignId)}`,
  campaignId,
  readOnly: true,
  backTo: `/support/users/${encodeURIComponent(userId)}`,
});

export type CampaignState = CampaignSnapshot;

export interface LeadTableParams {
  page: number;
  perPage: number;
  status?: TargetStatus;
  stepId?: string;
}

/** null: live; a number: the timeline's n-th event (the slider); a string: a global position. */
export type ReplayTarget = null | number | string;

const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

export function fetchCampaignState(
  source: CampaignSource,
  target: ReplayTarget,
  table: LeadTableParams,
): Promise<CampaignState> {
  return apiRequest<CampaignState>(`${source.base}/state?${query({ ...pointOf(target), ...table })}`);
}

/** The replay point as the state and the funnel take it: `event` (the slider) or `at` (a position). */
const pointOf = (target: ReplayTarget) =>
  target === null ? {} : typeof target === 'number' ? { event: target } : { at: target };

/** The campaign's funnel, live or as it stood at the replay's point (the Results tab follows the replay bar). */
export function fetchCampaignFunnel(source: CampaignSource, target: ReplayTarget): Promise<CampaignFunnel> {
  const point = query(pointOf(target));
  return apiRequest<CampaignFunnel>(`${source.base}/funnel${point ? `?${point}` : ''}`);
}

export interface HistoryFilters {
  targetId?: string;
  type?: string;
  from?: string;
  to?: string;
}

export function fetchHistory(
  source: CampaignSource,
  filters: HistoryFilters,
  page: number,
  perPage: number,
): Promise<CampaignHistoryPage> {
  return apiRequest<CampaignHistoryPage>(`${source.base}/history?${query({ ...filters, page, perPage })}`);
}

/** Downloads the timeline (the API needs the bearer token, so a plain link would not do). */
export async function downloadHistory(
  source: CampaignSource,
  filters: HistoryFilters,
  format: 'jsonl' | 'csv',
): Promise<void> {
  const response = await fetch(`${API_BASE}${source.base}/history/export?${query({ ...filters, format })}`, {
    headers: sessionHeaders(),
  });
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `campaign-${source.campaignId}-history.${format}`,
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** The senders (account ids) the campaign acts through, from its owner's `GET /campaigns/:id`. */
export async function fetchCampaignSenders(campaignId: string): Promise<string[]> {
  const { campaign } = await apiRequest<CampaignAnswer>(`/campaigns/${encodeURIComponent(campaignId)}`);
  return campaign.senders;
}

export async function resetProfiles(campaignId: string): Promise<number> {
  const { leads } = await apiRequest<ProfilesReset>(`/campaigns/${encodeURIComponent(campaignId)}/reset-profiles`, {
    method: 'POST',
  });
  return leads;
}

/** Query keys: everything of one campaign page starts with its source, so one invalidation refreshes it. */
export const campaignPageKey = (source: CampaignSource) => ['campaign-page', source.base] as const;
