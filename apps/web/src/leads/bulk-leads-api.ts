import type { CampaignLeadsAdded, CampaignLeadsRemoved } from '@outflow/api-contract';
import { API_BASE, apiRequest, sessionHeaders } from '../api/http-client';

/** The leads page's (or the campaign table's) filter, as the bulk routes take it. */
export interface LeadFilterInput {
  campaignId?: string;
  search?: string;
  status?: string;
  stepId?: string;
}

/** Rows picked one by one, or every lead matching the filter ("all N matching"). */
export type LeadSelection =
  | { readonly kind: 'ids'; readonly ids: readonly string[] }
  | { readonly kind: 'matching'; readonly filter: LeadFilterInput; readonly count: number };

const selectionBody = (selection: LeadSelection) =>
  selection.kind === 'ids' ? { leadIds: [...selection.ids] } : { matching: selection.filter };

export const selectionSize = (selection: LeadSelection): number =>
  selection.kind === 'ids' ? selection.ids.length : selection.count;

/** "Add to a campaign": the selected people join `campaignId` (those it has already are counted apart). */
export const addLeadsToCampaign = (campaignId: string, selection: LeadSelection, allowPreviouslyContacted = false) =>
  apiRequest<CampaignLeadsAdded>(`/campaigns/${encodeURIComponent(campaignId)}/leads`, {
    method: 'POST',
    body: { ...selectionBody(selection), ...(allowPreviouslyContacted ? { allowPreviouslyContacted } : {}) },
  });

/** "Remove from the campaign": the selected leads of `campaignId` it has not reached leave it. */
export const removeLeadsFromCampaign = (campaignId: string, selection: LeadSelection) =>
  apiRequest<CampaignLeadsRemoved>(`/campaigns/${encodeURIComponent(campaignId)}/leads/remove`, {
    method: 'POST',
    body: selectionBody(selection),
  });

/** "Export": the selection as CSV, saved as a file by the browser. */
export async function exportLeads(selection: LeadSelection, filename = 'leads.csv'): Promise<void> {
  const res = await fetch(`${API_BASE}/leads/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sessionHeaders() },
    body: JSON.stringify(selectionBody(selection)),
  });
  if (!res.ok) throw new Error(`Export failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
