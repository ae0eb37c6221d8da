import { useQuery } from '@tanstack/react-query';
import { fetchLinkedInStatus } from '../api/linkedin-accounts-api';

export const SENDERS_KEY = ['linkedin-accounts', 'senders'] as const;

/**
 * Every sender of the workspace with its day (GET /linkedin-accounts): the Senders page, the
 * dashboard, the settings' sender picker and the campaign page all read it through this one hook,
 * so the key always holds the same shape (the list).
 */
export function useSenders(options: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({
    queryKey: SENDERS_KEY,
    queryFn: async () => (await fetchLinkedInStatus())?.senders ?? [],
    retry: false,
    ...options,
  });
}
