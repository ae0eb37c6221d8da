import { HttpError } from 'react-admin';
import { apiRequest } from '../api/http-client';
import type { Lead, LeadAnswer, LeadList, LeadSummary, LeadSummaryAnswer } from '@outflow/api-contract';

/** GET /leads, optionally one campaign's (spec 01 §7). A `success: false` answer is an error too. */
export async function fetchLeads(campaignId: string): Promise<Lead[]> {
  const query = campaignId ? `?campaignId=${encodeURIComponent(campaignId)}` : '';
  const response = await apiRequest<LeadList>(`/leads${query}`);
  if (!response?.success || !Array.isArray(response.data))
    throw new HttpError(response?.error || 'Failed to fetch leads', 200, response);
  return response.data;
}

export async function fetchLead(id: string): Promise<Lead> {
  const { data } = await apiRequest<LeadAnswer>(`/leads/${encodeURIComponent(id)}`);
  return data;
}

export async function fetchLeadSummary(): Promise<LeadSummary> {
  const { data } = await apiRequest<LeadSummaryAnswer>('/leads/summary');
  return data;
}

/** Query keys: every leads query starts with 'leads', so one invalidation refreshes them all. */
export const LEADS_KEY = ['leads'] as const;
export const leadListKey = (campaignId: string) => [...LEADS_KEY, 'list', campaignId] as const;
export const leadKey = (id: string) => [...LEADS_KEY, 'detail', id] as const;
export const leadSummaryKey = [...LEADS_KEY, 'summary'] as const;
