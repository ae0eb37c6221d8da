import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LinkedInAccountStatus } from '@outflow/api-contract';
import { fetchLinkedInStatus } from '../api/linkedin-accounts-api';
import { hasAuthToken } from '../api/session-storage';
import { isLinkedInConnected } from './linkedin-connection';

export const LINKEDIN_STATUS_KEY = ['linkedin-accounts', 'status'] as const;
const CACHED_ACCOUNT_KEY = 'linkedinAccount';

function readCachedAccount(): LinkedInAccountStatus | null | undefined {
  const raw = sessionStorage.getItem(CACHED_ACCOUNT_KEY);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as LinkedInAccountStatus | null;
  } catch {
    return undefined;
  }
}

function writeCachedAccount(account: LinkedInAccountStatus | null): void {
  sessionStorage.setItem(CACHED_ACCOUNT_KEY, JSON.stringify(account));
}

/** A disconnection error carried the account: cache it and take the status from it, without a call. */
export function applyAccountFromError(queryClient: QueryClient, account: LinkedInAccountStatus): void {
  writeCachedAccount(account);
  queryClient.setQueryData(LINKEDIN_STATUS_KEY, account);
}

export function refreshLinkedInStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: LINKEDIN_STATUS_KEY });
}

/**
 * Whether the user's LinkedIn account is connected: true, false, or null while unknown. Shared by
 * the sidebar, the access guard and /team through one query; the last answer is kept in session
 * storage so a reload starts from it. Without a token the call is skipped until one exists.
 */
export function useLinkedInStatus(): {
  connected: boolean | null;
  everConnected: boolean | null;
  refresh: () => Promise<void>;
} {
  const queryClient = useQueryClient();
  const cached = readCachedAccount();
  const query = useQuery({
    queryKey: LINKEDIN_STATUS_KEY,
    queryFn: async () => {
      const data = await fetchLinkedInStatus();
      const account = data?.account ?? null;
      writeCachedAccount(account);
      return account;
    },
    enabled: hasAuthToken(),
    initialData: cached,
    // The cached answer shows at once but is always checked against the server.
    initialDataUpdatedAt: 0,
    retry: 1,
    // While not connected, look again every few seconds: a connection made a moment ago (the server
    // may answer before its read model has the account) unlocks the sidebar without a reload.
    refetchInterval: (q) => (q.state.data && isLinkedInConnected(q.state.data) ? false : 5000),
  });
  let connected: boolean | null = null;
  if (query.data !== undefined) connected = isLinkedInConnected(query.data);
  else if (query.isError) connected = false;
  // The server answers no account at all until one was connected once (a disconnected one stays).
  const everConnected = query.data === undefined ? null : query.data !== null;
  return { connected, everConnected, refresh: () => refreshLinkedInStatus(queryClient) };
}
