import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchLinkedInAccount } from '../api/linkedin-accounts-api';
import { refreshLinkedInStatus } from '../hooks/useLinkedInStatus';

export const LINKEDIN_ACCOUNT_KEY = ['linkedin-accounts', 'with-profile'] as const;

/** The account with its profile (GET /linkedin-accounts/with-profile) for the /team card. */
export function useLinkedInAccount() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: LINKEDIN_ACCOUNT_KEY,
    queryFn: fetchLinkedInAccount,
    retry: false,
  });
  // Every answer about the workspace's senders: the card, the status and the Senders list.
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['linkedin-accounts'] }),
      refreshLinkedInStatus(queryClient),
    ]);
  };
  return { ...query, refresh };
}
