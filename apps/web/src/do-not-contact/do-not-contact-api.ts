import type { DoNotContactAddedAnswer, DoNotContactPage } from '@outflow/api-contract';
import { refusedLinesOf } from './do-not-contact-view';
import { apiRequest, errorBody } from '../api/http-client';
export { addedText } from './do-not-contact-view';
import type { LeadSelection } from '../leads/bulk-leads-api';

/** The Do-Not-Contact list's routes (issue 17): list (paged, searchable), add, remove. */
export const DO_NOT_CONTACT_KEY = ['do-not-contact'] as const;

export const listDoNotContact = (params: { search?: string; page: number; perPage: number }) => {
  const query = new URLSearchParams({ page: String(params.page), perPage: String(params.perPage) });
  if (params.search?.trim()) query.set('search', params.search.trim());
  return apiRequest<DoNotContactPage>(`/do-not-contact?${query.toString()}`);
};

/** What to put on the list: profile addresses, a pasted or CSV text, or leads of the user's campaigns. */
export type DoNotContactInput =
  { readonly profileUrls: readonly string[] } | { readonly text: string } | { readonly selection: LeadSelection };

export const addToDoNotContact = (input: DoNotContactInput, reason?: string) => {
  const body: Record<string, unknown> = reason?.trim() ? { reason: reason.trim() } : {};
  if ('profileUrls' in input) body.profileUrls = [...input.profileUrls];
  else if ('text' in input) body.text = input.text;
  else if (input.selection.kind === 'ids') body.leadIds = [...input.selection.ids];
  else body.matching = input.selection.filter;
  return apiRequest<DoNotContactAddedAnswer>('/do-not-contact', { method: 'POST', body });
};

export const removeFromDoNotContact = (id: string) =>
  apiRequest(`/do-not-contact/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The lines the server refused ("Line 3: not a LinkedIn profile URL"), as it named them. */
export const refusedLines = (error: unknown): string[] => refusedLinesOf(errorBody(error));
