import { HttpError } from 'react-admin';
import { apiRequest } from '../api/http-client';
import type { LeadAnswer, LeadDetail, LeadPageAnswer, LeadSummary, LeadSummaryAnswer } from '@outflow/api-contract';

/** What the leads page asks for: the campaign filter ('' for all), the search box, and the page. */
export interface LeadPageQuery {
  readonly campaignId: string;
  readonly search: string;
  readonly page: number;
  readonly perPage: number;
}

/** The most rows one request takes when every matching lead is needed (the server's cap). */
const ALL_PER_PAGE = 1000;

/**
 * GET /leads (spec 01 §7), one page of the leads the campaign and search take, with how many they
 * take in all. A `success: false` answer is an error too.
 */
export async function fetchLeads(query: LeadPageQuery): Promise<LeadPageAnswer> {
  const params = new URLSearchParams({ page: String(query.page), perPage: String(query.perPage) });
  if (query.campaignId) params.set('campaignId', query.campaignId);
  if (query.search.trim()) params.set('search', query.search.trim());
  const response = await apiRequest<LeadPageAnswer>(`/leads?${params.toString()}`);
  if (!response?.success || !Array.isArray(response.data))
    throw new HttpError(response?.error || 'Failed to fetch leads', 200, response);
  return response;
}

/** Every lead the campaign and search take, a server page at a time (a bulk action over "all matching"). */
export async function fetchAllLeads(query: Pick<LeadPageQuery, 'campaignId' | 'search'>) {
  const leads: LeadPageAnswer['data'] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchLeads({ ...query, page, perPage: ALL_PER_PAGE });
    leads.push(...answer.data);
    if (answer.data.length < ALL_PER_PAGE || leads.length >= answer.total) return leads;
  }
}

/** GET /leads/{id}: the lead with where it stands now (the why, the Do-Not-Contact entry). */
export async function fetchLead(id: string): Promise<LeadDetail> {
  const { data } = await apiRequest<LeadAnswer>(`/leads/${encodeURIComponent(id)}`);
  return data;
}

export async function fetchLeadSummary(): Promise<LeadSummary> {
  const { data } = await apiRequest<LeadSummaryAnswer>('/leads/summary');
  return data;
}

/** Query keys: every leads query starts with 'leads', so one invalidation refreshes them all. */
export const LEADS_KEY = ['leads'] as const;
export const leadListKey = (query: LeadPageQuery) =>
  [...LEADS_KEY, 'list', query.campaignId, query.search.trim(), query.page, query.perPage] as const;
export const leadKey = (id: string) => [...LEADS_KEY, 'detail', id] as const;
export const leadSummaryKey = [...LEADS_KEY, 'summary'] as const;
