import {
  countryOfLocation,
  leadTemplateFields,
  normalizeProfileUrl,
  SEARCH_PAGE_LIMIT,
  type LeadFields,
} from '@outflow/domain';
import type {
  ActiveLeadMatch,
  ActiveLeads,
  AiMessageProfile,
  CampaignCreated,
  ProviderCapabilities,
  SearchCount,
  SearchProfiles,
} from '@outflow/api-contract';
import { apiRequest, errorBody } from '../api/http-client';
import type { CreateCampaignBody } from './campaign-payload';

/** Spec §7: how many people a LinkedIn search URL finds. */
export async function countSearchProfiles(searchUrl: string): Promise<number> {
  const { count } = await apiRequest<SearchCount>('/linkedin/search/count', { method: 'POST', body: { searchUrl } });
  return count;
}

export interface SearchProfile {
  profileUrl: string;
  name: string | null;
}

/** Spec §7: the profiles a search finds, up to maxProfiles, fetched by the server in pages of 50; with names where the search gives them. */
export async function fetchSearchProfiles(searchUrl: string, maxProfiles: number): Promise<SearchProfile[]> {
  const { profileUrls, profiles } = await apiRequest<SearchProfiles>('/linkedin/search/profiles', {
    method: 'POST',
    body: { searchUrl, maxProfiles, limit: SEARCH_PAGE_LIMIT },
  });
  const names = new Map((profiles ?? []).map((p) => [normalizeProfileUrl(p.profileUrl), p.name]));
  return profileUrls
    .map(normalizeProfileUrl)
    .map((profileUrl) => ({ profileUrl, name: names.get(profileUrl) ?? null }));
}

/** A campaign of the user's still working on one of the list's people. */
export type ActiveLeadCampaign = ActiveLeadMatch['campaigns'][number];

/** Which of these profiles the user's other campaigns are still working on, by profile URL as sent. */
export async function checkActiveLeads(profileUrls: readonly string[]): Promise<Map<string, ActiveLeadCampaign[]>> {
  if (profileUrls.length === 0) return new Map();
  const { active } = await apiRequest<ActiveLeads>('/leads/active-check', {
    method: 'POST',
    body: { profileUrls },
  });
  return new Map(active.map((a) => [a.profileUrl, a.campaigns]));
}

/** What the LinkedIn provider can do (sequence action kinds), so the builder offers only those steps. */
export async function fetchProviderCapabilities(): Promise<ReadonlySet<string>> {
  const { actions } = await apiRequest<ProviderCapabilities>('/linkedin/capabilities');
  return new Set(actions);
}

export async function createCampaign(
  body: CreateCampaignBody,
  idempotencyKey: string,
): Promise<CampaignCreated['campaign']> {
  const { campaign } = await apiRequest<CampaignCreated>('/campaigns', { method: 'POST', body, idempotencyKey });
  return campaign;
}

/** What the finalize banner says when the server refuses: its message, else the spec's fallback. */
export function launchErrorMessage(error: unknown): string {
  const { message } = errorBody(error);
  const text = Array.isArray(message) ? message.join('; ') : message;
  return text?.trim() ? text : 'Failed to create campaign';
}

/**
 * A lead's template fields from their LinkedIn profile, for the action editor's preview. Fetched
 * without telling the member (`notify=false`): a preview is not a visit.
 */
export async function fetchLeadTemplateFields(profileUrl: string): Promise<LeadFields> {
  const { profile } = await apiRequest<AiMessageProfile>(
    `/linkedin-accounts/ai-message-profile?url=${encodeURIComponent(profileUrl)}&notify=false`,
  );
  const text = (key: string) => (typeof profile[key] === 'string' ? profile[key] : null);
  return leadTemplateFields({
    firstName: text('firstName'),
    lastName: text('lastName'),
    jobTitle: text('position'),
    companyName: text('company'),
    country: countryOfLocation(text('location')),
  });
}
