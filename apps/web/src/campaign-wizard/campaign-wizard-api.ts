import { normalizeProfileUrl, SEARCH_PAGE_LIMIT } from '@outflow/domain';
import { apiRequest, errorBody } from '../api/http-client';
import type { CreateCampaignBody } from './campaign-payload';

/** Spec §7: how many people a LinkedIn search URL finds. */
export async function countSearchProfiles(searchUrl: string): Promise<number> {
  const { count } = await apiRequest<{ count: number }>('/linkedin/search/count', { method: 'POST', body: { searchUrl } });
  return count;
}

/** Spec §7: the profiles a search finds, up to maxProfiles, fetched by the server in pages of 50. */
export async function fetchSearchProfiles(searchUrl: string, maxProfiles: number): Promise<string[]> {
  const { profileUrls } = await apiRequest<{ profileUrls: string[] }>('/linkedin/search/profiles', {
    method: 'POST',
    body: { searchUrl, maxProfiles, limit: SEARCH_PAGE_LIMIT },
  });
  return profileUrls.map(normalizeProfileUrl);
}

/** What the LinkedIn provider can do (sequence action kinds), so the builder offers only those steps. */
export async function fetchProviderCapabilities(): Promise<ReadonlySet<string>> {
  const { actions } = await apiRequest<{ actions: string[] }>('/linkedin/capabilities');
  return new Set(actions);
}

export interface CreatedCampaign {
  _id: string;
  name: string;
  status: string;
}

export async function createCampaign(body: CreateCampaignBody): Promise<CreatedCampaign> {
  const { campaign } = await apiRequest<{ success: true; campaign: CreatedCampaign }>('/campaigns', { method: 'POST', body });
  return campaign;
}

/** What the finalize banner says when the server refuses: its message, else the spec's fallback. */
export function launchErrorMessage(error: unknown): string {
  const { message } = errorBody(error);
  const text = Array.isArray(message) ? message.join('; ') : message;
  return text?.trim() ? text : 'Failed to create campaign';
}
